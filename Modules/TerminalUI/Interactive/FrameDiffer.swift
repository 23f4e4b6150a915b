/// Computes the bytes that turn a terminal showing one frame into one showing the next: only
/// the cells that changed, the shortest cursor moves between them, and a style sequence only
/// where the style changes.
///
/// It is a pure function of the two frames, so tests apply its output to a model terminal and
/// compare screens, and count bytes.
///
/// ```swift
/// terminal.write(FrameDiffer.output(from: nil, to: first))     // clears and draws everything
/// terminal.write(FrameDiffer.output(from: first, to: second))  // only what changed
/// ```
///
/// Both frames are whole screens, exactly as tall as the terminal (``Frame/visible(in:)`` makes
/// one) and as wide. The output assumes the terminal shows `previous` with the default style
/// selected — which is how every output leaves it — and does not rely on where the cursor is.
/// It uses no bare line feeds, so it is right whether or not the terminal translates them.
public enum FrameDiffer {
  /// Unchanged cells between two changed ones that are rewritten rather than skipped with a
  /// cursor move, which costs at least as many bytes.
  static let mergeableGap = 3

  /// The output that changes a terminal showing `previous` into one showing `next`.
  ///
  /// - Parameters:
  ///   - previous: What the terminal shows, or `nil` when that is unknown (the first frame, or
  ///     after a resize); then the screen is cleared and `next` drawn whole. A `previous` of
  ///     another size counts as unknown.
  ///   - next: What the terminal should show.
  /// - Returns: Escape sequences and text; empty when nothing changed.
  public static func output(from previous: Frame?, to next: Frame) -> String {
    let height = next.lines.count
    var writer = Writer(height: height, width: next.width)
    let base: Frame
    if let previous, previous.width == next.width, previous.lines.count == height {
      base = previous
    } else {
      writer.clearScreen()
      base = .blank(width: next.width, height: height)
    }
    for row in 0..<height {
      writer.update(row: row, from: base.lines[row], to: next.lines[row])
    }
    writer.finish()
    return writer.output
  }
}

/// Writes the output of one diff, tracking where the cursor is and which style is selected.
private struct Writer {
  let height: Int
  let width: Int
  private(set) var output = ""
  /// The cursor position, or `nil` when unknown: at the start, and after writing into the last
  /// column (terminals differ on where the cursor is then).
  private var cursor: (row: Int, column: Int)?
  private var style = Style.plain

  init(height: Int, width: Int) {
    self.height = height
    self.width = width
  }

  mutating func clearScreen() {
    output += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
    cursor = (0, 0)
    style = .plain
  }

  mutating func finish() {
    if style != .plain { output += SGR.reset }
  }

  /// Rewrites the cells of `row` where `new` differs from `old`, and erases a tail that became
  /// blank with one erase-to-end-of-line.
  mutating func update(row: Int, from old: [Cell], to new: [Cell]) {
    let old = normalized(old)
    let new = normalized(new)
    let blank = Cell.blank()
    let contentEnd = (new.lastIndex { $0 != blank } ?? -1) + 1
    let changed = (0..<contentEnd).filter { old[$0] != new[$0] }
    var runs = runs(of: changed)
    // A terminal that draws a character wider than the frame counts it draws over the cells
    // after it: from a run writing such a character, the rest of the line is written again.
    if let index = runs.firstIndex(where: { run in
      run.contains { !new[$0].isContinuation && DisplayWidth.isUncertain(new[$0].character) }
    }) {
      runs = Array(runs[..<index]) + [runs[index].lowerBound..<width]
    }
    for run in runs {
      var start = run.lowerBound
      var end = run.upperBound
      if start > 0, new[start].isContinuation { start -= 1 }
      if end < width, new[end].isContinuation { end += 1 }
      write(new, row: row, columns: start..<end)
    }
    if runs.last?.upperBound != width,
      let tail = (contentEnd..<width).first(where: { old[$0] != new[$0] })
    {
      move(to: (row, tail))
      select(.plain)
      output += "\u{1B}[K"
    }
  }

