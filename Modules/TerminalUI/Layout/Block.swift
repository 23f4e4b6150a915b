/// A rectangle of drawn cells, every line ``width`` cells, with the controls drawn in it, their
/// positions relative to the block: what every node draws into.
package struct Block {
  /// The number of columns of every line.
  package let width: Int
  package private(set) var lines: [[Cell]] = []
  package private(set) var controls: [Control] = []

  /// An empty block `width` columns wide.
  package init(width: Int) {
    self.width = max(width, 0)
  }

  /// A block of one line of `text` in `style`, clipped to `width`.
  package init(width: Int, text: some StringProtocol, style: Style = .plain) {
    self.init(width: width)
    var writer = LineWriter(width: self.width)
    writer.write(text, style: style)
    appendLine(writer.finish())
  }

  package var height: Int { lines.count }

  /// Appends a line, padded with blanks or clipped to the block's width.
  package mutating func appendLine(_ cells: [Cell]) {
    if cells.count == width {
      lines.append(cells)
    } else if cells.count > width {
      lines.append(Self.clip(cells[...], to: width))
    } else {
      lines.append(cells + Array(repeating: .blank(), count: width - cells.count))
    }
  }

  /// The first `width` cells of `cells`, with a wide character cut in half replaced by a blank.
  private static func clip(_ cells: ArraySlice<Cell>, to width: Int) -> [Cell] {
    var clipped = Array(cells.prefix(width))
    let end = cells.startIndex + width
    if width > 0, end < cells.endIndex, cells[end].isContinuation {
      clipped[width - 1] = .blank(clipped[width - 1].style)
    }
    return clipped
  }

  /// Appends `count` blank lines.
  mutating func appendBlankLines(_ count: Int) {
    guard count > 0 else { return }
    let blank = Array(repeating: Cell.blank(), count: width)
    for _ in 0..<count { lines.append(blank) }
  }

  /// Writes `text` over `line` from `column` on, clipped to the width; returns the column after it.
  @discardableResult
  package mutating func write(
    _ text: some StringProtocol,
    line: Int,
    column: Int,
    style: Style = .plain
  ) -> Int {
    guard lines.indices.contains(line), column < width else { return min(column, width) }
    var writer = LineWriter(width: width - column)
    writer.write(text, style: style)
    return write(writer.cells, line: line, column: column)
  }

  /// Writes `cells` over `line` from `column` on, clipped, cut wide characters blanked; the end.
  @discardableResult
  mutating func write(_ cells: [Cell], line: Int, column: Int) -> Int {
    guard lines.indices.contains(line), column < width else { return min(column, width) }
    if column > 0, lines[line][column].isContinuation { lines[line][column - 1] = .blank() }
    let written = cells.count <= width - column ? cells : Self.clip(cells[...], to: width - column)
    lines[line].replaceSubrange(column..<(column + written.count), with: written)
    let end = column + written.count
    if end < width, lines[line][end].isContinuation { lines[line][end] = .blank() }
    return end
  }

  /// Records a control, its columns clipped to the width.
  package mutating func addControl(_ control: Control) {
    let columns = control.columns.clamped(to: 0..<width)
    guard !columns.isEmpty else { return }
    var placed = control
    placed.columns = columns
    controls.append(placed)
  }

  /// Appends the lines of `block` below, shifted right by `indent` columns and clipped to the width.
  package mutating func append(_ block: Block, indent: Int = 0) {
    let top = lines.count
    let indent = max(indent, 0)
    if indent == 0, block.width == width {
      lines.append(contentsOf: block.lines)
    } else {
      let margin = Array(repeating: Cell.blank(), count: min(indent, width))
      for line in block.lines { appendLine(margin + line) }
    }
    for control in block.controls {
      var moved = control
      moved.line += top
      moved.columns = (control.columns.lowerBound + indent)..<(control.columns.upperBound + indent)
      addControl(moved)
    }
  }

  /// Writes `block`'s lines over this block's from `column` on, adding lines when it is taller.
  mutating func overlay(_ block: Block, at column: Int) {
    guard column < width else { return }
    let fit = min(block.width, width - column)
    if block.height > height { appendBlankLines(block.height - height) }
    for (index, line) in block.lines.enumerated() {
      lines[index].replaceSubrange(
        column..<(column + fit), with: Self.clip(line[...], to: fit))
    }
    for control in block.controls {
      var moved = control
      moved.columns = (control.columns.lowerBound + column)..<(control.columns.upperBound + column)
      addControl(moved)
    }
  }

  /// This block between side borders `width` columns apart, a column of padding on either side.
  package func bordered(width: Int) -> Block {
    var body = Block(width: width)
    body.appendBlankLines(height)
    for line in 0..<height {
      body.write("│", line: line, column: 0)
      body.write("│", line: line, column: width - 1)
    }
    body.overlay(self, at: 2)
    return body
  }
}
