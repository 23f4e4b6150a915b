/// A view the renderer resolves itself instead of through a `body`: the package's extension point.
///
/// Every built-in primitive (``Text``, ``VStack``, ``Button``…) conforms, and so can views of sibling
/// modules, such as a navigation stack that draws a navigation bar above its top screen:
///
/// ```swift
/// struct Banner: PrimitiveView {
///   let message: String
///   func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
///     nodes.append(BannerNode(message: message))   // a RenderNode that draws its own Block
///   }
/// }
/// ```
package protocol PrimitiveView: View where Body == Never {
  /// Appends the nodes this view draws as to `nodes`; registers its controls, lifecycle handlers,
  /// preferences and effects with `context`.
  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode])
}

extension PrimitiveView {
  /// Resolves this view with ``resolve(in:into:)``, not through its body; public, so that it
  /// is the witness of public primitives too.
  public func _resolve(into resolution: inout _ViewResolution) {
    resolve(in: resolution.context, into: &resolution.nodes)
  }
}

/// The renderer's state while it resolves a view, passed to ``View/_resolve(into:)``; it has no
/// public members.
@MainActor
public struct _ViewResolution {
  /// The context of the resolution.
  package let context: ResolveContext
  /// The nodes resolved so far.
  package var nodes: [any RenderNode] = []
}
