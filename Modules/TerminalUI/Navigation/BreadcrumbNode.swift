/// The titles of the screens leading to the current one, `Wine Grapes › Shiraz › Wine regions`,
/// dimmed, cut from the left with `…` when too wide so the nearest screens stay visible.
package struct BreadcrumbNode: RenderNode {
  package let textContent: String

  /// A breadcrumb of `titles`, outermost first.
  package init(titles: [String]) {
    textContent = titles.joined(separator: " › ")
  }

  package var idealWidth: Int { textContent.displayWidth }

  package func draw(width: Int, context: DrawContext) -> Block {
    Block(
      width: width,
      text: TextLayout.truncatedFromStart(textContent, width: width),
      style: Style(dim: true))
  }
}
