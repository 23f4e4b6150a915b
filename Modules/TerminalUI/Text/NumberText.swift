/// Formats numbers for display the same way everywhere, whatever the locale.
enum NumberText {
  /// `value` rounded to `decimals` decimal places, with trailing zeros removed unless
  /// `keepingZeros`: `format(12.5, decimals: 2)` is `"12.5"`, `format(42, decimals: 1,
  /// keepingZeros: true)` is `"42.0"`.
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

  /// The number of characters ``format(_:decimals:keepingZeros:)`` gives for the same arguments,
  /// counted without making the string: a chart measures many numbers and draws few of them.
  static func width(of value: Double, decimals: Int, keepingZeros: Bool = false) -> Int {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, abs(scaled) < 1e15 else { return "\(value)".count }
    let units = Int(scaled)
    let divisor = Int(scale)
    var whole = abs(units) / divisor
    var wholeDigits = 1
    while whole >= 10 {
      whole /= 10
      wholeDigits += 1
    }
    var fractionDigits = decimals
    if !keepingZeros {
      var fraction = abs(units) % divisor
      if fraction == 0 {
        fractionDigits = 0
      } else {
        while fraction % 10 == 0 {
          fraction /= 10
          fractionDigits -= 1
        }
      }
    }
    return (units < 0 ? 1 : 0) + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
  }
}
