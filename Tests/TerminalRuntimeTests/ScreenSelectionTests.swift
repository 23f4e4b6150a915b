import Testing

@testable import TerminalRuntime
@testable import TerminalUI

/// A screen like the grape list: a title and a toolbar button above a list whose rows are
/// buttons one to three lines tall (row `k` has `k % 3 + 1` lines), and a line of text below.
struct NumberedRows: View {
  let count: Int
  var selected: ((Int) -> Void)?

  var body: some View {
    VStack(spacing: 1) {
      List(0..<count, id: \.self) { index in
        Button(action: { selected?(index) }) {
          Text(Self.label(index))
        }
      }
      Text("The end of the list.")
    }
    .navigationTitle("Rows")
    .toolbar { Button("Menu") {} }
  }

  /// Row `index`'s label: its name, then a line more per step of `index % 3`.
  static func label(_ index: Int) -> String {
    (["Row \(index + 1)"] + Array(repeating: "more", count: index % 3)).joined(separator: "\n")
  }

  /// The frame's geometry without drawing it: the bar's two lines, each row's lines, a blank line
  /// and the closing text; the toolbar button `m`, then the rows numbered from 1.
  static func outline(count: Int) -> Frame {
    var controls = [Control(shortcut: "m", title: "Menu", role: .toolbar, line: 0, columns: 0..<8)]
    var line = 2
    for index in 0..<count {
      controls.append(
        Control(
          shortcut: String(index + 1), title: "", role: .row, line: line, columns: 0..<8))
      line += index % 3 + 1
    }
    let blank = [Cell.blank()]
    return Frame(
      width: 1, lines: Array(repeating: blank, count: line + 2), controls: controls)
  }
}

/// A small, seeded generator, so every run makes the same moves.
struct SplitMix {
  var state: UInt64

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    value ^= value >> 31
    return Int(value % UInt64(bound))
  }
}

/// One thing a person does on a full-screen list.
enum ListStep: CustomStringConvertible {
  case move(SelectionMovement)
  case number(Int)
  case redraw

  var description: String {
    switch self {
    case .move(let movement): "\(movement)"
    case .number(let number): "type \(number)"
    case .redraw: "redraw"
    }
  }

