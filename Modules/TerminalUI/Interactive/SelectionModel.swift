/// Which control of a frame is highlighted, and which lines of the frame a terminal shows: the
/// state behind moving with the arrow keys in a full-screen app.
///
/// The model is a value that knows only controls and line numbers, so every rule below is tested
/// without a terminal.
///
/// ```swift
/// var selection = SelectionModel()
/// selection.show(frame, viewportHeight: 23)
/// selection.move(.next)                          // the down arrow
/// if let control = selection.highlighted { host.perform(control.shortcut) }   // Enter
/// ```
///
/// - Moving goes through ``Frame/controls`` in order (top to bottom); it stops at either end
///   rather than wrapping. Page moves go by the viewport's height; Home and End go to the ends.
/// - Until a person moves it, the highlight is the default one below and follows the frames (so
///   a list that finishes loading gets its first row highlighted).
/// - When a new frame is shown, the highlight stays on the same control (same shortcut, role
///   and title) if it is still there. When a menu opens under the highlight, the highlight moves
///   to its first item; when the highlighted item goes away with its menu, back to the menu.
/// - On a different screen (a different `screen` key), the highlight returns to where a person
///   moved it when that screen was last shown, or starts on the first row of a list, else the first
///   text field, else the first toolbar item, else the first button, else the first control.
/// - The viewport scrolls as little as it can to keep the highlighted control, and the lines
///   below it up to the next control, in view; when they fit on the first page it shows the top.
public struct SelectionModel: Equatable, Sendable {
  /// The controls of the frame shown, in order.
  public private(set) var controls: [Control] = []
  /// The index in ``controls`` of the highlighted control; `nil` when there are no controls.
  private(set) var highlightedIndex: Int?
  /// The lines of the frame on screen.
  public internal(set) var viewport = Viewport(height: 1)

  private var frameHeight = 0
  private var followsDefault = true
  private var screen: String?
  private var remembered: [String: ControlKey] = [:]

  /// A model showing nothing.
  public init() {}

  /// The highlighted control, if any.
  public var highlighted: Control? {
    highlightedIndex.map { controls[$0] }
  }

