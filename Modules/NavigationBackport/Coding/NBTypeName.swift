/// A type that chooses its name in encoded paths and states, instead of its qualified name, to
/// survive renames.
public protocol NBStableTypeName {
  /// The name written; unique among registered types.
  static var nbTypeName: String { get }
}

/// How types are named in the wire format.
enum NBTypeName {
  /// The wire name of `type`: its ``NBStableTypeName/nbTypeName``, or its qualified name such as
  /// `Swift.Int`.
  static func of(_ type: Any.Type) -> String {
    if let named = type as? any NBStableTypeName.Type {
      return named.nbTypeName
    }
    return String(reflecting: type)
  }
}
