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
    var fraction = String(abs(units) % Int(scale))
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    if !keepingZeros {
      while fraction.last == "0" { fraction.removeLast() }
    }
    let sign = units < 0 ? "-" : ""
    return fraction.isEmpty ? sign + whole : sign + whole + "." + fraction
  }
}
