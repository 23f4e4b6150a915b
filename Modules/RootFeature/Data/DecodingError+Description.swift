import Foundation

// The pieces of a decoding error that the data file's and the state file's messages are made of.

extension DecodingError {
  /// Why `data` is not JSON at all, in Foundation's words, or `nil` when this error is about a
  /// value (`JSONDecoder` only says "not valid JSON"; `JSONSerialization` says where).
  func syntaxProblem(in data: Data) -> String? {
    guard case .dataCorrupted(let context) = self, context.codingPath.isEmpty else { return nil }
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
      return nil
    } catch {
      let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      let sentence = reason.trimmingCharacters(in: [".", " "])
      // A number too large for a `Double` is JSON all the same; Foundation names it.
      return sentence.hasPrefix("Number ") ? sentence : "not valid JSON: " + sentence
    }
  }

  /// The path of the value at fault; for a missing field, the field's own.
  var path: [any CodingKey] {
    switch self {
    case .keyNotFound(let key, let context): context.codingPath + [key]
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      context.codingPath
    @unknown default: []
    }
  }

  /// What a value of `type` is called in a message: "a string", "a number"….
  static func expectation(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type: "a whole number"
    case is Double.Type: "a number"
    case is [Any].Type: "an array"
    default: "a value of type \(type)"
    }
  }

  /// The decoder's own message, without a final period.
  var message: String {
    guard case .dataCorrupted(let context) = self else { return "\(self)" }
    return context.debugDescription.trimmingCharacters(in: ["."])
  }
}

/// `path` as a field: `regions[0].value`.
func fieldName(_ path: some Sequence<any CodingKey>) -> String {
  path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    .trimmingCharacters(in: ["."])
}
