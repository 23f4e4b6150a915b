/// A list's rows as one node: a run of rows drawn on demand when drawn in parts, else every row.
struct LazyRowsNode: RenderNode {
  let rows: LazyRows

  /// The widest row's ideal width; resolves every row.
  var idealWidth: Int {
    (0..<rows.count).reduce(0) { widest, index in
      max(widest, VStackNode(rows.row(index).nodes).idealWidth)
    }
  }

  /// The text of every row; resolves every row.
  var textContent: String {
    (0..<rows.count).map { rows.row($0).nodes.textContent }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  func draw(width: Int, context: DrawContext) -> Block {
    parts(width: width, context: context).drawnWhole(width: width)
  }

  func parts(width: Int, context: DrawContext) -> [DrawnPart] {
    [.rows(RowRun(rows: rows, width: width))]
  }
}
