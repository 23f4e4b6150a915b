import TerminalUI

/// Composing a full-screen app's screen from frames, `Frame.controls` kept with the cells.
extension Frame {
  /// A frame of `height` blank lines.
  static func blank(width: Int, height: Int) -> Frame {
    let width = max(width, 0)
    let line = Array(repeating: Cell.blank(), count: width)
    return Frame(width: width, lines: Array(repeating: line, count: max(height, 0)), controls: [])
  }

  /// Exactly the lines `viewport` shows, padded with blank lines, with their controls.
  public func visible(in viewport: Viewport) -> Frame {
    let range = viewport.lines
    let blankLine = Array(repeating: Cell.blank(), count: width)
    let shown = range.map { lines.indices.contains($0) ? lines[$0] : blankLine }
    let controls = controls.filter { range.contains($0.line) }.map { control in
      var moved = control
      moved.line -= viewport.top
      return moved
    }
    return Frame(width: width, lines: shown, controls: controls)
  }

  /// The frame with `control`'s cells drawn in inverse video, as a selection highlight.
  public func highlighting(_ control: Control) -> Frame {
    guard lines.indices.contains(control.line) else { return self }
    var frame = self
    for column in control.columns.clamped(to: 0..<width) {
      frame.lines[control.line][column].style.inverse = true
    }
    return frame
  }

  /// The frame with `overlay` drawn over it from `line` and `column`, clipped; the result has only
  /// the overlay's controls, as an overlay is modal.
  public func overlaid(with overlay: Frame, line: Int, column: Int) -> Frame {
    var frame = self
    for (index, row) in overlay.lines.enumerated() {
      let target = line + index
      guard lines.indices.contains(target) else { continue }
      frame.lines[target] = Self.splice(row, into: lines[target], at: column)
    }
    frame.controls = overlay.controls.compactMap { control in
      var moved = control
      moved.line += line
      let columns = (control.columns.lowerBound + column)..<(control.columns.upperBound + column)
      moved.columns = columns.clamped(to: 0..<width)
      guard lines.indices.contains(moved.line), !moved.columns.isEmpty else { return nil }
      return moved
    }
    return frame
  }

  /// The frame inside a border, `width + 4` columns wide, `title` in the top edge and `note` at
  /// the right of the bottom one: `┌─ Keys ──┐`, `│ ↑ ↓  move │`, `└─ esc closes ─┘`.
  public func boxed(title: String, note: String = "") -> Frame {
    let outer = width + 4
    var block = Block(width: outer)
    let heading =
      title.isEmpty ? "" : " " + TextLayout.truncated(title, width: max(outer - 6, 1)) + " "
    let top = "┌─" + heading
    let topFill = String(repeating: "─", count: max(outer - 1 - top.displayWidth, 0))
    block.append(Block(width: outer, text: top + topFill + "┐"))
    var body = Block(width: width)
    for row in lines { body.appendLine(row) }
    for control in controls { body.addControl(control) }
    block.append(body.bordered(width: outer))
    let trailer =
      note.isEmpty ? "" : " " + TextLayout.truncated(note, width: max(outer - 8, 1)) + " ─"
    let bottomFill = String(repeating: "─", count: max(outer - 2 - trailer.displayWidth, 0))
    block.append(Block(width: outer, text: "└" + bottomFill + trailer + "┘"))
    return Frame(width: outer, lines: block.lines, controls: block.controls)
  }

  /// The frame with `line` added at the bottom, padded or clipped.
  public func appending(_ line: [Cell]) -> Frame {
    var block = Block(width: width)
    block.appendLine(line)
    var frame = self
    frame.lines.append(contentsOf: block.lines)
    return frame
  }

  /// The frame with every cell's style replaced by `transform` of it.
  public func restyled(_ transform: (Style) -> Style) -> Frame {
    var frame = self
    for line in frame.lines.indices {
      for column in frame.lines[line].indices {
        frame.lines[line][column].style = transform(frame.lines[line][column].style)
      }
    }
    return frame
  }

  /// `row` written over `base` from `column`, clipped, wide characters cut at an edge blanked.
  private static func splice(_ row: [Cell], into base: [Cell], at column: Int) -> [Cell] {
    var result = base
    let start = max(column, 0)
    let end = min(column + row.count, base.count)
    guard start < end else { return result }
    if start == column, start > 0, base[start].isContinuation {
      result[start - 1] = .blank(base[start - 1].style)
    }
    if end == column + row.count, end < base.count, base[end].isContinuation {
      result[end] = .blank(base[end].style)
    }
    for index in start..<end { result[index] = row[index - column] }
    if result[start].isContinuation { result[start] = .blank(result[start].style) }
    if end < column + row.count, row[end - column].isContinuation {
      result[end - 1] = .blank(result[end - 1].style)
    }
    return result
  }
}
