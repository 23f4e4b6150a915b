/// A view the renderer resolves itself instead of through a `body`: the package's extension point.
///
/// Every built-in primitive (``Text``, ``VStack``, ``Button``…) conforms, and so can views of sibling
/// modules, such as a navigation stack that draws a navigation bar above its top screen:
///
/// ```swift
/// struct Banner: PrimitiveView {
///   let message: String
///   func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
///     nodes.append(CustomNode(idealWidth: message.displayWidth + 4, textContent: message) { width, _ in
///       Block(width: width, text: "»» " + message, style: Style(bold: true))
///     })
///   }
/// }
/// ```
package protocol PrimitiveView: View where Body == Never {
  /// Appends the nodes this view draws as to `nodes`; registers its controls, lifecycle handlers,
  /// preferences and effects with `context`.
  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode])
}

extension PrimitiveView {
  /// Resolves `view`, whose type is this one, as ``resolve(in:into:)`` does.
  static func resolve<V: View>(
    _ view: consuming V, in context: ResolveContext, into nodes: inout [any RenderNode]
  ) {
    // The caller found `V` to be `Self`, so the cast cannot fail; a conditional one would look
    // up the metadata of `Self?` for every view resolved, a tenth of a list row's time.
    // swift-format-ignore: NeverForceUnwrap
    (view as! Self).resolve(in: context, into: &nodes)
  }
}
