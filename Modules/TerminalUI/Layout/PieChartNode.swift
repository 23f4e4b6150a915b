/// A ``PieChart``'s columns measured once and shared by its lines, each drawn when shown.
@MainActor
final class ChartLayout {
  /// Columns between two columns of the chart.
  static let gap = 2
  /// The width of the bars when there is room.
  static let idealBarWidth = 20
  /// Narrower than this, bars are left out.
  static let minimumBarWidth = 5

  let names: [String]
  /// 0 for an amount that is not a positive finite number.
  let amounts: [Double]
  /// Each slice's share of the total, from 0 to 1.
  let fractions: [Double]
  let colors: [Color]
  let nameWidth: Int
  let amountWidth: Int
  let percentWidth: Int
  /// The rows the lines are, when they can be chosen: their numbers give the shortcuts' width.
  weak var rows: LazyRows?

  /// The layout of `slices`, in the order given.
  init(slices: [ChartSlice]) {
    let values = slices.map { $0.value.isFinite && $0.value > 0 ? $0.value : 0 }
    // Shares of the amounts scaled by the largest: their own sum may overflow to infinity.
    let largest = values.max() ?? 0
    let scaled = values.map { largest > 0 ? $0 / largest : 0 }
    let total = scaled.reduce(0, +)
    names = slices.map(\.name)
    colors = slices.map(\.color)
    amounts = values
    fractions = scaled.map { total > 0 ? $0 / total : 0 }
    nameWidth = names.reduce(0) { max($0, $1.displayWidth) }
    amountWidth = values.reduce(0) { max($0, NumberText.amount($1, decimals: 2).count) }
    percentWidth = fractions.reduce(0) {
      max($0, NumberText.format($1 * 100, decimals: 1, keepingZeros: true).count + 1)
    }
  }

  func amount(_ index: Int) -> String {
    NumberText.amount(amounts[index], decimals: 2)
  }

  func percent(_ index: Int) -> String {
    NumberText.format(fractions[index] * 100, decimals: 1, keepingZeros: true) + "%"
  }

  var count: Int { names.count }

  /// The amount and percentage columns and the gaps before them.
  var numbersWidth: Int { Self.gap + amountWidth + Self.gap + percentWidth }

  /// A line's ideal width, shortcut aside.
  var chartIdealWidth: Int { nameWidth + numbersWidth + Self.gap + Self.idealBarWidth }

  /// Room for the widest shortcut when the lines are a list's rows.
  var rowIndent: Int {
    guard let rows, rows.count > 0 else { return 0 }
    return ControlNode.prefixWidth(for: String(rows.numbering.number(ofRow: rows.count - 1)))
  }

  func text(ofLine index: Int) -> String {
    "\(names[index]) \(amount(index)) \(percent(index))"
  }

  /// Appends line `index` from column `indent`, after `[shortcut]` when the line is a row.
  func draw(_ index: Int, into block: inout Block, width: Int, indent: Int, shortcut: String?) {
    block.appendBlankLines(1)
    let row = block.height - 1
    block.write(line(index, width: width - indent), line: row, column: indent)
    guard let shortcut else { return }
    let end = block.write("[\(shortcut)] ", line: row, column: 0, style: Style(bold: true))
    block.addControl(
      Control(
        shortcut: shortcut, title: names[index], role: .row, line: row,
        columns: 0..<max(end, block.lines[row].contentEnd)))
  }

  private func line(_ index: Int, width: Int) -> [Cell] {
    let names = min(nameWidth, max(width - numbersWidth, 1))
    let barWidth = min(width - names - numbersWidth - Self.gap, Self.idealBarWidth)
    var line = LineWriter(width: width)
    line.write(TextLayout.truncated(self.names[index], width: names))
    let (amount, percent) = (amount(index), percent(index))
    line.pad(to: names + Self.gap + amountWidth - amount.count)
    line.write(amount)
    line.pad(to: names + numbersWidth - percent.count)
    line.write(percent)
    if barWidth >= Self.minimumBarWidth {
      line.pad(to: names + numbersWidth + Self.gap)
      let filled = Int((fractions[index] * Double(barWidth)).rounded())
      line.write(String(repeating: "█", count: filled), style: Style(foreground: colors[index]))
      line.write(String(repeating: "░", count: barWidth - filled), style: Style(dim: true))
    }
    return line.finish()
  }
}

/// The layout a chart made last, kept while it stays on screen.
@MainActor
final class ChartLayoutCache {
  private var slices: [ChartSlice] = []
  private var layout: ChartLayout?

  /// The layout of `slices`, kept when they are the same.
  func layout(of slices: [ChartSlice]) -> ChartLayout {
    if let layout, slices == self.slices { return layout }
    let made = ChartLayout(slices: slices)
    self.slices = slices
    layout = made
    return made
  }
}

/// A ``PieChart`` drawn whole: one that is not choosable, or one inside a list's row.
struct PieChartNode: RenderNode {
  let layout: ChartLayout
  /// The control of each line, when lines can be chosen.
  let controls: [ControlID]?

  var idealWidth: Int {
    (controls.map { ControlNode.prefixWidth(for: String($0.count)) } ?? 0)
      + layout.chartIdealWidth
  }

  var textContent: String {
    (0..<layout.count).map(layout.text(ofLine:)).joined(separator: " ")
  }

  func draw(width: Int, context: DrawContext) -> Block {
    let shortcuts = controls?.map(context.shortcut(for:))
    let indent = min(shortcuts?.map(ControlNode.prefixWidth(for:)).max() ?? 0, width)
    var block = Block(width: width)
    for index in 0..<layout.count {
      layout.draw(
        index, into: &block, width: width, indent: indent, shortcut: shortcuts?[index])
    }
    return block
  }
}

/// One line of a ``PieChart`` whose lines are a list's rows, drawn when it is shown.
struct ChartLineNode: RenderNode {
  let layout: ChartLayout
  let index: Int
  let control: ControlID

  var idealWidth: Int { layout.rowIndent + layout.chartIdealWidth }

  var textContent: String { layout.text(ofLine: index) }

  func draw(width: Int, context: DrawContext) -> Block {
    var block = Block(width: width)
    layout.draw(
      index, into: &block, width: width, indent: min(layout.rowIndent, width),
      shortcut: context.shortcut(for: control))
    return block
  }
}
