import TerminalUI

/// The highlight and viewport of a full-screen app over a `LazyFrame`: a ``SelectionModel`` run
/// over a window of a few screens around the viewport, so that a key costs the same for ten rows
/// or a hundred thousand.
///
/// ```swift
/// var selection = ScreenSelection()
/// selection.show(host.renderLazily(width: 80), viewportHeight: 23, screen: "main")
/// selection.move(.last)                     // End: the last row, drawn on demand
/// let screen = selection.visibleFrame(highlighting: true, pinning: 0)
/// ```
///
/// The model's decisions look only at lines near the highlight and the viewport, and the window
/// holds a page beyond them and the controls on either side of the highlight, so every rule holds
/// as over the whole frame. Jumps outside the window draw a window around their target. Drawn
/// again away from the top, the viewport stays on the same items rather than line numbers.
@MainActor
public struct ScreenSelection {
  /// The model over the window, lines counted from its top.
  var model = SelectionModel()
  /// The frame shown.
  public private(set) var frame: LazyFrame?
  var window = Window()
  /// The columns of the panes the frame stands in side by side, left to right; empty when it is
  /// not split.
  ///
  /// Moves stay in the pane holding the highlight (``focusedPane``), and each pane scrolls alone.
  public var panes: [Range<Int>] = [] {
    didSet { if panes != oldValue { stillPanes = [:] } }
  }
  /// The panes beside the focused one, by index in ``panes``, each drawn where it was left.
  var stillPanes: [Int: StillPane] = [:]

  /// A selection showing nothing.
  public init() {}

  /// The highlighted control, its line counted from the top of the viewport.
  public var highlighted: Control? {
    model.highlighted.map(fromViewportTop)
  }

  private func fromViewportTop(_ control: Control) -> Control {
    var moved = control
    moved.line -= model.viewport.top
    return moved
  }

  // MARK: Showing frames

  /// Shows `frame` as ``SelectionModel/show(_:viewportHeight:screen:)`` does.
  public mutating func show(_ frame: LazyFrame, viewportHeight: Int, screen: String? = nil) {
    let height = max(viewportHeight, 1)
    let isNewScreen = self.frame == nil || screen != model.screen
    guard isNewScreen || frame !== self.frame || height != model.viewport.height else { return }
    self.frame = frame
    let reach = Reach(viewportHeight: height)
    if isNewScreen {
      let target =
        model.rememberedShortcut(for: screen).flatMap(frame.item(forShortcut:))
        ?? frame.defaultItem ?? 0
      window = Window(frame, items: items(around: target, reach, in: frame))
    } else {
      // The same screen: the window keeps its first item, so its lines keep their numbers.
      let start = min(window.items.lowerBound, frame.itemCount)
      let end = items(from: start, lines: model.viewport.top + height + reach.below, in: frame)
      window = Window(frame, items: start..<end)
      let target =
        model.followsDefault
        ? frame.defaultItem
        : model.highlighted.flatMap { frame.item(forShortcut: $0.shortcut) } ?? frame.defaultItem
      if let target, !window.items.contains(target) {
        let fromAbove = target >= window.items.upperBound
        window = Window(frame, items: items(around: target, reach, in: frame))
        model.viewport.top = fromAbove ? -SelectionModel.farAway : SelectionModel.farAway
      }
    }
    model.show(window.frame, viewportHeight: height, screen: screen)
    follow()
    if isNewScreen {
      stillPanes = [:]
    } else {
      stillPanes = stillPanes.mapValues {
        StillPane(window: Window(frame, items: $0.window.items), top: $0.top)
      }
    }
    settlePanes()
  }

  // MARK: Moving

  /// Moves as ``SelectionModel/move(_:)`` does over the whole frame.
  public mutating func move(_ movement: SelectionMovement) {
    guard let frame else { return }
    let left = shownPane()
    model.columns = left.map { panes[$0.pane] }
    switch movement {
    case .first where (left?.pane ?? 0) > 0, .last where (left?.pane ?? 0) > 0:
      // A pane beside the list is drawn whole with the frame's first item, in the window.
      model.move(movement)
    case .first, .last:
      let toEnd = movement == .last
      if model.highlighted == nil {
        // No control anywhere: the viewport goes to the frame's edge.
        let reach = Reach(viewportHeight: model.viewport.height)
        window = Window(
          frame,
          items: toEnd
            ? items(before: frame.itemCount, lines: reach.builtAbove, in: frame)..<frame.itemCount
            : 0..<items(from: 0, lines: reach.builtBelow, in: frame))
        model.rebase(on: window.frame, shiftingLinesBy: 0)
        model.move(movement)
      } else if let target = toEnd
        ? frame.lastItemWithControls(before: frame.itemCount)
        : frame.firstItemWithControls(from: 0)
      {
        if window.items.contains(target) {
          model.move(movement)
        } else {
          let controls = frame.item(target).controls
          let shortcut = (toEnd ? controls.last : controls.first)?.shortcut ?? ""
          jump(to: target, shortcut: shortcut, in: frame)
        }
      }
    default:
      model.move(movement)
    }
    keepPanes(leaving: left)
    follow()
  }

  /// Highlights the control with `shortcut` anywhere in the frame; `false` when there is none.
  @discardableResult
  public mutating func highlight(shortcut: String) -> Bool {
    guard let frame, let item = frame.item(forShortcut: shortcut) else { return false }
    let left = shownPane()
    if window.items.contains(item) {
      // Near enough: make sure the window reaches a page beyond it first.
      follow(including: item)
      model.highlight(shortcut: shortcut)
    } else {
      jump(to: item, shortcut: shortcut, in: frame)
    }
    keepPanes(leaving: left)
    follow()
    return true
  }

