import TerminalUI

/// Which control of a frame is highlighted and which lines a terminal shows: the state behind
/// the arrow keys in full screen, a value tested without a terminal.
///
/// - Moves go through `Frame.controls` in order and stop at either end; pages go by the
///   viewport's height.
/// - Until a person moves it, the highlight is the default one (`Control.startPreferences`)
///   and follows the frames; after, it stays on the same control (shortcut, role and title). A
///   menu opening under it takes it to its first item, and an item closing with its menu, back.
/// - Coming back to a `screen` brings back the highlight a person chose there.
/// - The viewport scrolls as little as it can to keep the highlighted control and the lines below
///   it up to the next control in view, showing the top when they fit on the first page.
public struct SelectionModel: Equatable, Sendable {
  /// The controls of the frame shown.
  public private(set) var controls: [Control] = []
  /// The index in ``controls`` of the highlighted control; `nil` when there are no controls.
  private(set) var highlightedIndex: Int?
  /// The lines of the frame on screen.
  public internal(set) var viewport = Viewport(height: 1)
  /// The columns moves stay in (a pane's, beside others): a control starting elsewhere is
  /// skipped; `nil` for the whole width.
  var columns: Range<Int>?

  private var frameHeight = 0
  /// Whether the highlight is the default one, following the frames.
  private(set) var followsDefault = true
  /// What the frame shown shows, such as the navigation state.
  private(set) var screen: String?
  /// The control a person highlighted on each screen.
  private var remembered: [String: Control] = [:]

  /// A model showing nothing.
  public init() {}

  /// The highlighted control, if any.
  public var highlighted: Control? {
    highlightedIndex.map { controls[$0] }
  }

  /// Shows `frame` in a viewport `viewportHeight` lines tall (at least 1); `screen` names what it
  /// shows, such as the navigation state, so that coming back brings back its highlight.
  public mutating func show(_ frame: Frame, viewportHeight: Int, screen: String? = nil) {
    let previous = self
    controls = frame.controls
    frameHeight = frame.lines.count
    viewport.height = max(viewportHeight, 1)
    let isNewScreen = screen != previous.screen
    if let oldScreen = previous.screen {
      // Only a chosen highlight is kept: a default one could hide the list's own default.
      remembered[oldScreen] =
        previous.followsDefault ? nil : previous.highlighted
    }
    self.screen = screen
    if isNewScreen {
      viewport.top = 0
      let restored = screen.flatMap { remembered[$0] }.flatMap(index(of:))
      followsDefault = restored == nil
      highlightedIndex = restored ?? defaultIndex()
    } else if followsDefault {
      highlightedIndex = defaultIndex()
    } else if let continued = continuedIndex(from: previous) {
      highlightedIndex = continued
    } else {
      followsDefault = true
      highlightedIndex = defaultIndex()
    }
    scrollToHighlight()
  }

  /// Moves the highlight (or, on a frame without controls, the viewport) as `movement` says.
  public mutating func move(_ movement: SelectionMovement) {
    guard let current = highlightedIndex else {
      scroll(by: movement)
      return
    }
    followsDefault = false
    switch movement {
    case .next:
      guard let next = controls.indices[(current + 1)...].first(where: isInColumns) else {
        // At the last control: scroll on, keeping it in view.
        viewport.top = max(min(viewport.top + 1, maximumTop, controls[current].line), 0)
        return
      }
      highlightedIndex = next
    case .previous:
      guard let previous = controls.indices[..<current].last(where: isInColumns) else {
        // At the first control: scroll back, keeping it in view.
        let lowest = controls[current].line - viewport.height + 1
        viewport.top = min(max(viewport.top - 1, lowest, 0), maximumTop)
        return
      }
      highlightedIndex = previous
    case .pageDown:
      let target = controls[current].line + viewport.height
      let later = controls.indices.filter { $0 > current && isInColumns($0) }
      highlightedIndex = later.last { controls[$0].line <= target } ?? later.first ?? current
    case .pageUp:
      let target = controls[current].line - viewport.height
      let earlier = controls.indices.filter { $0 < current && isInColumns($0) }
      highlightedIndex = earlier.first { controls[$0].line >= target } ?? earlier.last ?? current
    case .first:
      highlightedIndex = controls.indices.first(where: isInColumns) ?? current
    case .last:
      highlightedIndex = controls.indices.last(where: isInColumns) ?? current
    }
    scrollToHighlight()
  }

  /// Whether the control at `index` starts in ``columns``.
  private func isInColumns(_ index: Int) -> Bool {
    columns?.contains(controls[index].columns.lowerBound) ?? true
  }

  /// Highlights the control with `shortcut`; returns `false`, changing nothing, when there is none.
  @discardableResult
  public mutating func highlight(shortcut: String) -> Bool {
    guard let index = controls.firstIndex(where: { $0.shortcut == shortcut }) else { return false }
    followsDefault = false
    highlightedIndex = index
    scrollToHighlight()
    return true
  }

