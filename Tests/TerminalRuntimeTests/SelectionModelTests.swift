import Testing

@testable import TerminalRuntime
@testable import TerminalUI

@Suite(.timeLimit(.minutes(5))) struct SelectionModelTests {
  /// A frame `height` lines tall with a control per `(shortcut, role, line)`.
  private static func frame(height: Int, _ controls: [(String, ControlRole, Int)]) -> Frame {
    var frame = Frame.blank(width: 20, height: height)
    frame.controls = controls.map { shortcut, role, line in
      Control(
        shortcut: shortcut, title: "title \(shortcut)", role: role, line: line, columns: 0..<8)
    }
    return frame
  }

  /// The grape list: the toolbar menu, then three rows of two lines each.
  private static let list = frame(
    height: 8, [("m", .menu, 0), ("1", .row, 2), ("2", .row, 4), ("3", .row, 6)])

  /// The list with its menu open: items under the menu, before the rows.
  private static let listWithMenu = frame(
    height: 12,
    [
      ("m", .menu, 0), ("p", .menuItem, 1), ("e", .menuItem, 2), ("s", .menuItem, 3),
      ("1", .row, 6), ("2", .row, 8), ("3", .row, 10),
    ])

  /// A pushed screen: back, a toolbar item and a button.
  private static let details = frame(
    height: 6, [("b", .back, 0), ("e", .toolbar, 0), ("p", .button, 5)])

  /// A list of `count` rows three lines apart.
  private static func longList(_ count: Int) -> Frame {
    frame(height: count * 3, (0..<count).map { (String($0 + 1), .row, $0 * 3) })
  }

  @Test func startsOnTheFirstRowOfAList() {
    var selection = SelectionModel()
    selection.show(Self.list, viewportHeight: 10)
    #expect(selection.highlighted?.shortcut == "1")
  }

  @Test(
    arguments: [
      ([("b", ControlRole.back, 0), ("e", .toolbar, 0), ("p", .button, 5)], "e"),
      ([("x", .close, 0), ("p", .button, 3)], "p"),
      ([("b", .back, 0), ("x", .close, 0)], "b"),
    ] as [([(String, ControlRole, Int)], String)])
  func startsOnARowElseAToolbarItemElseAButtonElseTheFirstControl(
    controls: [(String, ControlRole, Int)], expected: String
  ) {
    var selection = SelectionModel()
    selection.show(Self.frame(height: 6, controls), viewportHeight: 10)
    #expect(selection.highlighted?.shortcut == expected)
  }

  @Test func neverStartsOnACancelButtonWhileThereIsAnother() {
    var frame = Self.frame(height: 6, [("c", .toolbar, 0), ("1", .button, 3), ("2", .button, 4)])
    frame.controls[0].isCancel = true
    var selection = SelectionModel()
    selection.show(frame, viewportHeight: 10)
    #expect(selection.highlighted?.shortcut == "1")
  }

  @Test func theDefaultHighlightFollowsTheFramesUntilMoved() {
    var selection = SelectionModel()
    selection.show(Self.frame(height: 2, [("m", .menu, 0)]), viewportHeight: 10)
    #expect(selection.highlighted?.shortcut == "m")
    selection.show(Self.list, viewportHeight: 10)
    #expect(selection.highlighted?.shortcut == "1")
    selection.move(.first)
    selection.show(Self.list, viewportHeight: 10)
    #expect(selection.highlighted?.shortcut == "m")
  }

  @Test func movesThroughTheControlsInOrderAndStopsAtTheEnds() {
    var selection = SelectionModel()
    selection.show(Self.list, viewportHeight: 10)
    var visited: [String] = []
    for _ in 0..<4 {
      selection.move(.next)
      visited.append(selection.highlighted?.shortcut ?? "")
    }
    #expect(visited == ["2", "3", "3", "3"])
    for _ in 0..<5 { selection.move(.previous) }
    #expect(selection.highlighted?.shortcut == "m")
  }

  @Test func theHighlightStaysOnTheSameControlInTheNextFrame() {
    var selection = SelectionModel()
    selection.show(Self.list, viewportHeight: 10)
    selection.move(.next)
    var moved = Self.list
    moved.controls = moved.controls.map { control in
      var control = control
      control.line += 1
      return control
    }
    selection.show(moved, viewportHeight: 10)
    #expect(selection.highlighted?.shortcut == "2")
    #expect(selection.highlighted?.line == 5)
  }

  @Test func openingAMenuHighlightsItsFirstItemAndClosingItReturnsToTheMenu() {
    var selection = SelectionModel()
    selection.show(Self.list, viewportHeight: 20)
    selection.move(.first)
    #expect(selection.highlighted?.shortcut == "m")
    selection.show(Self.listWithMenu, viewportHeight: 20)
    #expect(selection.highlighted?.shortcut == "p")
    selection.move(.next)
    #expect(selection.highlighted?.role == .menuItem)
    selection.show(Self.list, viewportHeight: 20)
    #expect(selection.highlighted?.shortcut == "m")
  }

  @Test func comingBackToAScreenBringsBackItsHighlight() {
    var selection = SelectionModel()
    selection.show(Self.list, viewportHeight: 10, screen: "root")
    selection.move(.next)
    selection.show(Self.details, viewportHeight: 10, screen: "root/2")
    #expect(selection.highlighted?.shortcut == "e")
    selection.show(Self.list, viewportHeight: 10, screen: "root")
    #expect(selection.highlighted?.shortcut == "2")
  }

  @Test func aNewScreenStartsAtItsTop() {
    var selection = SelectionModel()
    selection.show(Self.longList(20), viewportHeight: 10, screen: "long")
    selection.move(.last)
    #expect(selection.viewport.top > 0)
    selection.show(Self.details, viewportHeight: 10, screen: "other")
    #expect(selection.viewport.top == 0)
  }

  @Test(arguments: [SelectionMovement.next, .previous, .pageDown, .pageUp, .first, .last])
  func everyMovementKeepsTheHighlightedRowInView(first: SelectionMovement) {
    var selection = SelectionModel()
    selection.show(Self.longList(20), viewportHeight: 7)
    let movements = [first, .next, .next, .pageDown, .next, .pageUp, .previous, .last, .pageUp]
    for movement in movements + movements.reversed() {
      selection.move(movement)
      let lines = selection.viewport.lines
      let highlighted = selection.highlighted?.line ?? -1
      #expect(lines.contains(highlighted), "after \(movement)")
      // The row's second line (its subtitle) shows too.
      #expect(lines.contains(highlighted + 1), "after \(movement)")
      #expect(selection.viewport.top >= 0 && lines.upperBound <= 60)
    }
  }

  @Test func pagesMoveByTheViewportsHeight() {
    var selection = SelectionModel()
    selection.show(Self.longList(20), viewportHeight: 9)
    selection.move(.pageDown)
    #expect(selection.highlighted?.shortcut == "4")
    selection.move(.pageDown)
    #expect(selection.highlighted?.shortcut == "7")
    selection.move(.pageUp)
    #expect(selection.highlighted?.shortcut == "4")
    selection.move(.last)
    #expect(selection.highlighted?.shortcut == "20")
    #expect(selection.viewport == Viewport(top: 51, height: 9))
    selection.move(.first)
    #expect(selection.highlighted?.shortcut == "1")
    #expect(selection.viewport.top == 0)
  }

  @Test func movingUpToTheFirstPageShowsTheTop() {
    var selection = SelectionModel()
    var frame = Self.longList(10)
    frame.lines.insert(contentsOf: Frame.blank(width: 20, height: 3).lines, at: 0)
    frame.controls = frame.controls.map { control in
      var control = control
      control.line += 3
      return control
    }
    selection.show(frame, viewportHeight: 8)
    selection.move(.last)
    selection.move(.first)
    #expect(selection.viewport.top == 0)
  }

  @Test func aFrameWithoutControlsScrolls() {
    var selection = SelectionModel()
    selection.show(Self.frame(height: 20, []), viewportHeight: 5)
    #expect(selection.highlighted == nil)
    selection.move(.next)
    #expect(selection.viewport.top == 1)
    selection.move(.pageDown)
    #expect(selection.viewport.top == 6)
    selection.move(.last)
    #expect(selection.viewport.top == 15)
    selection.move(.next)
    #expect(selection.viewport.top == 15)
    selection.move(.first)
    #expect(selection.viewport.top == 0)
    selection.move(.previous)
    #expect(selection.viewport.top == 0)
  }

  @Test func aShortcutCanBeHighlightedDirectly() {
    var selection = SelectionModel()
    selection.show(Self.list, viewportHeight: 10)
    let found = selection.highlight(shortcut: "3")
    #expect(found)
    #expect(selection.highlighted?.shortcut == "3")
    let missing = selection.highlight(shortcut: "9")
    #expect(!missing)
    #expect(selection.highlighted?.shortcut == "3")
  }

  @Test(
    arguments: [
      (Key.down, SelectionMovement?.some(.next)), (.character("j"), .next), (.right, .next),
      (.tab, .next), (.up, .previous), (.character("k"), .previous), (.left, .previous),
      (.backTab, .previous), (.pageDown, .pageDown), (.pageUp, .pageUp), (.home, .first),
      (.end, .last), (.enter, nil), (.character("q"), nil), (.escape, nil),
    ] as [(Key, SelectionMovement?)])
  func keysMapToMovements(key: Key, movement: SelectionMovement?) {
    #expect(SelectionMovement(key: key) == movement)
  }
}