  /// The shortcut a person highlighted on `screen` when it was last shown, if any.
  public func rememberedShortcut(for screen: String) -> String? {
    model.rememberedShortcut(for: screen)
  }

  /// Highlights `shortcut` in `item`, outside the window, in a window drawn around it.
  private mutating func jump(to item: Int, shortcut: String, in frame: LazyFrame) {
    let fromAbove = item >= window.items.upperBound
    let reach = Reach(viewportHeight: model.viewport.height)
    window = Window(frame, items: items(around: item, reach, in: frame))
    model.jump(to: shortcut, in: window.frame, fromAbove: fromAbove)
  }

  // MARK: Keeping the window around the viewport

  /// Lines the window holds beyond the viewport and highlight, built a page larger to move less.
  private struct Reach {
    let above: Int
    let below: Int
    let builtAbove: Int
    let builtBelow: Int

    init(viewportHeight height: Int) {
      above = 2 * height + 8
      below = height + 8
      builtAbove = above + height
      builtBelow = below + height
    }
  }

  /// Moves the window when the viewport, highlight, `item` or a neighbour control nears its edge.
  private mutating func follow(including item: Int? = nil) {
    guard let frame, !window.items.isEmpty else { return }
    let reach = Reach(viewportHeight: model.viewport.height)
    let top = model.viewport.top
    var lines = top..<(top + model.viewport.height)
    if let highlighted = model.highlighted {
      lines = min(lines.lowerBound, highlighted.line)..<max(lines.upperBound, highlighted.line + 3)
    }
    let clamped = lines.clamped(to: 0..<max(window.height, 1))
    var first = window.item(atLine: clamped.lowerBound)
    var last = window.item(atLine: max(clamped.upperBound - 1, clamped.lowerBound))
    if let item {
      first = min(first, item)
      last = max(last, item)
    }
    if let index = model.highlightedIndex {
      // The controls a move goes to next must be in the window, with reach around them.
      if index == 0, window.items.lowerBound > 0,
        let previous = frame.lastItemWithControls(before: window.items.lowerBound)
      {
        first = min(first, previous)
      }
      if index == model.controls.count - 1, window.items.upperBound < frame.itemCount,
        let next = frame.firstItemWithControls(from: window.items.upperBound)
      {
        last = max(last, next)
      }
    }
    let startReached =
      window.items.lowerBound == 0
      || (window.items.contains(first) && window.top(of: first) >= reach.above)
    let endReached =
      window.items.upperBound == frame.itemCount
      || (window.items.contains(last) && window.height - window.top(of: last + 1) >= reach.below)
    guard !startReached || !endReached else { return }
    let start = items(before: first, lines: reach.builtAbove, in: frame)
    let end = items(from: last + 1, lines: reach.builtBelow, in: frame)
    let shift = lineShift(toStartAt: start, in: frame)
    window = Window(frame, items: start..<end)
    model.rebase(on: window.frame, shiftingLinesBy: shift)
  }

  /// How many lines lower a window starting at `start` starts than the current one.
  private func lineShift(toStartAt start: Int, in frame: LazyFrame) -> Int {
    if window.items.contains(start) || start == window.items.upperBound {
      return window.top(of: start)
    }
    if start < window.items.lowerBound {
      return -(start..<window.items.lowerBound).reduce(0) { $0 + frame.item($1).height }
    }
    return window.height
      + (window.items.upperBound..<start).reduce(0) { $0 + frame.item($1).height }
  }

  /// The item `lines` lines above `item`, or the first.
  private func items(before item: Int, lines: Int, in frame: LazyFrame) -> Int {
    var start = item
    var above = 0
    while start > 0, above < lines {
      start -= 1
      above += frame.item(start).height
    }
    return start
  }

  /// The end of the items from `item` that hold `lines` lines, or the frame's end.
  func items(from item: Int, lines: Int, in frame: LazyFrame) -> Int {
    var end = item
    var below = 0
    while end < frame.itemCount, below < lines {
      below += frame.item(end).height
      end += 1
    }
    return end
  }

  /// `item` and the items within `reach` of it.
  private func items(around item: Int, _ reach: Reach, in frame: LazyFrame) -> Range<Int> {
    let item = min(item, max(frame.itemCount - 1, 0))
    return items(
      before: item, lines: reach.builtAbove, in: frame)..<items(
        from: item + 1, lines: reach.builtBelow, in: frame)
  }
}

/// Some items of a lazy frame drawn one below the other, the lines counted from the first.
@MainActor
struct Window {
  var items: Range<Int> = 0..<0
  var frame = Frame(width: 0, lines: [], controls: [])
  /// The first line of each item, then the number of lines.
  private var tops = [0]

  init() {}

  init(_ lazy: LazyFrame, items: Range<Int>) {
    let items = items.clamped(to: 0..<lazy.itemCount)
    var block = Block(width: lazy.width)
    var tops: [Int] = []
    tops.reserveCapacity(items.count + 1)
    for index in items {
      tops.append(block.height)
      block.append(lazy.item(index))
    }
    tops.append(block.height)
    self.items = items
    self.tops = tops
    self.frame = Frame(width: lazy.width, lines: block.lines, controls: block.controls)
  }

  var height: Int { tops[tops.count - 1] }

  /// The first line of `item`, which is in the window or just after it.
  func top(of item: Int) -> Int {
    tops[min(max(item - items.lowerBound, 0), tops.count - 1)]
  }

  /// The item drawn on `line`, clamped to the window.
  func item(atLine line: Int) -> Int {
    var low = 0
    var high = max(items.count - 1, 0)
    while low < high {
      let middle = (low + high + 1) / 2
      if tops[middle] <= line { low = middle } else { high = middle - 1 }
    }
    return items.lowerBound + low
  }
}
