import TerminalUI

/// Screens drawn side by side, top-aligned, a rule between them: the panes of a split stack.
///
/// Two panes share the width two to three (the list narrower than what it shows), three share it
/// evenly. With a focused pane, the others are drawn dim, so that a person sees where keys go.
struct SplitPanesNode: RenderNode {
  /// The nodes of each pane, left to right.
  let panes: [[any RenderNode]]
  /// The pane drawn as focused, from the left; `nil` draws every pane alike.
  let focused: Int?

  private static let rule = " │ "

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
    let widths = Self.widths(count: panes.count, width: width)
    let blocks = zip(panes, widths).map { VStackNode($0).draw(width: $1, context: context) }
    let height = blocks.map(\.height).max() ?? 0
    let rule = Array(Self.rule).map { Cell(character: String($0), style: Style(dim: true)) }
    var block = Block(width: width)
    for line in 0..<height {
      var cells: [Cell] = []
      for (index, pane) in blocks.enumerated() {
        if index > 0 { cells += rule }
        let drawn = line < pane.height ? pane.lines[line] : Array(repeating: .blank(), count: pane.width)
        cells += isDim(index) ? drawn.map(Self.dimmed) : drawn
      }
      block.appendLine(cells)
    }
    var column = 0
    for (pane, paneWidth) in zip(blocks, widths) {
      for control in pane.controls {
        var moved = control
        moved.columns = (control.columns.lowerBound + column)..<(control.columns.upperBound + column)
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
