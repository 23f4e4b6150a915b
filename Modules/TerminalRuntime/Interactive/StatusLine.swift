import TerminalUI

/// The line at the bottom of a full-screen app: what is shown on the left, the keys on the right.
public enum StatusLine {
  private static let gap = 2

  /// A status line `width` columns wide in `style`: `leading` a column in from the left,
  /// `trailing` from the right, shortened with `…`, or left out under eight columns.
  public static func cells(leading: String, trailing: String, width: Int, style: Style) -> [Cell] {
    var block = Block(width: width)
    block.appendLine(Array(repeating: Cell.blank(style), count: max(width, 0)))
    guard width > 2 else { return block.lines[0] }
    let inner = width - 2
    let left = TextLayout.truncated(leading, width: inner)
    let room = inner - left.displayWidth - (left.isEmpty ? 0 : gap)
    let right = room >= 8 ? TextLayout.truncated(trailing, width: room) : ""
    block.write(left, line: 0, column: 1, style: style)
    block.write(right, line: 0, column: width - 1 - right.displayWidth, style: style)
    return block.lines[0]
  }
}
