/// Empty room: the leftover width of a horizontal stack, or blank lines in a vertical one.
struct SpacerNode: RenderNode {
  let minLength: Int

  init(minLength: Int) {
    self.minLength = max(minLength, 0)
  }

  var idealWidth: Int { minLength }
  var textContent: String { "" }
  var spacerMinimum: Int? { minLength }

  func draw(width: Int, context: DrawContext) -> Block {
    var block = Block(width: width)
    block.appendBlankLines(minLength)
    return block
  }
}
