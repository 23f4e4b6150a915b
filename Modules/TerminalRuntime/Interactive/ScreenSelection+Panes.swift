import TerminalUI

/// Screens whose content stands in panes side by side, a rule (`│`) between two panes: the pane
/// holding the highlight is drawn as it is, the others dim, so that a person sees where keys go.
extension ScreenSelection {
  /// The pane holding the highlight, counted in ``panes`` from the left; `nil` when the screen
  /// has no panes or no highlight.
  public var focusedPane: Int? {
    guard panes.count > 1, let highlighted = model.highlighted else { return nil }
    return panes.firstIndex { $0.contains(highlighted.columns.lowerBound) }
  }

  /// `frame` with every pane but the focused one dimmed, on the lines where a rule stands between
  /// the panes (not a tab bar or a notice spanning them).
  func dimmingUnfocusedPanes(_ frame: Frame) -> Frame {
    guard let focused = focusedPane else { return frame }
    let ruleColumns = panes.dropLast().map { $0.upperBound + 1 }
    var frame = frame
    for line in frame.lines.indices {
      let cells = frame.lines[line]
      let isSplit = ruleColumns.allSatisfy {
        cells.indices.contains($0) && cells[$0].character == "│"
      }
      guard isSplit else { continue }
      for (pane, columns) in panes.enumerated() where pane != focused {
        for column in columns.clamped(to: 0..<cells.count) {
          frame.lines[line][column].style.dim = true
          frame.lines[line][column].style.bold = false
        }
      }
    }
    return frame
  }
}
