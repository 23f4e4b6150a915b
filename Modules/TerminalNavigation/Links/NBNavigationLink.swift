import NavigationBackport
import TerminalUI

/// A control that pushes a value onto the enclosing stack, whose destination for the value's type
/// decides what shows.
///
/// In a TerminalUI's `List` it is a numbered row ending in `›`; elsewhere a lettered button.
/// Outside a navigation stack, or with a `nil` value, it shows its label and does nothing.
///
/// ```swift
/// List(grapes) { grape in
///   NBNavigationLink(value: grape.details) { Text(grape.title) }
/// }
/// ```
public struct NBNavigationLink<Label: View>: View, PrimitiveView {
  private let value: AnyHashable?
  private let label: Label

  /// A link pushing `value`, drawn as `label`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    if let value {
      self.value = AnyHashable(value)
    } else {
      self.value = nil
    }
    self.label = label()
  }

  /// Resolved by ``resolve(in:into:)``, not through a body.
  public func _resolve(into resolution: inout _ViewResolution) {
    resolve(in: resolution.context, into: &resolution.nodes)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    guard let value, let navigator = context.environment[NavigationScopeKey.self]?.navigator else {
      context.resolve(label, into: &nodes)
      return
    }
    let link = ControlView(
      showsDisclosure: true,
      action: { navigator.push(value) },
      label: { label })
    context.resolve(link, into: &nodes)
  }
}

extension NBNavigationLink where Label == Text {
  /// A link titled `title`, pushing `value`.
  public init<P: Hashable>(_ title: String, value: P?) {
    self.init(value: value) { Text(title) }
  }
}