  static func random(_ generator: inout SplitMix, count: Int) -> ListStep {
    switch generator.next(below: 20) {
    case 0..<6: return .move(.next)
    case 6..<9: return .move(.previous)
    case 9..<12: return .move(.pageDown)
    case 12..<14: return .move(.pageUp)
    case 14: return .move(.first)
    case 15: return .move(.last)
    case 16..<18: return .number(generator.next(below: count) + 1)
    default: return .redraw
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScreenSelectionTests {
  /// Runs the same steps through a ``ScreenSelection`` over the lazily drawn list and through a
  /// ``SelectionModel`` over the whole frame, and checks after each that the terminal would show
  /// the same thing with the same control highlighted.
  private func expectSameAsWholeFrame(count: Int, height: Int, steps: Int, seed: UInt64) {
    let host = ViewHost(NumberedRows(count: count))
    let lazy = host.renderLazily(width: 24)
    let whole = lazy.frame
    var selection = ScreenSelection()
    var reference = SelectionModel()
    selection.show(lazy, viewportHeight: height, screen: "rows")
    reference.show(whole, viewportHeight: height, screen: "rows")
    var generator = SplitMix(state: seed)
    for index in 0..<steps {
      let step = ListStep.random(&generator, count: count)
      take(step, host: host, height: height, &selection, &reference, referenceFrame: whole)
      let expected = reference.highlighted.map { whole.highlighting($0) } ?? whole
      let shown = selection.visibleFrame(highlighting: true)
      let wanted = expected.visible(in: reference.viewport)
      #expect(
        selection.highlighted?.shortcut == reference.highlighted?.shortcut,
        "step \(index), \(step)")
      #expect(shown.plainText == wanted.plainText, "step \(index), \(step)")
      #expect(
        shown.controls == wanted.controls
          && shown.lines.map { $0.map(\.style) }
            == wanted.lines.map { $0.map(\.style) },
        "step \(index), \(step): the same text, styled or placed differently")
      if shown != wanted { return }
    }
  }

  /// Takes `step` with both selections; a redraw renders `host` again for the lazy one and shows
  /// the reference `referenceFrame` again.
  private func take(
    _ step: ListStep,
    host: ViewHost,
    height: Int,
    _ selection: inout ScreenSelection,
    _ reference: inout SelectionModel,
    referenceFrame: Frame
  ) {
    switch step {
    case .move(let movement):
      selection.move(movement)
      reference.move(movement)
    case .number(let number):
      selection.highlight(shortcut: String(number))
      reference.highlight(shortcut: String(number))
    case .redraw:
      selection.show(host.renderLazily(width: 24), viewportHeight: height, screen: "rows")
      reference.show(referenceFrame, viewportHeight: height, screen: "rows")
    }
  }

  @Test(arguments: [(10, 7), (10, 40), (1000, 7), (1000, 23)])
  func movingOverALazyListShowsWhatTheWholeFrameWould(count: Int, height: Int) {
    expectSameAsWholeFrame(count: count, height: height, steps: 300, seed: UInt64(count * height))
  }

  @Test func theOutlineIsTheFramesGeometry() {
    let whole = ViewHost(NumberedRows(count: 10)).render(width: 24)
    let outline = NumberedRows.outline(count: 10)
    #expect(whole.lines.count == outline.lines.count)
    #expect(whole.controls.map(\.shortcut) == outline.controls.map(\.shortcut))
    #expect(whole.controls.map(\.line) == outline.controls.map(\.line))
  }

  /// At 100,000 rows the whole frame is not drawn; the reference model runs over its outline
  /// (the same lines and controls, without text), and the highlight and the controls on screen
  /// must agree after every step.
  @Test func aHundredThousandRowsMoveAsTheWholeFrameWould() {
    let count = 100_000
    let host = ViewHost(NumberedRows(count: count))
    let outline = NumberedRows.outline(count: count)
    var selection = ScreenSelection()
    var reference = SelectionModel()
    selection.show(host.renderLazily(width: 24), viewportHeight: 23, screen: "rows")
    reference.show(outline, viewportHeight: 23, screen: "rows")
    var generator = SplitMix(state: 15)
    for index in 0..<200 {
      let step = ListStep.random(&generator, count: count)
      take(step, host: host, height: 23, &selection, &reference, referenceFrame: outline)
      let onScreen = selection.visibleFrame(highlighting: false).controls
      let expected = reference.controls.filter { reference.viewport.lines.contains($0.line) }
      #expect(
        selection.highlighted?.shortcut == reference.highlighted?.shortcut,
        "step \(index), \(step)")
      #expect(
        onScreen.map { "\($0.shortcut)@\($0.line)" }
          == expected.map { "\($0.shortcut)@\($0.line - reference.viewport.top)" },
        "step \(index), \(step)")
      if selection.highlighted?.shortcut != reference.highlighted?.shortcut { return }
    }
  }

  @Test func endShowsTheLastRowsAndHomeTheTop() {
    let host = ViewHost(NumberedRows(count: 100_000))
    var selection = ScreenSelection()
    selection.show(host.renderLazily(width: 24), viewportHeight: 10, screen: "rows")
    #expect(selection.highlighted?.shortcut == "1")
    selection.move(.last)
    #expect(selection.highlighted?.shortcut == "100000")
    #expect(
      selection.visibleFrame(highlighting: false).plainText
        .hasSuffix(
          "[99999] Row 99999\n        more\n        more\n[100000] Row 100000\n\nThe end of the list."
        ))
    selection.move(.first)
    #expect(selection.highlighted?.shortcut == "m")
    #expect(selection.visibleFrame(highlighting: false).plainText.hasPrefix("Rows"))
  }

  @Test func typingARowsNumberJumpsToItAndSelectingItRunsItsAction() {
    var chosen: [Int] = []
    let host = ViewHost(NumberedRows(count: 100_000) { chosen.append($0) })
    let frame = host.renderLazily(width: 24)
    var selection = ScreenSelection()
    selection.show(frame, viewportHeight: 10, screen: "rows")
    #expect(frame.match("5") == ShortcutMatch(isShortcut: true, startsLongerShortcut: true))
    #expect(frame.match("100000") == ShortcutMatch(isShortcut: true, startsLongerShortcut: false))
    #expect(frame.match("100001") == ShortcutMatch(isShortcut: false, startsLongerShortcut: false))
    let found = selection.highlight(shortcut: "50000")
    #expect(found)
    #expect(selection.highlighted?.shortcut == "50000")
    #expect(selection.visibleFrame(highlighting: false).plainText.contains("[50000] Row 50000"))
    #expect(host.perform("50000"))
    #expect(chosen == [49_999])
  }
}
