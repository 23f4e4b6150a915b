/// A node that draws with a closure: how a sibling module draws a block of its own.
///
/// ```swift
/// CustomNode(idealWidth: 12, textContent: "Shiraz") { width, context in
///   Block(width: width, text: "» Shiraz «")
/// }
/// ```
package struct CustomNode: RenderNode {
  package let idealWidth: Int
  package let textContent: String
  private let drawBlock: (Int, DrawContext) -> Block

  /// A node `idealWidth` wide, drawn by `draw` at the width it is given.
  package init(
    idealWidth: Int,
    textContent: String = "",
    draw: @escaping (_ width: Int, _ context: DrawContext) -> Block
  ) {
    self.idealWidth = idealWidth
    self.textContent = textContent
    self.drawBlock = draw
  }

  package func draw(width: Int, context: DrawContext) -> Block {
    drawBlock(width, context)
  }
}
