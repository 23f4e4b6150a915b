/// A resolved piece of a frame that draws itself at any width once shortcuts are assigned.
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
  /// Draws the node in parts, leaving the rows of lazy lists inside it to be drawn when asked for.
  func parts(width: Int, context: DrawContext) -> [DrawnPart]
}

extension RenderNode {
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
