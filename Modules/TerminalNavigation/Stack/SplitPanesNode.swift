import TerminalUI

/// Screens drawn side by side, top-aligned, a rule between them: the panes of a split stack.
///
/// Two panes share the width two to three (the list narrower than what it shows), three share it
/// evenly. With a focused pane, the others are drawn dim, so that a person sees where keys go.
///
/// The first pane (the list) may be long: its rows are drawn only as far down as the panes beside
/// it reach, and the rest stay a lazy run drawn when asked for, so that a frame costs what the
/// panes beside the list show, not the length of the list (``parts(width:context:)``).
struct SplitPanesNode: RenderNode {
  /// The nodes of each pane, left to right.
  let panes: [[any RenderNode]]
  /// The pane drawn as focused, from the left; `nil` draws every pane alike.
  let focused: Int?

  private static let rule = " │ "
  /// The columns the rule takes.
  static var ruleWidth: Int { rule.count }
  /// The rule's cells, made once: a cell is costly to make from a string.
  private static let ruleCells = Array(rule).map {
    Cell(character: String($0), style: Style(dim: true))
  }

  var idealWidth: Int {
    panes.reduce(0) { $0 + VStackNode($1).idealWidth } + Self.rule.count * (panes.count - 1)
  }

  var textContent: String { panes.map { VStackNode($0).textContent }.joined(separator: " ") }

  /// The width of each of `count` panes in `width` columns, rules left out.
  static func widths(count: Int, width: Int) -> [Int] {
    let room = max(width - rule.count * (count - 1), count)
    guard count > 1 else { return [room] }
    let leading = count == 2 ? room * 2 / 5 : room / count
    return Array(repeating: leading, count: count - 1) + [room - leading * (count - 1)]
  }

  func draw(width: Int, context: DrawContext) -> Block {
    var block = Block(width: width)
    for part in parts(width: width, context: context) {
      switch part {
      case .block(let drawn): block.append(drawn)
      case .rows(let run):
        for index in 0..<run.count { block.append(run.draw(index)) }
      }
    }
    return block
  }

  /// The lines where the panes stand side by side, as one block, then the rest of the first pane.
  ///
  /// The rest of the first pane is drawn row by row when asked for, each row at the left with the
  /// rule beside it. Runs of rows drawn into the block are kept, empty or shortened, so that their
  /// controls still act.
  func parts(width: Int, context: DrawContext) -> [DrawnPart] {
    let widths = Self.widths(count: panes.count, width: width)
    var kept: [DrawnPart] = []
    var blocks: [Block] = []
    for (pane, paneWidth) in zip(panes.dropFirst(), widths.dropFirst()) {
      var block = Block(width: paneWidth)
      for part in VStackNode(pane).parts(width: paneWidth, context: context) {
        switch part {
        case .block(let drawn):
          block.append(drawn)
        case .rows(let run):
          for index in 0..<run.count { block.append(run.draw(index)) }
          kept.append(.rows(run.dropping(run.count)))
        }
      }
      blocks.append(block)
    }
    let besideHeight = blocks.map(\.height).max() ?? 0
    // The first pane, drawn until it reaches the height of the panes beside it.
    var list = Block(width: widths[0])
    var rest: [DrawnPart] = []
    for part in VStackNode(panes[0]).parts(width: widths[0], context: context) {
      guard list.height < besideHeight, rest.isEmpty else {
        rest.append(part)
        continue
      }
      switch part {
      case .block(let drawn):
        list.append(drawn)
      case .rows(let run):
        var drawnRows = 0
        while drawnRows < run.count, list.height < besideHeight {
          list.append(run.draw(drawnRows))
          drawnRows += 1
        }
        rest.append(.rows(run.dropping(drawnRows)))
      }
    }
    let side = sideBySide([list] + blocks, widths: widths, width: width)
    let ruleColumn = widths[0]
    let dim = isDim(0)
    let placed = rest.map { part in
      part.placed { block in Self.besideRule(block, at: ruleColumn, width: width, dim: dim) }
    }
    return [.block(side)] + placed + kept
  }

  /// `block` (the first pane's) at the left of `width` columns, the rule after it.
  private static func besideRule(_ block: Block, at column: Int, width: Int, dim: Bool) -> Block {
    var placed = Block(width: width)
    for line in block.lines {
      placed.appendLine((dim ? line.map(dimmed) : line) + ruleCells)
    }
    for control in block.controls { placed.addControl(control) }
    return placed
  }

  /// `blocks` side by side, `widths` wide, a rule between them.
  private func sideBySide(_ blocks: [Block], widths: [Int], width: Int) -> Block {
    let height = blocks.map(\.height).max() ?? 0
    let blanks = blocks.map { Array(repeating: Cell.blank(), count: $0.width) }
    var block = Block(width: width)
    for line in 0..<height {
      var cells: [Cell] = []
      cells.reserveCapacity(width)
      for (index, pane) in blocks.enumerated() {
        if index > 0 { cells += Self.ruleCells }
        let drawn = line < pane.height ? pane.lines[line] : blanks[index]
        cells += isDim(index) ? drawn.map(Self.dimmed) : drawn
      }
      block.appendLine(cells)
    }
    var column = 0
    for (pane, paneWidth) in zip(blocks, widths) {
      for control in pane.controls {
        var moved = control
        moved.columns =
          (control.columns.lowerBound + column)..<(control.columns.upperBound + column)
        block.addControl(moved)
      }
      column += paneWidth + Self.rule.count
    }
    return block
  }

  private func isDim(_ pane: Int) -> Bool {
    focused.map { $0 != pane } ?? false
  }

  private static func dimmed(_ cell: Cell) -> Cell {
    var dim = cell
    dim.style.dim = true
    dim.style.bold = false
    return dim
  }
}
