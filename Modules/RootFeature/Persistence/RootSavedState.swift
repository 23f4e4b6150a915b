import Foundation
import NavigationBackport

/// The app's saved state: the presentation style and the whole navigation state, as the
/// versioned JSON document of the state file.
///
/// ```json
/// {
///   "version": 1,
///   "presentationStyle": "details-modally",
///   "navigation": {"modals":[],"roots":[{"id":"main","path":[]}],"selectedRoot":"main"}
/// }
/// ```
///
/// `navigation` is an ``NBNavigationState/CodableRepresentation``; decoding it goes through the
/// allowlist of ``RootRouter/restorableTypes``, so a file naming any other type is rejected.
public struct RootSavedState: Equatable {
  /// The version this app writes and the only one it reads.
  public static let version = 1

  /// The largest file read, in bytes; a state file is a few kilobytes.
  public static let maximumSize = 16 << 20

  /// How the next selection is shown.
  public var presentationStyle: PresentationStyle
  /// The root stack and the presented modals.
  public var navigation: NBNavigationState

  /// A saved state of `navigation` with `presentationStyle`.
  public init(presentationStyle: PresentationStyle, navigation: NBNavigationState) {
    self.presentationStyle = presentationStyle
    self.navigation = navigation
  }

  /// The document's bytes: `version` first, then the style, then the navigation on one line.
  ///
  /// - Throws: `EncodingError` when the navigation holds a value that is not `Codable`.
  public func encoded() throws -> Data {
    guard let codable = navigation.codable else {
      throw EncodingError.invalidValue(
        navigation,
        EncodingError.Context(
          codingPath: [],
          debugDescription: "The navigation state holds a value that is not Codable.")
      )
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let opening =
      "{\n  \"version\": \(Self.version),\n"
      + "  \"presentationStyle\": \"\(presentationStyle.argumentName)\",\n  \"navigation\": "
    var data = Data(opening.utf8)
    data.append(try encoder.encode(codable))
    data.append(Data("\n}\n".utf8))
    return data
  }

  /// Decodes a state file, checking every value's type against `registry`.
  ///
  /// - Throws: ``RootSavedStateError`` saying what is wrong and where: empty, too large, not
  ///   JSON (with line and column), an unknown version, or a missing or invalid field (with the
  ///   navigation engine's own message for the navigation).
  public init(
    decoding data: Data, registry: NBTypeRegistry = RootRouter.restorableTypes
  ) throws(RootSavedStateError) {
    guard !data.isEmpty else {
      throw RootSavedStateError(kind: .notJSON, problem: "the file is empty")
    }
    guard data.count <= Self.maximumSize else {
      throw RootSavedStateError(
        kind: .notJSON,
        problem: "the file is \(data.count) bytes; a state file is at most \(Self.maximumSize)")
    }
    do {
      _ = try JSONSyntaxScanner(scanning: Array(data))
    } catch {
      throw RootSavedStateError(
        kind: .notJSON,
        problem: "line \(error.line), column \(error.column): not valid JSON: \(error.message)")
    }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw RootSavedStateError(kind: .invalid, problem: Self.describe(error))
    }
    guard header.version == Self.version else {
      throw RootSavedStateError(
        kind: .unsupportedVersion,
        problem: """
          version \(header.version) is not supported; this app reads version \(Self.version)
          """)
    }
    let body: Body
    do {
      body = try registry.makeDecoder().decode(Body.self, from: data)
    } catch {
      throw RootSavedStateError(kind: .invalid, problem: Self.describe(error))
    }
    guard let style = PresentationStyle(argument: body.presentationStyle) else {
      let valid = PresentationStyle.allCases.map(\.argumentName).joined(separator: ", ")
      throw RootSavedStateError(
        kind: .invalid,
        problem: """
          "presentationStyle" is "\(RootLocation.displayID(body.presentationStyle))", \
          not one of \(valid)
          """)
    }
    self.init(presentationStyle: style, navigation: NBNavigationState(body.navigation))
  }

  private struct Header: Decodable {
    let version: Int
  }

  private struct Body: Decodable {
    let presentationStyle: String
    let navigation: NBNavigationState.CodableRepresentation
  }

  /// A one-line account of a decoding error: the field and what is wrong with it.
  private static func describe(_ error: any Error) -> String {
    func field(_ path: [any CodingKey]) -> String {
      path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        .trimmingCharacters(in: CharacterSet(charactersIn: "."))
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
      return place.isEmpty || context.debugDescription.contains(place)
        ? context.debugDescription : "\"\(place)\": \(context.debugDescription)"
    default:
      return "\(error)"
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

/// Why a state file cannot be restored.
public struct RootSavedStateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The broad reason, for callers that treat them differently.
  public enum Kind: Hashable, Sendable {
    /// Empty, too large, truncated or otherwise not JSON.
    case notJSON
    /// JSON of a version this app does not read.
    case unsupportedVersion
    /// JSON of the right version with a missing or invalid field, such as an unknown type name.
    case invalid
  }

  /// The broad reason.
  public let kind: Kind
  /// What is wrong and where, as one clause without a final period.
  public let problem: String

  /// The problem.
  public var description: String { problem }
}
