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
  /// Draws the node `width` columns wide in parts, leaving the rows of lazily drawn lists inside
  /// it to be drawn when asked for; one block unless the node passes such lists on.
  func parts(width: Int, context: DrawContext) -> [DrawnPart]
}

extension RenderNode {
  /// Nodes are not spacers unless they say so.
  package var spacerMinimum: Int? { nil }
}

@MainActor
extension Array where Element == any RenderNode {
  /// The text of the nodes, separated by spaces.
  var textContent: String {
    var text = ""
    for node in self {
      let content = node.textContent
      guard !content.isEmpty else { continue }
      if text.isEmpty {
        text = content
      } else {
        text += " "
        text += content
      }
    }
    return text
  }
}
