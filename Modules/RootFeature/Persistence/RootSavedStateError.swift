import Foundation

/// Why a state file cannot be restored, or a state cannot be saved.
public struct RootSavedStateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The broad reason, for callers that treat them differently.
  public enum Kind: Hashable, Sendable {
    /// Empty, too large, truncated or otherwise not JSON.
    case notJSON
    /// JSON of a version this app does not read.
    case unsupportedVersion
    /// JSON of the right version with a missing or invalid field, such as an unknown type name.
    case invalid
    /// A state too large to be written as a file the app would read back.
    case tooLarge
  }

  /// The broad reason.
  public let kind: Kind
  /// What is wrong and where, as one clause without a final period.
  public let problem: String

  /// The problem.
  public var description: String { problem }
}

extension RootSavedState {
  /// A one-line account of a decoding error, without a final period: the field, as
  /// `navigation.roots[0].path`, and what is wrong with it.
  static func describe(_ error: any Error) -> String {
    func field(_ path: [any CodingKey]) -> String {
      path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        .trimmingCharacters(in: ["."])
    }
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      let place = field(context.codingPath)
      return "the field \"\(field(context.codingPath + [key]))\" is missing"
        + (place.isEmpty ? " (expected \"version\", \"presentationStyle\" and \"navigation\")" : "")
    case DecodingError.typeMismatch(let type, let context),
      DecodingError.valueNotFound(let type, let context):
      let place = field(context.codingPath)
      guard !place.isEmpty else {
        return "expected a JSON object with \"version\", \"presentationStyle\" and \"navigation\""
      }
      return "\"\(place)\" should be \(expectation(type))"
    case DecodingError.dataCorrupted(let context):
      let place = field(context.codingPath)
      let message = context.debugDescription.trimmingCharacters(in: ["."])
      return place.isEmpty || message.contains(place) ? message : "\"\(place)\": \(message)"
    default:
      return "\(error)".trimmingCharacters(in: ["."])
    }
  }

  private static func expectation(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type: return "a whole number"
    case is String.Type: return "a string"
    default: return "a value of type \(type)"
    }
  }
}
