/// A type that chooses the name it is written under in encoded paths and state files.
///
/// By default a type is written as its fully qualified name (`DetailsKit.DetailsViewModel`).
/// Adopt this protocol to keep files readable after renaming a type or module, or to give a
/// `private` type (whose qualified name is not stable) a stable name.
public protocol NBStableTypeName {
  /// The name written to the wire format; must be unique among registered types.
  static var nbTypeName: String { get }
}

/// How types are named in the wire format: readable, portable and independent of mangling.
enum NBTypeName {
  /// The wire name of `type`: its `NBStableTypeName.nbTypeName` when it has one, otherwise its
  /// fully qualified name such as `Swift.Int` or `Swift.Array<Swift.String>`.
  static func of(_ type: Any.Type) -> String {
    if let named = type as? any NBStableTypeName.Type {
      return named.nbTypeName
    }
    return String(reflecting: type)
  }
}