  /// `cells` exactly `width` long.
  private func normalized(_ cells: [Cell]) -> [Cell] {
    if cells.count == width { return cells }
    if cells.count > width { return Array(cells.prefix(width)) }
    return cells + Array(repeating: .blank(), count: width - cells.count)
  }

  /// Changed columns grouped into runs, joining runs separated by a short unchanged gap.
  private func runs(of changed: [Int]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    for column in changed {
      if let last = runs.last, column - last.upperBound <= FrameDiffer.mergeableGap {
        runs[runs.count - 1] = last.lowerBound..<(column + 1)
      } else {
        runs.append(column..<(column + 1))
      }
    }
    return runs
  }

  /// Writes the cells in `columns` of `row`.
  ///
  /// After a character whose width terminals disagree on (``DisplayWidth/isUncertain(_:)``), the
  /// cursor counts as unknown, so the next cell is reached by an absolute move: a terminal that
  /// draws the character wider or narrower than the frame counts it shifts nothing after it.
  private mutating func write(_ cells: [Cell], row: Int, columns: Range<Int>) {
    var column = columns.lowerBound
    while column < columns.upperBound {
      move(to: (row, column))
      let cell = cells[column]
      let isWide = column + 1 < width && cells[column + 1].isContinuation && !cell.isContinuation
      select(cell.style)
      output += cell.isContinuation ? " " : Self.printable(cell.character)
      column += isWide ? 2 : 1
      let isUncertain = !cell.isContinuation && DisplayWidth.isUncertain(cell.character)
      cursor = column < width && !isUncertain ? (row, column) : nil
    }
  }

  /// `character`, or `?` when it holds a control character that would act on the terminal.
  private static func printable(_ character: String) -> String {
    let isControl = character.unicodeScalars.contains {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
    }
    return isControl ? "?" : character
  }

  private mutating func select(_ next: Style) {
    guard next != style else { return }
    output += next == .plain ? SGR.reset : SGR.transition(to: next)
    style = next
  }

  /// Moves the cursor with the shortest sequence that gets there.
  private mutating func move(to target: (row: Int, column: Int)) {
    if let cursor, cursor == target { return }
    var candidates = [Self.absolute(target)]
    if let cursor {
      if cursor.row == target.row {
        candidates.append(Self.horizontal(from: cursor.column, to: target.column))
      } else if target.row > cursor.row {
        let down = target.row - cursor.row
        if target.column == 0 {
          candidates.append(String(repeating: "\r\n", count: down))
        }
        candidates.append(
          Self.sequence(down, "B") + Self.horizontal(from: cursor.column, to: target.column))
      } else {
        candidates.append(
          Self.sequence(cursor.row - target.row, "A")
            + Self.horizontal(from: cursor.column, to: target.column))
      }
    }
    output += candidates.min { $0.utf8.count < $1.utf8.count } ?? ""
    cursor = target
  }

  private static func absolute(_ target: (row: Int, column: Int)) -> String {
    switch (target.row, target.column) {
    case (0, 0): return "\u{1B}[H"
    case (_, 0): return "\u{1B}[\(target.row + 1)H"
    default: return "\u{1B}[\(target.row + 1);\(target.column + 1)H"
    }
  }

  private static func horizontal(from column: Int, to target: Int) -> String {
    if target == column { return "" }
    if target == 0 { return "\r" }
    if target > column { return sequence(target - column, "C") }
    let back = sequence(column - target, "D")
    let fromStart = "\r" + sequence(target, "C")
    return back.utf8.count <= fromStart.utf8.count ? back : fromStart
  }

  /// `ESC [ n final`, with `n` left out when it is 1.
  private static func sequence(_ count: Int, _ final: Character) -> String {
    count == 1 ? "\u{1B}[\(final)" : "\u{1B}[\(count)\(final)"
  }
}
