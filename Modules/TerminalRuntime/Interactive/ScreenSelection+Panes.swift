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
}

/// A pane beside the focused one, drawn where it was left: the window it was shown in and the
/// viewport's top line in that window.
struct StillPane {
  var window: Window
  var top: Int
}

/// Each pane scrolls on its own: the focused pane with the viewport, the others where they were
/// left (at first at the top), so that moving down a long list leaves Details beside it put, and
/// scrolling a long Details leaves the list put.
extension ScreenSelection {
  /// The focused pane as it is shown now, kept should the highlight leave it.
  func shownPane() -> (pane: Int, view: StillPane)? {
    focusedPane.map { ($0, StillPane(window: window, top: model.viewport.top)) }
  }

  /// Once the highlight moved from `left`: that pane stays where it was, and the pane the
  /// highlight came to is shown where it was left, when the highlight is in view there.
  mutating func keepPanes(leaving left: (pane: Int, view: StillPane)?) {
    guard let left, let pane = focusedPane, pane != left.pane else { return }
    stillPanes[left.pane] = left.view
    if let kept = stillPanes.removeValue(forKey: pane), let highlighted = model.highlighted,
      let line = kept.window.frame.controls.first(where: { $0.shortcut == highlighted.shortcut })?
        .line,
      (kept.top..<(kept.top + model.viewport.height)).contains(line)
    {
      window = kept.window
      model.rebase(on: window.frame, shiftingLinesBy: 0)
      model.viewport.top = kept.top
    }
    settlePanes()
  }

  /// Gives every pane but the focused one a place to be drawn from: where it was left, else the
  /// top of the frame.
  mutating func settlePanes() {
    guard let frame, let focused = focusedPane else {
      stillPanes = [:]
      return
    }
    stillPanes[focused] = nil
    for pane in panes.indices where pane != focused && stillPanes[pane] == nil {
      // The top lines the pane shows below the pinned ones, which are fewer than the viewport's.
      let items = 0..<items(from: 0, lines: 2 * model.viewport.height, in: frame)
      stillPanes[pane] = StillPane(window: Window(frame, items: items), top: 0)
    }
  }

  /// `shown` (the focused pane's lines below the `pinned` ones) with each other pane drawn where
  /// it was left, the rule after it included, and dim on the lines where a rule stands between
  /// the panes (not a tab bar or a notice spanning them).
  func drawingPanes(_ shown: Frame, pinning pinned: Int) -> Frame {
    guard let focused = focusedPane, let lazy = frame, lazy.itemCount > 0 else { return shown }
    let header = pinned > 0 ? min(pinned, lazy.item(0).lines.count) : 0
    let ruleColumns = panes.dropLast().map { $0.upperBound + 1 }
    let liveTop =
      window.items.lowerBound == 0 ? max(model.viewport.top, pinned) : model.viewport.top
    let others = panes.indices.filter { $0 != focused }.map { pane in
      let end = pane + 1 < panes.count ? panes[pane + 1].lowerBound : shown.width
      let still = stillPanes[pane]
      let top = still.map { $0.window.items.lowerBound == 0 ? max($0.top, pinned) : $0.top } ?? 0
      // A pane left where the focused one is shows the same lines: nothing to copy.
      let isApart =
        still.map { $0.window.items.lowerBound != window.items.lowerBound || top != liveTop }
        ?? false
      return (
        columns: panes[pane].lowerBound..<end, lines: still?.window.frame.lines ?? [], top: top,
        isStill: isApart
      )
    }
    // Each line is taken out, changed and put back whole: a cell changed in place through the
    // frame would copy its line each time.
    var lines = shown.lines
    for index in lines.indices {
      var cells = lines[index]
      let row = index - header
      let isBody = row >= 0 && row < model.viewport.height
      for other in others where isBody && other.isStill {
        let drawn =
          other.lines.indices.contains(other.top + row) ? other.lines[other.top + row] : []
        for column in other.columns.clamped(to: 0..<cells.count) {
          cells[column] = drawn.indices.contains(column) ? drawn[column] : .blank()
        }
      }
      let isSplit = ruleColumns.allSatisfy {
        cells.indices.contains($0) && cells[$0].character == "│"
      }
      if isSplit {
        for other in others {
          for column in other.columns.clamped(to: 0..<cells.count) {
            cells[column].style.dim = true
            cells[column].style.bold = false
          }
        }
      }
      if isBody || isSplit { lines[index] = cells }
    }
    let controls = shown.controls.filter { control in
      control.line < header
        || !others.contains { $0.isStill && $0.columns.contains(control.columns.lowerBound) }
    }
    return Frame(width: shown.width, lines: lines, controls: controls)
  }
}
