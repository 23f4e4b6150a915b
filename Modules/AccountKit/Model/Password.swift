/// A password, kept out of every form of the value Swift can print.
///
/// `description`, `debugDescription`, string interpolation, `String(reflecting:)`, `dump` and
/// `Mirror` all show `<redacted>`; only ``revealed`` gives the text, for the one place that sends
/// it (an ``AuthClient``). It is not `Codable`, so it cannot be saved by accident.
///
/// ```swift
/// let password = Password("merlot")
/// print(password)            // <redacted>
/// dump(password)             // - <redacted>
/// password.revealed          // "merlot"
/// ```
public struct Password: Equatable, Sendable {
  /// The password's text.
  ///
  /// Read it only to send it.
  public let revealed: String

  /// The password `text`.
  public init(_ text: String) {
    revealed = text
  }

  /// Whether the password is empty.
  public var isEmpty: Bool { revealed.isEmpty }
}

extension Password: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// What is shown instead of the text.
  static let redacted = "<redacted>"

  /// `<redacted>`.
  public var description: String { Self.redacted }
  /// `<redacted>`.
  public var debugDescription: String { Self.redacted }
  /// A mirror with no children, shown as `<redacted>`.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: nil) }
}
