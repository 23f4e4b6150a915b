import NavigationBackport
import RootFeature
import TerminalNavigation
import TerminalRuntime
import TerminalUI

/// The panes of Show Details Beside the List in full screen: ← and → (Tab and Shift-Tab too) move
/// the highlight to the pane on the left or right, where a split is shown.
///
/// The pane a person is in is the one holding the highlight, drawn as it is while the others dim
/// (`ScreenSelection.panes`). Each pane keeps its own highlight,
/// remembered by the screen key of the navigation state cut down to that pane's screen: moving
/// back to a pane lands where it was left, else on its first row, else its first control. Elsewhere, and on a screen that is not
/// split, the keys move the highlight as on any screen. Moving the highlight in the list never
/// navigates (Enter opens the grape): a key press stays a key press, with no transition, URL or
/// save behind it. The list keeps its highlight on the grape opened beside it, where it was in
/// the list, so that `j` and Enter go on through the grapes and → goes into the one shown.
extension InteractiveSession {
  /// Moves the highlight to the next pane (`step` 1) or the previous one (-1); `false` when the
  /// screen is not split or there is no pane that way, so that the key moves the highlight.
  func moveToPane(by step: Int) -> Bool {
    let panes = splitPanes(width: size.columns)
    let count = panes.count
    guard count > 1, let frame = selection.frame, let highlighted = selection.highlighted,
      let current = selection.focusedPane
    else {
      return false
    }
    let target = current + step
    guard panes.indices.contains(target) else {
      return false
    }
    let state = root.presenter.navigator.state
    paneHighlights[Self.paneKey(current, of: count, in: state)] = highlighted.shortcut
    if let remembered = paneHighlights[Self.paneKey(target, of: count, in: state)],
      Self.isShortcut(remembered, inPane: target, of: panes, frame: frame),
      selection.highlight(shortcut: remembered)
    {
      return true
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

  /// Notes `control`, about to run, when it is a row of a list: should the screen it opens show
  /// the list beside it, the first frame highlights the row again (``keepListRow()``).
  func noteListRow(_ control: Control?) {
    guard let control, control.role == .row else { return }
    listRowKept = (
      control.shortcut, control.columns.lowerBound, root.presenter.navigator.state.screenKey
    )
  }

  /// Highlights the row noted before it opened its grape, once the grape is shown beside the
  /// list the row is in.
  func keepListRow() {
    guard let kept = listRowKept, root.presenter.navigator.state.screenKey != kept.screen else {
      return
    }
    listRowKept = nil
    if selection.panes.count > 1, selection.panes[0].contains(kept.column) {
      selection.highlight(shortcut: kept.row)
    }
  }

  /// The columns of the panes the screen stands in `width` columns wide, left to right; empty
  /// when it is not split.
  func splitPanes(width: Int) -> [Range<Int>] {
    let count = root.splitPaneCount(width: width)
    return count > 1 ? NBSplitColumns.paneColumns(count: count, width: width) : []
  }

  /// Notes the highlight before a frame of another width, unless one is noted already: a resize
  /// to a single pane draws no list beside Details, and the highlight on a row then moves to
  /// Details.
  func noteHighlightBeforeResize() {
    guard highlightBeforeResize == nil, let highlighted = selection.highlighted else { return }
    highlightBeforeResize = (highlighted.shortcut, root.presenter.navigator.state.screenKey)
  }

  /// Highlights again the control noted before a resize, once a resize draws it again on the same
  /// screen: back to 160 columns, the row of the list a person was on.
  func restoreHighlightAfterResize() {
    guard let noted = highlightBeforeResize, let frame = selection.frame else { return }
    guard noted.screen == root.presenter.navigator.state.screenKey else {
      highlightBeforeResize = nil
      return
    }
    guard frame.action(for: noted.shortcut) != nil else { return }
    highlightBeforeResize = nil
    if selection.highlighted?.shortcut != noted.shortcut {
      selection.highlight(shortcut: noted.shortcut)
    }
  }

  /// The screen key of pane `pane` of `count`: the key of `state` cut down to that pane's screen.
  static func paneKey(_ pane: Int, of count: Int, in state: NBNavigationState) -> String {
    var truncated = state
    let kept = state.rootPath.count + 1 - count + pane
    truncated.rootPath.removeLast(max(state.rootPath.count - kept, 0))
    return truncated.screenKey
  }

  /// Whether `shortcut` is a control of pane `pane`: drawn in its columns, or a row of the first
  /// pane's list drawn further down (the only pane whose rows are drawn when they come into view).
  static func isShortcut(
    _ shortcut: String, inPane pane: Int, of panes: [Range<Int>], frame: LazyFrame
  ) -> Bool {
    if let control = frame.fixedControls.first(where: { $0.shortcut == shortcut }) {
      return panes[pane].contains(control.columns.lowerBound)
    }
    return pane == 0 && frame.action(for: shortcut) != nil
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
