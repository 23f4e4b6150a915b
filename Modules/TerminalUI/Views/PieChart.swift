/// Named shares of a whole, one line each: name, amount, percentage of the total and a
/// proportional bar in the slice's colour.
///
/// ```
/// Barossa Valley  42  42.0%  ████████░░░░░░░░░░░░
/// McLaren Vale    30  30.0%  ██████░░░░░░░░░░░░░░
/// ```
///
/// With an action, each line is a numbered row a person can choose, as in a ``List``, and lines
/// are drawn only when they are shown:
///
/// ```
/// [1] Barossa Valley  42  42.0%  ████████░░░░░░░░░░░░
/// [2] McLaren Vale    30  30.0%  ██████░░░░░░░░░░░░░░
/// ```
///
/// When narrow, the bar goes first, then names are truncated.
public struct PieChart: View, PrimitiveView {
  private let slices: [ChartSlice]
  private let action: (@MainActor (Int) -> Void)?

  /// A chart of `slices`, in the order given.
  public init(slices: [ChartSlice]) {
    self.slices = slices
    self.action = nil
  }

  /// A chart of `slices` whose lines are numbered rows: choosing one calls `action` with the
  /// slice's position in `slices`.
  public init(slices: [ChartSlice], action: @escaping @MainActor (_ index: Int) -> Void) {
    self.slices = slices
    self.action = action
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    // The chart is measured once while it stays on screen with the same slices: a chart of many
    // slices costs a pass over them at each render, not their formatting.
    let layout = context.persistentState { ChartLayoutCache() }.layout(of: slices)
    guard let action, context.rowNumber == nil else {
      // A chart that cannot be chosen, or one inside a list's row, is drawn whole.
      let controls = action.map { action in
        slices.indices.map { index in
          context.register(
            ControlRequest(title: slices[index].name, role: .row) { action(index) })
        }
      }
      nodes.append(PieChartNode(layout, controls: controls))
      return
    }
    // Rows are resolved when drawn, printed or acted on, as a list's are.
    let rows = LazyRows(count: slices.count, in: context) { index, row, nodes in
      let control = row.register(
        ControlRequest(title: layout.names[index], role: .row) { action(index) })
      nodes.append(ChartLineNode(layout, index: index, control: control))
    }
    layout.rows = rows
    context.register(rows)
    nodes.append(LazyRowsNode(rows))
  }
}
