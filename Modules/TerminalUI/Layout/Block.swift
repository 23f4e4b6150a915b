/// A rectangle of drawn cells with the controls drawn in it: what every node draws into.
///
/// Every line has exactly ``width`` cells. Control positions are relative to the block; placing a
/// block inside another moves them along.
package struct Block {
  /// The number of columns of every line.
  package private(set) var width: Int
  /// The drawn lines, top to bottom.
  package private(set) var lines: [[Cell]] = []
  /// The controls drawn in the block.
  package private(set) var controls: [Control] = []
  /// For each line, where what was drawn on it ends, or further on.
  ///
  /// Every cell from there on is a plain blank (`Cell.blank()`), so scans of a line's content
  /// start there, not at the width: most of a line's cells are blank.
  private var drawnEnds: [Int] = []
  /// Lines let go by ``removeAll(width:)``, with their drawn ends: blanked and reused by
  /// ``appendBlankLines(_:)``.
  private var spareLines: [(cells: [Cell], drawnEnd: Int)] = []

  /// An empty block `width` columns wide.
  package init(width: Int) {
    self.width = max(width, 0)
  }

  /// An empty block `width` columns wide that keeps no controls when `recordsControls` is false:
  /// for text printed and let go, which nobody acts on.
  package init(width: Int, recordsControls: Bool) {
    self.width = max(width, 0)
    self.recordsControls = recordsControls
  }

  /// Whether controls drawn in the block are recorded in ``controls``.
  package private(set) var recordsControls = true

  /// A block of one line of `text` in `style`, clipped to `width`.
  package init(width: Int, text: some StringProtocol, style: Style = .plain) {
    self.init(width: width)
    var writer = LineWriter(width: self.width)
    writer.write(text, style: style)
    appendLine(writer.finish())
  }

  /// The number of lines.
  package var height: Int { lines.count }

  /// The column after the last drawn (non-blank) cell of line `index`; 0 for a blank line.
  package func contentEnd(ofLine index: Int) -> Int {
    let line = lines[index]
    let cells = line.span
    var end = drawnEnds[index]
    while end > 0, cells[end - 1] == .blank() { end -= 1 }
    return end
  }

  /// A column of line `index` from which on every cell is a plain blank; see ``contentEnd(ofLine:)``
  /// for the exact one.
  package func drawnEnd(ofLine index: Int) -> Int {
    drawnEnds[index]
  }

  /// Appends a line, padded with blanks or clipped to the block's width.
  package mutating func appendLine(_ cells: [Cell]) {
    drawnEnds.append(min(cells.count, width))
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
  package mutating func appendBlankLines(_ count: Int) {
    guard count > 0 else { return }
    var remaining = count
    while remaining > 0, let line = popSpareLine() {
      lines.append(line)
      drawnEnds.append(0)
      remaining -= 1
    }
    guard remaining > 0 else { return }
    let blank = Array(repeating: Cell.blank(), count: width)
    for _ in 0..<remaining {
      lines.append(blank)
      drawnEnds.append(0)
    }
  }

  /// Appends a line of `text`, which is printable ASCII, written from `column` on and clipped
  /// to the width: ``appendBlankLines(_:)`` then ``write(ascii:line:column:style:)``, quicker.
  package mutating func appendLine(ascii text: String, column: Int, style: Style = .plain) {
    var line = popSpareLine() ?? Array(repeating: .blank(), count: width)
    // A blank line has no wide character to cut.
    let end =
      column < width
      ? Self.write(ascii: text.utf8.span, style: style, over: &line, from: column) : 0
    lines.append(line)
    drawnEnds.append(end)
  }

  /// A spare line made blank, if there is one.
  private mutating func popSpareLine() -> [Cell]? {
    guard let spare = spareLines.popLast() else { return nil }
    var line = spare.cells
    Self.blank(&line, upTo: spare.drawnEnd)
    return line
  }

  /// Makes the first `count` cells of `line` blank.
  private static func blank(_ line: inout [Cell], upTo count: Int) {
    var cells = line.mutableSpan
    for index in 0..<count { cells[index] = .blank() }
  }

  /// Empties the block and makes it `width` columns wide, keeping its lines to reuse: drawing
  /// many blocks one after another in one (as the rows of a printed list are) costs no new lines.
  package mutating func removeAll(width: Int) {
    let width = max(width, 0)
    // Only the lines let go now are kept, and only when they have the new width, so a block
    // emptied again and again holds at most as many spare lines as it last had lines.
    spareLines.removeAll(keepingCapacity: true)
    if width == self.width {
      while let line = lines.popLast(), let drawnEnd = drawnEnds.popLast() {
        spareLines.append((line, drawnEnd))
      }
    }
    lines.removeAll(keepingCapacity: true)
    drawnEnds.removeAll(keepingCapacity: true)
    self.width = width
    controls.removeAll(keepingCapacity: true)
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
    if TextLayout.isPrintableASCII(text) {
      return switch text {
      case let string as String: write(ascii: string, line: line, column: column, style: style)
      default: write(ascii: String(text), line: line, column: column, style: style)
      }
    }
    if column > 0, lines[line][column].isContinuation { lines[line][column - 1] = .blank() }
    var writer = LineWriter(width: width - column)
    writer.write(text, style: style)
    return write(writer.cells, line: line, column: column)
  }

  /// Writes `text`, which is printable ASCII, over `line` from `column` on, clipped to the
  /// width; returns the column after it.
  @discardableResult
  package mutating func write(ascii text: String, line: Int, column: Int, style: Style = .plain)
    -> Int
  {
    guard lines.indices.contains(line), column < width else { return min(column, width) }
    if column > 0, lines[line][column].isContinuation { lines[line][column - 1] = .blank() }
    // Strings are read as spans, several times quicker than iterating `utf8`.
    let end = Self.write(ascii: text.utf8.span, style: style, over: &lines[line], from: column)
    if end < width, lines[line][end].isContinuation { lines[line][end] = .blank() }
    drawnEnds[line] = max(drawnEnds[line], end)
    return end
  }

  /// Writes one cell a byte over `cells` from `column` on, as many as fit.
  ///
  /// Returns the column after them. The line is passed in so that it is reached once, not once
  /// a byte.
  private static func write(
    ascii bytes: Span<UInt8>, style: Style, over cells: inout [Cell], from column: Int
  ) -> Int {
    let count = min(bytes.count, cells.count - column)
    // Through a span the line's uniqueness is checked once, not once a byte.
    var target = cells.mutableSpan
    for offset in 0..<count {
      target[column + offset] = Cell(ascii: bytes[offset], style: style)
    }
    return column + count
  }

  /// Writes `cells` over `line` from `column` on, clipped to the width; returns the column after
  /// them.
  @discardableResult
  package mutating func write(_ cells: [Cell], line: Int, column: Int) -> Int {
    guard lines.indices.contains(line), column < width else { return min(column, width) }
    if column > 0, lines[line][column].isContinuation { lines[line][column - 1] = .blank() }
    let written = cells.count <= width - column ? cells : Self.clip(cells[...], to: width - column)
    lines[line].replaceSubrange(column..<(column + written.count), with: written)
    let end = column + written.count
    if end < width, lines[line][end].isContinuation { lines[line][end] = .blank() }
    drawnEnds[line] = max(drawnEnds[line], end)
    return end
  }

  /// Records a control drawn on `line` of this block in `columns`, clipped to the block's width.
  package mutating func addControl(_ control: Control) {
    guard recordsControls else { return }
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
      drawnEnds.append(contentsOf: block.drawnEnds)
    } else {
      let margin = min(indent, width)
      for (line, drawnEnd) in zip(block.lines, block.drawnEnds) {
        guard margin + line.count <= width else {
          appendLine(Array(repeating: Cell.blank(), count: margin) + line)
          continue
        }
        var cells: [Cell] = []
        cells.reserveCapacity(width)
        cells.append(contentsOf: repeatElement(Cell.blank(), count: margin))
        cells.append(contentsOf: line)
        cells.append(contentsOf: repeatElement(Cell.blank(), count: width - cells.count))
        lines.append(cells)
        drawnEnds.append(margin + drawnEnd)
      }
    }
    for control in block.controls {
      var moved = control
      moved.line += top
      moved.columns = (control.columns.lowerBound + indent)..<(control.columns.upperBound + indent)
      addControl(moved)
    }
  }

  /// Places `block` side by side: its lines are written over this block's from `column` on, and
  /// blank lines are added below when `block` is taller.
  package mutating func overlay(_ block: Block, at column: Int) {
    guard column < width else { return }
    let fit = min(block.width, width - column)
    if block.height > height { appendBlankLines(block.height - height) }
    for (index, line) in block.lines.enumerated() {
      lines[index].replaceSubrange(
        column..<(column + fit), with: Self.clip(line[...], to: fit))
      drawnEnds[index] = max(drawnEnds[index], column + min(fit, block.drawnEnds[index]))
    }
    for control in block.controls {
      var moved = control
      moved.columns = (control.columns.lowerBound + column)..<(control.columns.upperBound + column)
      addControl(moved)
    }
  }
}
