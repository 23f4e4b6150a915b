import TerminalUI

/// The tab bar: every tab's title on one line, the selected one marked `●` (and bold), the others
/// `○` (and dimmed), so the selection reads without colour too.
///
/// ```
/// ● Grapes  ○ Regions  ○ Account
/// ```
///
/// What does not fit is cut at the right edge with `…`.
struct TabBarNode: RenderNode {
  /// Columns between two tabs.
  private static let gap = 2

  /// Each tab's title, in order.
  let titles: [String]
  /// The position of the selected tab in ``titles``.
  let selected: Int

  private var labels: [String] {
    titles.indices.map { (($0 == selected) ? "● " : "○ ") + titles[$0] }
  }

  var idealWidth: Int {
    labels.reduce(0) { $0 + $1.displayWidth } + Self.gap * max(labels.count - 1, 0)
  }

  var textContent: String { labels.joined(separator: " ") }

  func draw(width: Int, context: DrawContext) -> Block {
    var line = LineWriter(width: width)
    for (index, label) in labels.enumerated() {
      if index > 0 {
        line.pad(to: line.column + Self.gap)
      }
      line.write(
        TextLayout.truncated(label, width: line.remaining),
        style: index == selected ? Style(bold: true) : Style(dim: true))
    }
    var block = Block(width: width)
    block.appendLine(line.finish())
    return block
  }
}
