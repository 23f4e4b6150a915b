/// Where a view stands in the tree: the path of child positions, `ForEach` ids, branches and
/// explicit `.id(_:)` values leading to it.
///
/// Two renders give a view the same identity as long as it stays at the same place, so the host
/// keys lifecycle and menu expansion by it. ``description`` is a stable string for the same path.
package struct ViewIdentity: Hashable, CustomStringConvertible {
  /// One step of the path.
  package enum Component: Hashable {
    /// The position among the children of a view builder block.
    case index(Int)
    /// The branch taken by an `if`/`else` or `switch`.
    case branch(Bool)
    /// The id of a `ForEach` element.
    case element(AnyHashable)
    /// An explicit `.id(_:)`.
    case explicit(AnyHashable)
    /// The type wrapped by an ``AnyView``.
    case type(ObjectIdentifier, name: String)
    /// The content of a lifecycle modifier (`onAppear`, `onDisappear`, `task`).
    case lifecycle
    /// A step a sibling module defines, such as a screen of a navigation stack.
    case named(String)
  }

  /// The path from the root.
  package private(set) var components: [Component]

  /// The identity of the root view.
  package static var root: ViewIdentity { ViewIdentity(components: []) }

  /// The identity one step below this one.
  package func appending(_ component: Component) -> ViewIdentity {
    ViewIdentity(components: components + [component])
  }

  /// The path as text, components separated by `/`; `/` alone for the root.
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
