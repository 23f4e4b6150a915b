/// A resolved piece of a frame that can draw itself at any width.
///
/// Views resolve into nodes once per frame; nodes are then drawn, after shortcuts are assigned.
/// Nodes live on the main actor with the views they come from: the rows of a lazily drawn list
/// resolve their views when they are drawn.
@MainActor
package protocol RenderNode {
  /// The columns the node takes when nothing wraps or truncates.
  var idealWidth: Int { get }
  /// The node's text without any decoration, used as the title of controls it labels.
  var textContent: String { get }
  /// For a ``Spacer``, the least room it takes in a horizontal stack; `nil` for other nodes.
  var spacerMinimum: Int? { get }
  /// Draws the node exactly `width` columns wide.
  func draw(width: Int, context: DrawContext) -> Block
  /// Draws the node `width` columns wide in new lines below those of `block`, from `column` on,
  /// as ``draw(width:context:)`` and then ``Block/append(_:indent:)`` would; the columns
  /// `column..<column + width` lie within the block.
  ///
  /// The nodes a list row is usually made of (stacks, text, controls) draw in place, so that a
  /// row is not drawn into a block of its own at each level and copied into its parent's.
  func draw(appendingTo block: inout Block, column: Int, width: Int, context: DrawContext)
  /// Draws the node `width` columns wide in parts, leaving the rows of lazily drawn lists inside
  /// it to be drawn when asked for; one block unless the node passes such lists on.
  func parts(width: Int, context: DrawContext) -> [DrawnPart]
}

extension RenderNode {
  /// Nodes are not spacers unless they say so.
  package var spacerMinimum: Int? { nil }

  /// The node drawn in a block of its own, then copied below the lines of `block`.
  package func draw(appendingTo block: inout Block, column: Int, width: Int, context: DrawContext) {
    block.append(draw(width: width, context: context), indent: column)
  }
}

@MainActor
extension Block {
  /// Draws `node` `width` columns wide in new lines below, from `column` on, clipped to the
  /// block's width: in place when those columns lie within the block.
  package mutating func appendDrawing(
    of node: any RenderNode, column: Int, width: Int, context: DrawContext
  ) {
    guard column >= 0, column + width <= self.width else {
      append(node.draw(width: width, context: context), indent: column)
      return
    }
    node.draw(appendingTo: &self, column: column, width: width, context: context)
  }

  /// `node` drawn `width` columns wide, in place in a new block.
  package static func drawing(_ node: some RenderNode, width: Int, context: DrawContext) -> Block {
    var block = Block(width: width)
    node.draw(appendingTo: &block, column: 0, width: block.width, context: context)
    return block
  }
}

@MainActor
extension Array where Element == any RenderNode {
  /// The text of the nodes, separated by spaces.
  package var textContent: String {
    var text = ""
    for node in self {
      let content = node.textContent
      guard !content.isEmpty else { continue }
      if text.isEmpty {
        text = content
      } else {
        // One allocation for the separator and the content, not one each.
        text.reserveCapacity(text.utf8.count + 1 + content.utf8.count)
        text += " "
        text += content
      }
    }
    return text
  }
}
