/// Named shares of a whole, one line each: name, amount, percentage of the total and a
/// proportional bar in the slice's colour.
///
/// ```
/// Barossa Valley  42  42.0%  ████████░░░░░░░░░░░░
/// McLaren Vale    30  30.0%  ██████░░░░░░░░░░░░░░
/// ```
///
/// When narrow, the bar goes first, then names are truncated.
public struct PieChart: View, PrimitiveView {
  private let slices: [ChartSlice]

  /// A chart of `slices`, in the order given.
  public init(slices: [ChartSlice]) {
    self.slices = slices
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    nodes.append(PieChartNode(slices: slices))
  }
}
