/// Draws a ``PieChart``: aligned columns of names, amounts and percentages, then bars; each line
/// after its shortcut when the lines are rows.
struct PieChartNode: RenderNode {
  /// Columns between two columns of the chart.
  private static let gap = 2
  /// The width of the bars when there is room.
  private static let idealBarWidth = 20
  /// Narrower than this, bars are left out.
  private static let minimumBarWidth = 5

  private let rows: [Row]
  /// The control of each line, when the lines are rows a person can choose.
  private let controls: [ControlID]?
  private let nameWidth: Int
  private let amountWidth: Int
  private let percentWidth: Int

  /// The chart of `slices`; `rows`, when given, holds the control of each slice's line.
  init(slices: [ChartSlice], rows controls: [ControlID]? = nil) {
    self.controls = controls
    let amounts = slices.map { $0.value.isFinite && $0.value > 0 ? $0.value : 0 }
    // Shares are taken of the amounts divided by the largest, whose sum is at most the number of
    // slices: the sum of the amounts themselves may overflow to infinity (two amounts near
    // `Double.greatestFiniteMagnitude`), which would make every share 0%.
    let largest = amounts.max() ?? 0
    let scaled = amounts.map { largest > 0 ? $0 / largest : 0 }
    let total = scaled.reduce(0, +)
    rows = zip(slices, zip(amounts, scaled)).map { slice, pair in
      let (amount, share) = pair
      let fraction = total > 0 ? share / total : 0
      return Row(
        name: slice.name,
        amount: NumberText.format(amount, decimals: 2),
        percent: NumberText.format(fraction * 100, decimals: 1, keepingZeros: true) + "%",
        fraction: fraction,
        color: slice.color)
    }
    nameWidth = rows.reduce(0) { max($0, $1.name.displayWidth) }
    amountWidth = rows.reduce(0) { max($0, $1.amount.count) }
    percentWidth = rows.reduce(0) { max($0, $1.percent.count) }
  }

  /// The columns taken by the amount and percentage columns and the gaps before them.
  private var numbersWidth: Int { Self.gap + amountWidth + Self.gap + percentWidth }

  var idealWidth: Int {
    (controls.map { ControlNode.prefixWidth(for: String($0.count)) } ?? 0) + nameWidth
      + numbersWidth + Self.gap + Self.idealBarWidth
  }

  var textContent: String {
    rows.map { "\($0.name) \($0.amount) \($0.percent)" }.joined(separator: " ")
  }

  func draw(width: Int, context: DrawContext) -> Block {
    let shortcuts = controls?.map(context.shortcut(for:))
    let indent = shortcuts?.map(ControlNode.prefixWidth(for:)).max() ?? 0
    var block = Block(width: width)
    block.append(drawChart(width: max(width - indent, 0)), indent: indent)
    for (line, shortcut) in (shortcuts ?? []).enumerated() where line < block.height {
      let end = block.write("[\(shortcut)] ", line: line, column: 0, style: Style(bold: true))
      block.addControl(
        Control(
          shortcut: shortcut, title: rows[line].name, role: .row, line: line,
          columns: 0..<max(end, block.lines[line].contentEnd)))
    }
    return block
  }

  /// The chart's lines, without shortcuts, `width` columns wide.
  private func drawChart(width: Int) -> Block {
    let names = min(nameWidth, max(width - numbersWidth, 1))
    let barWidth = min(width - names - numbersWidth - Self.gap, Self.idealBarWidth)
    var block = Block(width: width)
    for row in rows {
      var line = LineWriter(width: width)
      line.write(TextLayout.truncated(row.name, width: names))
      line.pad(to: names + Self.gap + amountWidth - row.amount.count)
      line.write(row.amount)
      line.pad(to: names + numbersWidth - row.percent.count)
      line.write(row.percent)
      if barWidth >= Self.minimumBarWidth {
        line.pad(to: names + numbersWidth + Self.gap)
        let filled = Int((row.fraction * Double(barWidth)).rounded())
        line.write(String(repeating: "█", count: filled), style: Style(foreground: row.color))
        line.write(String(repeating: "░", count: barWidth - filled), style: Style(dim: true))
      }
      block.appendLine(line.finish())
    }
    return block
  }

  /// One slice, ready to draw.
  private struct Row {
    let name: String
    let amount: String
    let percent: String
    let fraction: Double
    let color: Color
  }
}
