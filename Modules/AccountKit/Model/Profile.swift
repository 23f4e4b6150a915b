/// Who is signed in: what the profile screen shows and what an app keeps to stay signed in.
///
/// Plain data with no secret in it, so an app can save it (the password is never part of it).
public struct Profile: Hashable, Codable, Sendable {
  /// The longest name, in characters.
  public static let maximumNameLength = 200

  /// The person's name: the user name they signed in with, or the name they changed it to.
  public var name: String

  /// The profile of `name`; check it first with ``problem(withName:)`` when it comes from a
  /// person.
  public init(name: String) {
    self.name = name
  }

  /// Why `name` cannot be a profile's name, or `nil` when it can.
  ///
  /// A name has 1 to ``maximumNameLength`` characters, not only spaces, and no control character
  /// (a tab, a line break, an escape): it is shown on one line and kept in a file.
  public static func problem(withName name: String) -> String? {
    if name.allSatisfy(\.isWhitespace) {
      return "A name cannot be empty or only spaces."
    }
    if name.count > maximumNameLength {
      return "A name has at most \(maximumNameLength) characters; this one has \(name.count)."
    }
    if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "A name cannot hold a control character (a tab, a line break, an escape)."
    }
    return nil
  }

  /// Decodes a profile, its name checked as ``problem(withName:)`` checks it: a file that keeps
  /// a profile may be edited by hand.
  ///
  /// - Throws: `DecodingError.dataCorrupted` at `name`, with the reason, when the name is wrong.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    if let problem = Self.problem(withName: name) {
      throw DecodingError.dataCorruptedError(
        forKey: .name, in: container, debugDescription: problem)
    }
    self.name = name
  }
}
