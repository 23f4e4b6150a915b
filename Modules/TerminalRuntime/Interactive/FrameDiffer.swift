import TerminalUI

/// The bytes that turn a terminal showing one whole-screen frame into one showing the next: the
/// cells that changed, the shortest cursor moves and style changes, as a pure function.
///
/// The output assumes the default style is selected (as every output leaves it), never where the
/// cursor is, and uses no bare line feeds.
public enum FrameDiffer {
  /// Unchanged cells between changed ones rewritten rather than skipped, as cheap as a move.
  static let mergeableGap = 3

  /// The output that changes a terminal showing `previous` into one showing `next`; a `previous`
  /// of `nil` or another size clears the screen and draws `next` whole.
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

/// Writes one diff, tracking the cursor and the selected style.
private struct Writer {
  let height: Int
  let width: Int
  private(set) var output = ""
  /// `nil` when unknown: at the start, and after writing the last column.
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

  /// Rewrites the changed cells of `row`, erasing a tail that became blank at once.
  mutating func update(row: Int, from old: [Cell], to new: [Cell]) {
    let old = normalized(old)
    let new = normalized(new)
    let blank = Cell.blank()
    let contentEnd = (new.lastIndex { $0 != blank } ?? -1) + 1
    let changed = (0..<contentEnd).filter { old[$0] != new[$0] }
    var runs = runs(of: changed)
    // A terminal may draw an uncertain character wider: the rest of the line is written again.
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

  /// Writes `columns` of `row`; after an uncertain character the cursor's place is unknown.
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

  /// `character`, or `?` when it holds a control character.
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
