/// Turns the bytes of a JSON number (already checked by ``JSONParser``) into Swift numbers.
///
/// Integers are read exactly, with overflow checks, whatever their spelling: `100`, `1e2` and
/// `1.0e2` are all one hundred, `1.5` is not an integer. Doubles are correctly rounded.
enum JSONNumberReader {
  /// What a number is as an integer.
  enum Integer: Equatable {
    /// An exact integer; `magnitude` is its absolute value.
    case exact(negative: Bool, magnitude: UInt128)
    /// A number with a nonzero fractional part.
    case fractional
    /// An integer too large for 128 bits.
    case outOfRange
  }

  /// The number `bytes` spells, as an integer; `isDecimal` is the token's fraction/exponent flag.
  static func integer(_ bytes: UnsafeBufferPointer<UInt8>, isDecimal: Bool) -> Integer {
    let negative = bytes.first == UInt8(ascii: "-")
    let digitsStart = negative ? 1 : 0
    if !isDecimal {
      if bytes.count - digitsStart <= 19 {
        var value: UInt64 = 0
        for index in digitsStart..<bytes.count {
          value = value &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
        }
        return .exact(negative: negative, magnitude: UInt128(value))
      }
      return accumulate(
        bytes, digits: digitsStart..<bytes.count, skipping: nil, exponent: 0, negative: negative)
    }
    // Split into integer digits, fraction digits and exponent.
    var index = digitsStart
    while index < bytes.count, isDigit(bytes[index]) {
      index += 1
    }
    let integerEnd = index
    var fractionCount = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, isDigit(bytes[index]) {
        index += 1
        fractionCount += 1
      }
    }
    let mantissaEnd = index
    let exponent = readExponent(bytes, from: index)
    let dot = fractionCount > 0 ? integerEnd : nil
    return accumulate(
      bytes, digits: digitsStart..<mantissaEnd, skipping: dot, exponent: exponent - fractionCount,
      negative: negative)
  }

  /// The integer `digits × 10^exponent`, where `digits` may contain the decimal point at `skip`.
  private static func accumulate(
    _ bytes: UnsafeBufferPointer<UInt8>,
    digits: Range<Int>,
    skipping skip: Int?,
    exponent: Int,
    negative: Bool
  ) -> Integer {
    // Trailing zeros only scale; dropping them keeps the loop short for `1e5`-like numbers too.
    var last = digits.upperBound
    var exponent = exponent
    while last > digits.lowerBound, bytes[last - 1] == UInt8(ascii: "0") || last - 1 == skip {
      if last - 1 != skip {
        exponent += 1
      }
      last -= 1
    }
    var value: UInt128 = 0
    var significant = false
    for index in digits.lowerBound..<last where index != skip {
      let digit = bytes[index] &- UInt8(ascii: "0")
      significant = significant || digit != 0
      guard significant else {
        continue
      }
      let (scaled, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = scaled.addingReportingOverflow(UInt128(digit))
      guard !overflow, !carry else {
        return .outOfRange
      }
      value = sum
    }
    guard value != 0 else {
      return .exact(negative: negative, magnitude: 0)
    }
    guard exponent >= 0 else {
      return .fractional
    }
    guard exponent <= 39 else {
      return .outOfRange
    }
    for _ in 0..<exponent {
      let (scaled, overflow) = value.multipliedReportingOverflow(by: 10)
      guard !overflow else {
        return .outOfRange
      }
      value = scaled
    }
    return .exact(negative: negative, magnitude: value)
  }

  /// The exponent after `e`/`E` at `index`, clamped to ±1,000,000,000 (zero when there is none).
  private static func readExponent(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard start < bytes.count else {
      return 0
    }
    var index = start + 1
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var value = 0
    while index < bytes.count {
      value = min(value * 10 + Int(bytes[index] &- UInt8(ascii: "0")), 1_000_000_000)
      index += 1
    }
    return negative ? -value : value
  }

  /// `integer` converted to `T`, or `nil` when it does not fit.
  static func convert<T: FixedWidthInteger>(_ integer: Integer, to type: T.Type) -> T? {
    guard case .exact(let negative, let magnitude) = integer else {
      return nil
    }
    guard negative, magnitude != 0 else {
      return T(exactly: magnitude)
    }
    guard T.isSigned, let positive = T.Magnitude(exactly: magnitude),
      positive <= T.min.magnitude
    else {
      return nil
    }
    return positive == T.min.magnitude ? T.min : 0 - T(positive)
  }

  /// The `Double` nearest to the number, or `nil` when it is too large for a `Double`.
  static func double(_ bytes: UnsafeBufferPointer<UInt8>, isDecimal: Bool) -> Double? {
    let negative = bytes.first == UInt8(ascii: "-")
    let digitsStart = negative ? 1 : 0
    // Exact fast paths: up to 15 digits and a small power of ten are both exact in a Double,
    // so one multiplication or division rounds correctly.
    var mantissa: UInt64 = 0
    var digitCount = 0
    var fractionCount = 0
    var index = digitsStart
    var seenDot = false
    while index < bytes.count {
      let byte = bytes[index]
      if isDigit(byte) {
        if digitCount > 0 || byte != UInt8(ascii: "0") {
          digitCount += 1
        }
        mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
        fractionCount += seenDot ? 1 : 0
      } else if byte == UInt8(ascii: ".") {
        seenDot = true
      } else {
        break
      }
      index += 1
    }
    let exponent = (isDecimal ? readExponent(bytes, from: index) : 0) - fractionCount
    if digitCount <= 15, (-22...22).contains(exponent) {
      var value = Double(mantissa)
      if exponent >= 0 {
        value *= powersOfTen[exponent]
      } else {
        value /= powersOfTen[-exponent]
      }
      return negative ? -value : value
    }
    guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else {
      return nil
    }
    return value
  }

  /// The `Float` nearest to the number, or `nil` when it is too large for a `Float`.
  static func float(_ bytes: UnsafeBufferPointer<UInt8>) -> Float? {
    guard let value = Float(String(decoding: bytes, as: UTF8.self)), value.isFinite else {
      return nil
    }
    return value
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]
}
