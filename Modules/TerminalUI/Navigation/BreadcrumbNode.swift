/// The titles of the screens leading here, `Wine Grapes › Shiraz`, dim, cut from the left.
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
