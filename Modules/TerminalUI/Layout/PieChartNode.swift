/// A ``PieChart``'s columns worked out once for all its lines: each slice's name, amount,
/// percentage of the total and bar length, and the widths that align them.
///
/// Shared by reference between the chart's lines, so a chart of many slices is measured once
/// and each line is drawn only when it is shown.
@MainActor
final class ChartLayout {
  /// Columns between two columns of the chart.
  static let gap = 2
  /// The width of the bars when there is room.
  static let idealBarWidth = 20
  /// Narrower than this, bars are left out.
  static let minimumBarWidth = 5

  let names: [String]
  /// Each slice's amount, 0 for one that is not a positive finite number.
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
    // Shares are taken of the amounts divided by the largest, whose sum is at most the number of
    // slices: the sum of the amounts themselves may overflow to infinity (two amounts near
    // `Double.greatestFiniteMagnitude`), which would make every share 0%.
    let largest = values.max() ?? 0
    let scaled = values.map { largest > 0 ? $0 / largest : 0 }
    let total = scaled.reduce(0, +)
    names = slices.map(\.name)
    colors = slices.map(\.color)
    amounts = values
    fractions = scaled.map { total > 0 ? $0 / total : 0 }
    nameWidth = names.reduce(0) { max($0, $1.displayWidth) }
    amountWidth = values.reduce(0) { max($0, NumberText.width(of: $1, decimals: 2)) }
    percentWidth = fractions.reduce(0) {
      max($0, NumberText.width(of: $1 * 100, decimals: 1, keepingZeros: true) + 1)
    }
  }

  /// The amount of line `index`, as written.
  func amount(_ index: Int) -> String {
    NumberText.format(amounts[index], decimals: 2)
  }

  /// The share of line `index`, as written: a percentage with one decimal.
  func percent(_ index: Int) -> String {
    NumberText.format(fractions[index] * 100, decimals: 1, keepingZeros: true) + "%"
  }

  /// How many lines the chart has.
  var count: Int { names.count }

  /// The columns taken by the amount and percentage columns and the gaps before them.
  var numbersWidth: Int { Self.gap + amountWidth + Self.gap + percentWidth }

  /// The columns a chart line takes when there is room for everything, shortcut aside.
  var chartIdealWidth: Int { nameWidth + numbersWidth + Self.gap + Self.idealBarWidth }

  /// The columns before the chart on every line when the lines are a list's rows: room for the
  /// widest shortcut, the last row's number.
  var rowIndent: Int {
    guard let rows, rows.count > 0 else { return 0 }
    return ControlNode.prefixWidth(for: String(rows.numbering.number(ofRow: rows.count - 1)))
  }

  /// Line `index` as plain text.
  func text(ofLine index: Int) -> String {
    "\(names[index]) \(amount(index)) \(percent(index))"
  }

  /// Appends line `index` to `block`, `width` columns wide: the chart from column `indent`, and
  /// `[shortcut]` before it, recorded as the line's control, when the line is a row.
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

  /// Line `index` of the chart, without its shortcut, `width` columns wide.
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

/// The layout a chart made last, kept with the chart's view while it stays on screen.
@MainActor
final class ChartLayoutCache {
  private var slices: [ChartSlice] = []
  private var layout: ChartLayout?

  /// The layout of `slices`: the one kept when it was made for equal slices, else a new one.
  func layout(of slices: [ChartSlice]) -> ChartLayout {
    if let layout, slices == self.slices { return layout }
    let made = ChartLayout(slices: slices)
    self.slices = slices
    layout = made
    return made
  }
}

/// A ``PieChart`` whose lines are all drawn with it: a chart that is not choosable, or one inside
/// a list's row.
struct PieChartNode: RenderNode {
  private let layout: ChartLayout
  /// The control of each line, when the lines are rows a person can choose.
  private let controls: [ControlID]?

  /// The chart laid out in `layout`; `controls`, when given, holds each line's control.
  init(_ layout: ChartLayout, controls: [ControlID]? = nil) {
    self.layout = layout
    self.controls = controls
  }

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
  private let layout: ChartLayout
  private let index: Int
  private let control: ControlID

  /// Line `index` of `layout`, the row whose control is `control`.
  init(_ layout: ChartLayout, index: Int, control: ControlID) {
    self.layout = layout
    self.index = index
    self.control = control
  }

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
