/// Writes characters into one line of cells that never grows past its width: a wide character
/// straddling the edge becomes a space, characters of no width are dropped.
package struct LineWriter {
  let width: Int
  private(set) var cells: [Cell] = []

  /// A writer of a line `width` columns wide.
  package init(width: Int) {
    self.width = max(width, 0)
  }

  /// The next column to write to.
  package var column: Int { cells.count }

  /// The columns left on the line.
  package var remaining: Int { width - cells.count }

  /// Writes `text` in `style`, as much of it as fits.
  package mutating func write(_ text: some StringProtocol, style: Style = .plain) {
    if TextLayout.isPrintableASCII(text) {
      for byte in text.utf8.prefix(remaining) {
        append(Cell(ascii: byte, style: style))
      }
      return
    }
    for character in text {
      guard remaining > 0 else { return }
      write(character, style: style)
    }
  }

  mutating func write(_ character: Character, style: Style = .plain) {
    guard let character = DisplayWidth.shown(character) else { return }
    switch DisplayWidth.of(character) {
    case 0:
      return
    case 1:
      guard remaining >= 1 else { return }
      append(Cell(character: String(character), style: style))
    default:
      if remaining >= 2 {
        append(Cell(character: String(character), style: style))
        append(Cell(character: "", style: style))
      } else if remaining == 1 {
        append(.blank(style))
      }
    }
  }

  /// Writes blanks up to `column` (or the edge).
  package mutating func pad(to column: Int, style: Style = .plain) {
    while self.column < min(column, width) {
      append(.blank(style))
    }
  }

  /// The written cells followed by blanks up to the width.
  package mutating func finish() -> [Cell] {
    var line = cells
    line.append(contentsOf: repeatElement(.blank(), count: remaining))
    return line
  }

  private mutating func append(_ cell: Cell) {
    cells.append(cell)
  }
}
