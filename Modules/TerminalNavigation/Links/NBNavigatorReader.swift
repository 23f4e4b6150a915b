import NavigationBackport
import TerminalUI

/// Gives its content the enclosing stack's navigator, for screens that navigate without a router.
///
/// ```swift
/// NBNavigatorReader { navigator in
///   Button("Back to the list") { navigator?.popToRoot() }
/// }
/// ```
public struct NBNavigatorReader<Content: View>: View, PrimitiveView {
  private let content: (NBNavigator?) -> Content

  /// A view built from the enclosing stack's navigator (`nil` outside any stack).
  public init(@ViewBuilder content: @escaping (NBNavigator?) -> Content) {
    self.content = content
  }

  /// Resolved by ``resolve(in:into:)``, not through a body.
  public func _resolve(into resolution: inout _ViewResolution) {
    resolve(in: resolution.context, into: &resolution.nodes)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    context.resolve(content(context.environment[NavigationScopeKey.self]?.navigator), into: &nodes)
  }
}
