/// Formats numbers for display the same way everywhere, whatever the locale.
enum NumberText {
  /// `value` rounded to `decimals` places, trailing zeros removed unless `keepingZeros`.
  static func format(_ value: Double, decimals: Int, keepingZeros: Bool = false) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, abs(scaled) < 1e15 else { return "\(value)" }
    let units = Int(scaled)
    let whole = String(abs(units) / Int(scale))
    var fraction = decimals > 0 ? String(abs(units) % Int(scale)) : ""
    fraction = String(repeating: "0", count: max(decimals - fraction.count, 0)) + fraction
    if !keepingZeros {
      while fraction.last == "0" { fraction.removeLast() }
    }
    let sign = units < 0 ? "-" : ""
    return fraction.isEmpty ? sign + whole : sign + whole + "." + fraction
  }

  /// An amount rounded to `decimals` places, where one too small to show but more than 0 is
  /// written as such (`<0.01`), never as `0` next to a share of 100%.
  static func amount(_ value: Double, decimals: Int) -> String {
    let written = format(value, decimals: decimals)
    guard value > 0, written == "0" else { return written }
    return decimals > 0 ? "<0." + String(repeating: "0", count: decimals - 1) + "1" : "<1"
  }
}
