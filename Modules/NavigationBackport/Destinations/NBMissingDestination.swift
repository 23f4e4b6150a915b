/// Where a screen sits: on a root stack or inside a presented modal's own stack.
public enum NBContext: Hashable, Sendable {
  /// The stack of the root entry with this identifier.
  case root(NBRootID)
  /// The own stack of the modal at this depth (0 is the bottom-most modal).
  case modal(depth: Int)

  /// `root "main"` or `modal 0`, as shown in diagnostics.
  var name: String {
    switch self {
    case .root(let id): return "root \"\(id.rawValue)\""
    case .modal(let depth): return "modal \(depth)"
    }
  }
}

/// A value was pushed or presented for which no destination is registered.
///
/// The engine never traps on such a value. A view layer shows a placeholder screen built from
/// this diagnostic, tests can assert on it, and an app writes ``description`` once to standard error.
public struct NBMissingDestination: Error, Hashable, Sendable, CustomStringConvertible {
  /// The wire name of the value's type, such as `DetailsKit.DetailsViewModel`.
  public let typeName: String
  /// The stack the value was pushed on.
  public let context: NBContext
  /// The value's index on that stack (0 is the first pushed), or `nil` for a modal's own content.
  public let position: Int?

  /// Describes a missing destination for a value of `typeName` at `position` in `context`.
  package init(typeName: String, context: NBContext, position: Int?) {
    self.typeName = typeName
    self.context = context
    self.position = position
  }

  /// A one-line explanation naming the type, the place and the fix.
  public var description: String {
    let place =
      position.map { "at position \($0) of \(context.name)" } ?? "as the content of \(context.name)"
    return """
      No destination is registered for \(typeName) (pushed \(place)). \
      Register one with nbNavigationDestination(for: \(typeName).self).
      """
  }
}
