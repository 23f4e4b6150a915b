/// The titles of the screens leading to the current one, `Wine Grapes › Shiraz › Wine regions`,
/// dimmed, cut from the left with `…` when too wide so the nearest screens stay visible.
struct BreadcrumbNode: RenderNode {
  let textContent: String

  init(titles: [String]) {
    textContent = titles.joined(separator: " › ")
  }

  var idealWidth: Int { textContent.displayWidth }

  func draw(width: Int, context: DrawContext) -> Block {
    Block(
      width: width,
      text: TextLayout.truncatedFromStart(textContent, width: width),
      style: Style(dim: true))
  }
}
