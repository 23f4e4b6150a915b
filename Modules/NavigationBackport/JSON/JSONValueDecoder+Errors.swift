extension JSONValueDecoder {
  /// The error for a value of the wrong kind: `valueNotFound` for `null`, else `typeMismatch`.
  func mismatch<T>(
    _ type: T.Type, found token: JSONToken, _ codingPath: [any CodingKey],
    expected: String? = nil
  ) -> DecodingError {
    let wanted = expected ?? "\(T.self)"
    if token.kind == .null {
      return .valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "Expected \(wanted) but found null instead."))
    }
    return .typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: "Expected to decode \(wanted) but found \(describe(token)) instead."))
  }

  /// A `dataCorrupted` error.
  func corrupted(_ codingPath: [any CodingKey], _ message: String) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
  }

  /// A token as an error message names it, such as `a string ("Shiraz")` or `an array of 2
  /// elements`.
  func describe(_ token: JSONToken) -> String {
    switch token.kind {
    case .null: return "null"
    case .true: return "a boolean (true)"
    case .false: return "a boolean (false)"
    case .number: return "a number (\(describeNumber(token)))"
    case .string:
      let text = string(of: token)
      let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
      return "a string (\"\(shown)\")"
    case .array:
      return token.length == 1 ? "an array of 1 element" : "an array of \(token.length) elements"
    case .object:
      return token.length == 1
        ? "an object with 1 member" : "an object with \(token.length) members"
    }
  }

  /// A number token's text, shortened when very long.
  func describeNumber(_ token: JSONToken) -> String {
    let text = withBytes(of: token) { String(decoding: $0, as: UTF8.self) }
    return text.count > 40 ? text.prefix(40) + "…" : text
  }
}
