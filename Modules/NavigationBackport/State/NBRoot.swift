/// The identifier of a root (a tab): each root has its own stack.
public struct NBRootID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral {
  /// The identifier's text, as encoded.
  public let rawValue: String

  /// An identifier with the given text.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// An identifier written as a string literal, such as `"settings"`.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The root of an app with a single stack.
  public static let main: NBRootID = "main"
}

/// One root: its identifier and the path of its own stack.
public struct NBRoot: Equatable, Identifiable {
  /// The root's identifier.
  public let id: NBRootID
  /// The screens pushed on this root's stack.
  public var path: NBNavigationPath

  /// A root with the given identifier and path.
  public init(id: NBRootID, path: NBNavigationPath = NBNavigationPath()) {
    self.id = id
    self.path = path
  }
}
