/// Where a view stands in the tree, the same across renders while it stays in place: the path of
/// positions, `ForEach` ids, branches and `.id(_:)` values from the root.
package struct ViewIdentity: Hashable, CustomStringConvertible {
  /// One step of the path.
  package enum Component: Hashable {
    /// The position in a view builder block.
    case index(Int)
    case branch(Bool)
    /// The id of a `ForEach` element.
    case element(AnyHashable)
    case explicit(AnyHashable)
    /// The type wrapped by an ``AnyView``.
    case type(ObjectIdentifier, name: String)
    /// The content of a lifecycle modifier.
    case lifecycle
    /// A step a sibling module defines, such as a navigation stack's screen.
    case named(String)
  }

  private var components: [Component] = []

  static var root: ViewIdentity { ViewIdentity() }

  /// The identity one step below this one.
  func appending(_ component: Component) -> ViewIdentity {
    var child = self
    child.components.append(component)
    return child
  }

  /// The path as text, such as `/0/#3`.
  package var description: String {
    "/" + components.map(\.description).joined(separator: "/")
  }
}

extension ViewIdentity.Component: CustomStringConvertible {
  package var description: String {
    switch self {
    case .index(let index): "\(index)"
    case .branch(let isTrue): isTrue ? "then" : "else"
    case .element(let id): "#\(id.base)"
    case .explicit(let id): "id(\(id.base))"
    case .type(_, let name): name
    case .lifecycle: "~"
    case .named(let name): name
    }
  }
}
