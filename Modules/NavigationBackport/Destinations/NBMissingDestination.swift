/// Where a screen sits: on a root's stack or on a modal's own stack.
public enum NBContext: Hashable, Sendable {
  /// The stack of the root with this identifier.
  case root(NBRootID)
  /// The own stack of the modal at this depth (0 is the bottom-most).
  case modal(depth: Int)

  /// `root "main"` or `modal 0`, for diagnostics.
  var name: String {
    switch self {
    case .root(let id): return "root \"\(id.rawValue)\""
    case .modal(let depth): return "modal \(depth)"
    }
  }
}

/// A value was pushed or presented for which no destination is registered; a view shows a
/// placeholder instead of trapping.
public struct NBMissingDestination: Error, Hashable, Sendable, CustomStringConvertible {
  /// The wire name of the value's type.
  public let typeName: String
  /// The stack the value was pushed on.
  public let context: NBContext
  /// The value's index on that stack, or `nil` for a modal's content.
  public let position: Int?

  /// A missing destination for a value of `typeName` at `position` in `context`.
  package init(typeName: String, context: NBContext, position: Int?) {
    self.typeName = typeName
    self.context = context
    self.position = position
  }

  /// One line naming the type, the place and the fix.
  public var description: String {
    let place =
      position.map { "at position \($0) of \(context.name)" } ?? "as the content of \(context.name)"
    return """
      No destination is registered for \(typeName) (pushed \(place)). \
      Register one with nbNavigationDestination(for: \(typeName).self).
      """
  }
}