@Suite(.timeLimit(.minutes(5))) struct ShortcutEntryTests {
  private static let shortcuts = (1...12).map(String.init) + ["m", "e", "a", "aa"]

  /// What `prefix` matches among ``shortcuts``, as a frame answers.
  private static func match(_ prefix: String) -> ShortcutMatch {
    ShortcutMatch(
      isShortcut: shortcuts.contains(prefix),
      startsLongerShortcut: shortcuts.contains { $0.count > prefix.count && $0.hasPrefix(prefix) })
  }

  @Test func aShortcutNothingLongerStartsWithActsAtOnce() {
    var entry = ShortcutEntry()
    #expect(entry.type("2", matching: Self.match) == .activate("2"))
    #expect(entry.type("E", matching: Self.match) == .activate("e"))
    #expect(!entry.isWaiting)
  }

  @Test func aDigitThatStartsALongerShortcutWaitsForTheNext() {
    var entry = ShortcutEntry()
    #expect(entry.type("1", matching: Self.match) == .waiting(typed: "1", exactMatch: "1"))
    #expect(entry.isWaiting)
    #expect(entry.type("0", matching: Self.match) == .activate("10"))
    #expect(!entry.isWaiting)
  }

  @Test func enterTakesTheShorterShortcut() {
    var entry = ShortcutEntry()
    _ = entry.type("1", matching: Self.match)
    #expect(entry.confirm(matching: Self.match) == "1")
    #expect(!entry.isWaiting)
    #expect(entry.confirm(matching: Self.match) == nil)
  }

  @Test func aCharacterThatLeadsNowhereEndsTheEntry() {
    var entry = ShortcutEntry()
    _ = entry.type("1", matching: Self.match)
    #expect(entry.type("5", matching: Self.match) == .noMatch("15"))
    #expect(!entry.isWaiting)
    #expect(entry.type("z", matching: Self.match) == .noMatch("z"))
  }

  @Test func lettersWaitToo() {
    var entry = ShortcutEntry()
    #expect(entry.type("a", matching: Self.match) == .waiting(typed: "a", exactMatch: "a"))
    #expect(entry.type("a", matching: Self.match) == .activate("aa"))
  }

  @Test func backspaceAndEscapeEdit() {
    var entry = ShortcutEntry()
    _ = entry.type("1", matching: Self.match)
    entry.deleteLast()
    #expect(!entry.isWaiting)
    _ = entry.type("1", matching: Self.match)
    entry.cancel()
    #expect(entry.typed.isEmpty)
    #expect(entry.type("2", matching: Self.match) == .activate("2"))
  }
}
