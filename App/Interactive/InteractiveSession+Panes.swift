import RootFeature
import TerminalNavigation
import TerminalRuntime
import TerminalUI

/// The panes of Show Details Beside the List in full screen: ← and → (Tab and Shift-Tab too) move
/// the highlight to the pane on the left or right, where a split is shown.
///
/// The pane a person is in is the one holding the highlight. Moving to a pane lands on its first
/// row, else its first control: the top of that screen. Elsewhere, and on a screen that is not
/// split, the keys move the highlight as on any screen. Moving the highlight in the list never
/// navigates (Enter opens the grape): a key press stays a key press, with no transition, URL or
/// save behind it.
extension InteractiveSession {
  /// Moves the highlight to the next pane (`step` 1) or the previous one (-1); `false` when the
  /// screen is not split or there is no pane that way, so that the key moves the highlight.
  func moveToPane(by step: Int) -> Bool {
    let width = size.columns
    let count = root.splitPaneCount(width: width)
    guard count > 1, let frame = selection.frame, let highlighted = selection.highlighted else {
      return false
    }
    let panes = NBSplitColumns.paneColumns(count: count, width: width)
    guard let current = panes.firstIndex(where: { $0.contains(highlighted.columns.lowerBound) })
    else {
      return false
    }
    let target = current + step
    guard panes.indices.contains(target) else {
      return false
    }
    let inPane = frame.fixedControls.filter {
      panes[target].contains($0.columns.lowerBound) && $0.isEnabled
    }
    // A list's first row rather than its toolbar: the list is what a person moves through.
    let first = (inPane.contains { $0.role == .row } ? inPane.filter { $0.role == .row } : inPane)
      .min { ($0.line, $0.columns.lowerBound) < ($1.line, $1.columns.lowerBound) }
    guard let first else {
      return false
    }
    return selection.highlight(shortcut: first.shortcut)
  }

  /// The pane step a key asks for in a split: → and Tab the next, ← and Shift-Tab the previous.
  static func paneStep(for key: Key) -> Int? {
    switch key {
    case .right, .tab: 1
    case .left, .backTab: -1
    default: nil
    }
  }
}
