extension JSONParser {
  /// Reads a number and appends its token.
  ///
  /// The run of characters that can belong to a number (`0-9 + - . e E`) is read whole and checked
  /// against the JSON grammar, so `1.2.3` or `01` is reported as one bad number at its start.
  mutating func number(into tape: inout JSONTape) throws(JSONSyntaxError) {
    let start = offset
    while offset < bytes.count, Self.isNumberByte(bytes[offset]) {
      offset += 1
    }
    let run = UnsafeBufferPointer(rebasing: bytes[start..<offset])
    let shape = Self.checkNumber(run)
    switch shape {
    case .integer, .decimal:
      let index = tape.tokens.count
      tape.tokens.append(
        JSONToken(
          kind: .number, flag: shape == .decimal, start: UInt32(start),
          length: UInt32(offset - start), end: UInt32(index + 1)))
    case .invalid(let reason):
      let text = String(decoding: run.prefix(40), as: UTF8.self) + (run.count > 40 ? "…" : "")
      throw error("\"\(text)\" is not a number (\(reason))", at: start)
    }
  }

  /// What a run of number characters turned out to be.
  enum NumberShape: Equatable {
    /// Digits with an optional minus sign.
    case integer
    /// A number with a fraction or an exponent.
    case decimal
    /// Not a JSON number, for the given reason.
    case invalid(String)
  }

  /// Checks `run` against `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`.
  static func checkNumber(_ run: UnsafeBufferPointer<UInt8>) -> NumberShape {
    var index = 0
    func isDigit(_ index: Int) -> Bool {
      index < run.count && run[index] >= UInt8(ascii: "0") && run[index] <= UInt8(ascii: "9")
    }
    if index < run.count, run[index] == UInt8(ascii: "-") {
      index += 1
    }
    guard isDigit(index) else {
      return .invalid("a digit must come first, after an optional '-'")
    }
    if run[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) {
        return .invalid("a number cannot start with 0 followed by more digits")
      }
    } else {
      while isDigit(index) {
        index += 1
      }
    }
    var shape = NumberShape.integer
    if index < run.count, run[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else {
        return .invalid("a digit must follow the decimal point")
      }
      while isDigit(index) {
        index += 1
      }
      shape = .decimal
    }
    if index < run.count, run[index] == UInt8(ascii: "e") || run[index] == UInt8(ascii: "E") {
      index += 1
      if index < run.count, run[index] == UInt8(ascii: "+") || run[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard isDigit(index) else {
        return .invalid("a digit must follow the exponent's 'e'")
      }
      while isDigit(index) {
        index += 1
      }
      shape = .decimal
    }
    guard index == run.count else {
      return .invalid("unexpected '\(Character(Unicode.Scalar(run[index])))' inside it")
    }
    return shape
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
      return true
    default:
      return false
    }
  }
}
