/// A view the renderer resolves itself instead of through a `body`, as ``Text`` and ``VStack``
/// do: the extension point of sibling modules, such as a navigation stack.
package protocol PrimitiveView: View where Body == Never {
  /// Appends the nodes this view draws as to `nodes`, registering what it declares with `context`.
  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode])
}

extension PrimitiveView {
  /// Resolves this view with ``resolve(in:into:)``; public to witness public primitives.
  public func _resolve(into resolution: inout _ViewResolution) {
    resolve(in: resolution.context, into: &resolution.nodes)
  }
}

/// The renderer's state while it resolves a view; it has no public members.
@MainActor
public struct _ViewResolution {
  package let context: ResolveContext
  package var nodes: [any RenderNode] = []
}
