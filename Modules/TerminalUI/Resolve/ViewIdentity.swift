/// Where a view stands in the tree: the path of child positions, `ForEach` ids, branches and
/// explicit `.id(_:)` values leading to it.
///
/// Two renders give a view the same identity as long as it stays at the same place, so the host
/// keys lifecycle and menu expansion by it. ``description`` is a stable string for the same path.
///
/// An identity is a chain of steps that identities below it share, so going one step deeper
/// costs one step, not a copy of the path.
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

  /// The last step and the identity it was taken from.
  private final class Step {
    let parent: Step?
    let component: Component
    let depth: Int

    init(parent: Step?, component: Component) {
      self.parent = parent
      self.component = component
      self.depth = (parent?.depth ?? 0) + 1
    }
  }

  private let last: Step?

  private init(last: Step?) {
    self.last = last
  }

  /// The identity of the root view.
  static var root: ViewIdentity { ViewIdentity(last: nil) }

  /// The identity one step below this one.
  func appending(_ component: Component) -> ViewIdentity {
    ViewIdentity(last: Step(parent: last, component: component))
  }

  /// How many steps lead from the root.
  var depth: Int { last?.depth ?? 0 }

  /// The path from the root.
  var components: [Component] {
    var components: [Component] = []
    var step = last
    while let current = step {
      components.append(current.component)
      step = current.parent
    }
    return components.reversed()
  }

  package static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
    var left = lhs.last
    var right = rhs.last
    while left !== right {
      guard let leftStep = left, let rightStep = right, leftStep.depth == rightStep.depth,
        leftStep.component == rightStep.component
      else { return false }
      left = leftStep.parent
      right = rightStep.parent
    }
    return true
  }

  package func hash(into hasher: inout Hasher) {
    var step = last
    while let current = step {
      hasher.combine(current.component)
      step = current.parent
    }
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
