/// Named shares of a whole, one line each, `Barossa Valley  42  42.0%  ████████░░░░`, numbered
/// rows as in a ``List`` when there is an action; when narrow, bars go first, then names shrink.
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
    // Measured once while it stays on screen with the same slices.
    let layout = context.persistentState { ChartLayoutCache() }.layout(of: slices)
    guard let action, context.rowNumber == nil else {
      let controls = action.map { action in
        slices.indices.map { index in
          context.register(
            ControlRequest(title: slices[index].name, role: .row) { action(index) })
        }
      }
      nodes.append(PieChartNode(layout: layout, controls: controls))
      return
    }
    let rows = LazyRows(count: slices.count, in: context) { index, row, nodes in
      let control = row.register(
        ControlRequest(title: layout.names[index], role: .row) { action(index) })
      nodes.append(ChartLineNode(layout: layout, index: index, control: control))
    }
    layout.rows = rows
    context.register(rows)
    nodes.append(LazyRowsNode(rows: rows))
  }
}