  // MARK: Windows of a longer frame

  // For ``ScreenSelection``, which runs the model over a window of a frame's lines.

  /// The shortcut of the control highlighted when `screen` was last left, if any.
  func rememberedShortcut(for screen: String?) -> String? {
    screen.flatMap { remembered[$0]?.shortcut }
  }

  /// Takes `frame`, a window starting `shift` lines lower, keeping highlight and viewport put.
  mutating func rebase(on frame: Frame, shiftingLinesBy shift: Int) {
    let key = highlighted
    controls = frame.controls
    frameHeight = frame.lines.count
    viewport.top -= shift
    highlightedIndex = key.flatMap(index(of:)) ?? (controls.isEmpty ? nil : highlightedIndex)
  }

  /// Takes `frame`, a window elsewhere, highlighting `shortcut` as if scrolled from above or below.
  mutating func jump(to shortcut: String, in frame: Frame, fromAbove: Bool) {
    controls = frame.controls
    frameHeight = frame.lines.count
    viewport.top = fromAbove ? -Self.farAway : Self.farAway
    if !highlight(shortcut: shortcut) {
      highlightedIndex = nil
      scrollToHighlight()
    }
  }

  /// A number of lines farther than any window reaches.
  static let farAway = 1 << 40

  // MARK: Keeping the highlight

  /// The highlight carried over from the previous frame of the same screen.
  private func continuedIndex(from previous: SelectionModel) -> Int? {
    guard let oldIndex = previous.highlightedIndex else { return nil }
    let old = previous.controls[oldIndex]
    guard let index = index(of: old) else {
      // The highlighted item went away with its menu: back to the menu.
      let menu = previous.controls[..<oldIndex].last { $0.role == .menu }
      return old.role == .menuItem ? menu.flatMap(index(of:)) : nil
    }
    let menuOpened =
      old.role == .menu && index + 1 < controls.count && controls[index + 1].role == .menuItem
      && !(oldIndex + 1 < previous.controls.count
        && previous.controls[oldIndex + 1].role == .menuItem)
    return menuOpened ? index + 1 : index
  }

  /// The control with the shortcut, role and title of `key`, else its shortcut and role.
  private func index(of key: Control) -> Int? {
    controls.firstIndex {
      $0.shortcut == key.shortcut && $0.role == key.role && $0.title == key.title
    }
      ?? controls.firstIndex { $0.shortcut == key.shortcut && $0.role == key.role }
  }

  private func defaultIndex() -> Int? {
    for isPreferred in Control.startPreferences {
      if let index = controls.firstIndex(where: isPreferred) { return index }
    }
    return controls.isEmpty ? nil : 0
  }

  // MARK: Scrolling

  private var maximumTop: Int { max(frameHeight - viewport.height, 0) }

  /// The highlighted control's line and those below it up to the next control's, three at most.
  private var highlightedLines: Range<Int>? {
    guard let index = highlightedIndex else { return nil }
    let line = controls[index].line
    let nextLine = controls[(index + 1)...].first { $0.line > line }?.line ?? frameHeight
    return line..<max(min(nextLine, line + 3, frameHeight), line + 1)
  }

  private mutating func scrollToHighlight() {
    if let lines = highlightedLines {
      if lines.upperBound <= viewport.height {
        viewport.top = 0
      } else if lines.lowerBound < viewport.top {
        viewport.top = lines.lowerBound
      } else if lines.upperBound > viewport.top + viewport.height {
        viewport.top = min(lines.upperBound - viewport.height, lines.lowerBound)
      }
    }
    viewport.top = min(max(viewport.top, 0), maximumTop)
  }

  private mutating func scroll(by movement: SelectionMovement) {
    switch movement {
    case .next: viewport.top += 1
    case .previous: viewport.top -= 1
    case .pageDown: viewport.top += viewport.height
    case .pageUp: viewport.top -= viewport.height
    case .first: viewport.top = 0
    case .last: viewport.top = maximumTop
    }
    viewport.top = min(max(viewport.top, 0), maximumTop)
  }
}

/// How a key moves the highlight of a ``SelectionModel``.
public enum SelectionMovement: Hashable, Sendable {
  /// Down, right, `j`, Tab.
  case next
  /// Up, left, `k`, Shift-Tab.
  case previous
  /// Page Down.
  case pageDown
  /// Page Up.
  case pageUp
  /// Home.
  case first
  /// End.
  case last

  /// The movement `key` asks for, or `nil` when it is not a movement key.
  public init?(key: Key) {
    switch key {
    case .down, .right, .tab, .character("j"): self = .next
    case .up, .left, .backTab, .character("k"): self = .previous
    case .pageDown: self = .pageDown
    case .pageUp: self = .pageUp
    case .home: self = .first
    case .end: self = .last
    default: return nil
    }
  }
}
