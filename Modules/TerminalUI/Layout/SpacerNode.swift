/// Empty room: the leftover width of a horizontal stack, or blank lines in a vertical one.
package struct SpacerNode: RenderNode {
  /// The least room it takes.
  package let minLength: Int

  /// A spacer of at least `minLength`.
  package init(minLength: Int) {
    self.minLength = max(minLength, 0)
  }

  package var idealWidth: Int { minLength }
  package var textContent: String { "" }
  package var spacerMinimum: Int? { minLength }

  package func draw(width: Int, context: DrawContext) -> Block {
    var block = Block(width: width)
    block.appendBlankLines(minLength)
    return block
  }
}
