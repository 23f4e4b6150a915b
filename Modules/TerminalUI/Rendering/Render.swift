/// A rendered frame and what its controls do.
public struct RenderResult {
  /// The frame.
  public let frame: Frame
  /// The action of each control of the frame, keyed by its shortcut.
  public let actions: [String: @MainActor () -> Void]
}

/// Renders `view` into a frame `width` columns wide (at least 1), with the actions of its controls.
///
/// Rendering is pure: lifecycle handlers and post-render effects do not run and menus start
/// collapsed. Use a ``ViewHost`` for a view that lives across frames.
///
/// ```swift
/// let result = render(GrapeList(presenter: presenter), width: 60)
/// print(result.frame.plainText)
/// result.actions["1"]?()
/// ```
@MainActor
public func render<V: View>(_ view: V, width: Int) -> RenderResult {
  let pass = RenderPass(view, width: width, menus: MenuExpansion())
  return RenderResult(frame: pass.frame, actions: pass.actions)
}

extension View {
  /// The view rendered `width` columns wide, as plain text: for tests and previews.
  public func renderedText(width: Int) -> String {
    render(self, width: width).frame.plainText
  }
}
