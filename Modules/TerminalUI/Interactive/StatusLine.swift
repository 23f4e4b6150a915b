/// The line at the bottom of a full-screen app: what is shown on the left, the keys on the right.
public enum StatusLine {
  /// Columns kept free between the two parts.
  private static let gap = 2

  /// The cells of a status line `width` columns wide, every one in `style`.
  ///
  /// `leading` starts one column in from the left edge and `trailing` ends one column in from the
  /// right. When both do not fit, `leading` is kept whole if it can be and `trailing` is
  /// shortened with `…`, or left out when fewer than eight columns remain for it.
  ///
  /// ```
  ///  Push Details on Stack          ↑↓ move  ⏎ open  q quit
  /// ```
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
