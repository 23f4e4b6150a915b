/// Where a view stands in the tree, the same across renders while it stays in place: a chain of
/// positions, `ForEach` ids, branches and `.id(_:)` values that deeper identities share.
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

  static var root: ViewIdentity { ViewIdentity(last: nil) }

  /// The identity one step below this one.
  func appending(_ component: Component) -> ViewIdentity {
    ViewIdentity(last: Step(parent: last, component: component))
  }

  var depth: Int { last?.depth ?? 0 }

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