  /// Shows `frame` in a viewport `viewportHeight` lines tall, keeping the highlight as described on
  /// the type.
  ///
  /// - Parameters:
  ///   - frame: The frame now on screen.
  ///   - viewportHeight: How many lines of it the terminal shows (at least 1 is used).
  ///   - screen: What the frame shows, such as a description of the navigation state, so that
  ///     coming back to a screen brings back its highlight; `nil` when not known.
  public mutating func show(_ frame: Frame, viewportHeight: Int, screen: String? = nil) {
    let previous = self
    controls = frame.controls
    frameHeight = frame.lines.count
    viewport.height = max(viewportHeight, 1)
    let isNewScreen = screen != previous.screen
    if let oldScreen = previous.screen {
      // Only a highlight a person chose is brought back: a default one (such as the toolbar's
      // menu, while a list was loading) would hide the list's own default.
      remembered[oldScreen] =
        previous.followsDefault ? nil : previous.highlighted.map(ControlKey.init)
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
      guard current + 1 < controls.count else {
        // At the last control: show more of what follows it, keeping it in view.
        viewport.top = max(min(viewport.top + 1, maximumTop, controls[current].line), 0)
        return
      }
      highlightedIndex = current + 1
    case .previous:
      guard current > 0 else {
        // At the first control: show more of what precedes it, keeping it in view.
        let lowest = controls[current].line - viewport.height + 1
        viewport.top = min(max(viewport.top - 1, lowest, 0), maximumTop)
        return
      }
      highlightedIndex = current - 1
    case .pageDown:
      let target = controls[current].line + viewport.height
      let later = controls.indices.filter { $0 > current }
      highlightedIndex = later.last { controls[$0].line <= target } ?? later.first ?? current
    case .pageUp:
      let target = controls[current].line - viewport.height
      let earlier = controls.indices.filter { $0 < current }
      highlightedIndex = earlier.first { controls[$0].line >= target } ?? earlier.last ?? current
    case .first:
      highlightedIndex = 0
    case .last:
      highlightedIndex = controls.count - 1
    }
    scrollToHighlight()
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

  // What ``ScreenSelection`` needs to run the model over a window of a frame's lines: every
  // decision of the model looks only at lines near the highlight and the viewport, so it is the
  // same over a window holding them as over the whole frame, once the window's lines are
  // renumbered from its top.

  /// Whether the highlight is the default one, following the frames.
  var followsDefaultHighlight: Bool { followsDefault }

  /// The screen last shown.
  var currentScreen: String? { screen }

  /// The shortcut of the control highlighted when `screen` was last left, if any.
  func rememberedShortcut(for screen: String?) -> String? {
    screen.flatMap { remembered[$0]?.shortcut }
  }

  /// Takes `frame`, a window over the same lines as the frame shown starting `shift` lines
  /// lower down, keeping the highlight on the same control and the viewport on the same lines.
  mutating func rebase(on frame: Frame, shiftingLinesBy shift: Int) {
    let key = highlighted.map(ControlKey.init)
    controls = frame.controls
    frameHeight = frame.lines.count
    viewport.top -= shift
    highlightedIndex = key.flatMap(index(of:)) ?? (controls.isEmpty ? nil : highlightedIndex)
  }

  /// Takes `frame`, a window over other lines of the frame shown, and highlights the control
  /// with `shortcut` in it as ``highlight(shortcut:)`` does, scrolling as if from a viewport
  /// entirely above the control's lines (`fromAbove`) or entirely below them.
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
    guard let index = index(of: ControlKey(old)) else {
      // The highlighted item went away with its menu: back to the menu.
      let menu = previous.controls[..<oldIndex].last { $0.role == .menu }
      return old.role == .menuItem ? menu.flatMap { index(of: ControlKey($0)) } : nil
    }
    let menuOpened =
      old.role == .menu && index + 1 < controls.count && controls[index + 1].role == .menuItem
      && !(oldIndex + 1 < previous.controls.count
        && previous.controls[oldIndex + 1].role == .menuItem)
    return menuOpened ? index + 1 : index
  }

  private func index(of key: ControlKey) -> Int? {
    controls.firstIndex { ControlKey($0) == key }
      ?? controls.firstIndex { $0.shortcut == key.shortcut && $0.role == key.role }
  }

  /// What a screen starts on, in order of preference: the first row, else the first enabled
  /// text field (a form starts where one types), else the first toolbar item, else the first
  /// button; else the first control.
  static let defaultHighlightPreferences: [@Sendable (Control) -> Bool] = [
    { $0.role == .row }, { $0.role.isField && $0.isEnabled }, { $0.role == .toolbar },
    { $0.role == .button },
  ]

  /// The control a screen starts on, as ``defaultHighlightPreferences`` says.
  private func defaultIndex() -> Int? {
    for isPreferred in Self.defaultHighlightPreferences {
      if let index = controls.firstIndex(where: isPreferred) { return index }
    }
    return controls.isEmpty ? nil : 0
  }

  // MARK: Scrolling

  private var maximumTop: Int { max(frameHeight - viewport.height, 0) }

  /// Lines of the highlighted control to keep in view: its own and those below it up to the next
  /// control's line, at most three in all.
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
  /// To the next control: the down and right arrows, `j`, Tab.
  case next
  /// To the previous control: the up and left arrows, `k`, Shift-Tab.
  case previous
  /// About a viewport's height down: Page Down.
  case pageDown
  /// About a viewport's height up: Page Up.
  case pageUp
  /// To the first control: Home.
  case first
  /// To the last control: End.
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

/// What identifies a control from one frame to the next.
private struct ControlKey: Hashable, Sendable {
  let shortcut: String
  let role: ControlRole
  let title: String

  init(_ control: Control) {
    shortcut = control.shortcut
    role = control.role
    title = control.title
  }
}
