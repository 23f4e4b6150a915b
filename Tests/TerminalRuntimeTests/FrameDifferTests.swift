import TerminalUITesting
import Testing

@testable import TerminalRuntime
@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(5))) struct FrameDifferTests {
  /// A frame of plain text lines, padded to `width`.
  private static func frame(_ lines: [String], width: Int) -> Frame {
    var frame = Frame.blank(width: width, height: lines.count)
    for (row, text) in lines.enumerated() {
      for (column, character) in text.enumerated() where column < width {
        frame.lines[row][column] = Cell(character: String(character))
      }
    }
    return frame
  }

  /// A terminal showing `frame`, drawn by a full redraw.
  private static func terminal(showing frame: Frame) -> VirtualTerminal {
    var terminal = VirtualTerminal(rows: frame.lines.count, columns: frame.width)
    terminal.feed(FrameDiffer.output(from: nil, to: frame))
    return terminal
  }

  @Test func aFullRedrawClearsAndDrawsEveryCell() {
    var frame = Self.frame(["Wine Grapes", "", "[1] Shiraz"], width: 14)
    frame.lines[0][0].style = Style(bold: true)
    frame = frame.highlighting(
      Control(shortcut: "1", title: "Shiraz", role: .row, line: 2, columns: 0..<10))
    let output = FrameDiffer.output(from: nil, to: frame)
    #expect(output.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    var terminal = VirtualTerminal(rows: 3, columns: 14)
    terminal.feed("garbage that the clear removes")
    terminal.feed(output)
    #expect(terminal.lines == frame.lines)
    #expect(terminal.style == .plain)
    #expect(terminal.unsupported.isEmpty)
  }

  /// `│`, `character`, ` x`, and `│` in the last of 12 columns, as a frame holds them.
  private static func bordered(_ character: String, then text: String = " x") -> Frame {
    var cells = [Cell(character: "│")]
    for each in [character] + text.map(String.init) {
      cells.append(Cell(character: each))
      if each.displayWidth == 2 { cells.append(Cell(character: "")) }
    }
    cells += Array(repeating: .blank(), count: 11 - cells.count) + [Cell(character: "│")]
    var frame = Frame.blank(width: 12, height: 1)
    frame.lines[0] = cells
    return frame
  }

  /// What follows a character terminals count differently is reached by an absolute move.
  ///
  /// The model terminal counts each scalar as xterm does: 🏳️‍🌈 three columns, 👍🏽 four, where the
  /// frame (as tmux) counts one and two; kitty would count ☺️ two. The border stays in its column
  /// all the same.
  @Test(arguments: ["☺️", "1️⃣", "🏳️‍🌈", "👍🏽", "👨‍👩‍👧", "🇫🇷", "a"])
  func aCharacterTerminalsCountDifferentlyNeverShiftsWhatFollows(character: String) {
    let first = Self.bordered(character)
    var terminal = Self.terminal(showing: first)
    let x = 1 + character.displayWidth + 1
    #expect(terminal.lines[0][x].character == "x", "\(terminal.text(ofLine: 0))")
    #expect(terminal.lines[0][(x + 1)..<11].allSatisfy { $0 == .blank() })
    #expect(terminal.lines[0][11].character == "│")

    let second = Self.bordered(character, then: " y")
    terminal.feed(FrameDiffer.output(from: first, to: second))
    #expect(terminal.lines[0][x].character == "y")
    #expect(terminal.lines[0][11].character == "│")

    // Only the character changes: the cell after it is written again, in case it was covered.
    let third = Self.bordered("b", then: " y")
    terminal.feed(FrameDiffer.output(from: second, to: third))
    terminal.feed(FrameDiffer.output(from: third, to: second))
    #expect(terminal.lines[0][x].character == "y")
    #expect(terminal.lines[0][11].character == "│")
  }

  @Test func nothingIsWrittenWhenNothingChanged() {
    let frame = Self.frame(["same", "lines"], width: 8)
    #expect(FrameDiffer.output(from: frame, to: frame).isEmpty)
  }

  @Test func onlyTheChangedCellsAreWrittenWithOneCursorMove() {
    let before = Self.frame(["abcdef", "ghijkl"], width: 8)
    let after = Self.frame(["abXdeY", "ghijkl"], width: 8)
    // Two changes three cells apart are one run: rewriting `de` is cheaper than a move.
    #expect(FrameDiffer.output(from: before, to: after) == "\u{1B}[1;3HXdeY")
  }

  @Test func distantChangesOnALineAreJoinedByARelativeMove() {
    let before = Self.frame(["a.........b"], width: 11)
    let after = Self.frame(["A.........B"], width: 11)
    #expect(FrameDiffer.output(from: before, to: after) == "\u{1B}[HA\u{1B}[9CB")
  }

  @Test func changesOnTheNextLinesStartUseCarriageReturnLineFeed() {
    let before = Self.frame(["ab", "cd"], width: 2)
    let after = Self.frame(["aX", "Yd"], width: 2)
    // After writing the last column the cursor position is unknown, so an absolute move.
    #expect(FrameDiffer.output(from: before, to: after) == "\u{1B}[1;2HX\u{1B}[2HY")
    let wide = Self.frame(["ab..", "cd.."], width: 4)
    let changed = Self.frame(["aX..", "Yd.."], width: 4)
    #expect(FrameDiffer.output(from: wide, to: changed) == "\u{1B}[1;2HX\r\nY")
  }

  @Test func aStyleSequenceIsWrittenOnlyWhereTheStyleChanges() {
    let before = Self.frame(["plain text"], width: 10)
    let after = before.restyled { _ in Style(bold: true) }
    let output = FrameDiffer.output(from: before, to: after)
    #expect(output == "\u{1B}[H\u{1B}[0;1mplain text\u{1B}[0m")
  }

  @Test func aTailThatBecameBlankIsErasedToTheEndOfTheLine() {
    let before = Self.frame(["Pinot Noir ›"], width: 20)
    let after = Self.frame(["Pinot"], width: 20)
    let output = FrameDiffer.output(from: before, to: after)
    #expect(output == "\u{1B}[1;7H\u{1B}[K")
    var terminal = Self.terminal(showing: before)
    terminal.feed(output)
    #expect(terminal.lines == after.lines)
  }

  @Test func controlCharactersInCellsAreNeverWrittenRaw() {
    var frame = Frame.blank(width: 4, height: 1)
    frame.lines[0][0] = Cell(character: "\u{1B}")
    frame.lines[0][1] = Cell(character: "\u{7}")
    let output = FrameDiffer.output(from: .blank(width: 4, height: 1), to: frame)
    #expect(output == "\u{1B}[H??")
  }

  @Test func aFrameOfAnotherSizeIsRedrawnWhole() {
    let small = Self.frame(["ab"], width: 2)
    let large = Self.frame(["ab", "cd"], width: 3)
    #expect(FrameDiffer.output(from: small, to: large) == FrameDiffer.output(from: nil, to: large))
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func anyFrameSequenceIsReproducedExactly(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let width = 9
    let height = 4
    var previous = Frame.blank(width: width, height: height)
    var terminal = Self.terminal(showing: previous)
    for step in 0..<300 {
      let next = random.mutation(of: previous, fresh: step % 50 == 0)
      terminal.feed(FrameDiffer.output(from: previous, to: next))
      #expect(terminal.lines == next.lines, "seed \(seed), step \(step)")
      #expect(terminal.style == .plain)
      if terminal.lines != next.lines { return }
      previous = next
    }
    #expect(terminal.unsupported.isEmpty)
  }

  @Test func movingAHighlightWritesFarFewerBytesThanARedraw() {
    let grapes = [
      ("Cabernet Sauvignon", "The most famous red wine grape variety on Earth"),
      ("Pinot Noir", "The dominant red wine grape of Burgundy"), ("Shiraz", "New World Syrah"),
      ("Merlot", "Soft, round and plummy"), ("Malbec", "The pride of Mendoza"),
      ("Grenache", "Sun-loving and generous"), ("Tempranillo", "The backbone of Rioja"),
    ]
    let list = VStack(alignment: .leading) {
      Text("Wine Grapes").font(.title)
      Text(String(repeating: "─", count: 80)).foregroundStyle(.secondary)
      List(grapes, id: \.0) { grape in
        Button(action: {}) {
          VStack(alignment: .leading) {
            Text(grape.0)
            Text(grape.1).font(.caption)
          }
        }
      }
    }
    let rendered = render(list, width: 80).frame.visible(in: Viewport(height: 24))
    let first = rendered.highlighting(rendered.controls[0])
    let second = rendered.highlighting(rendered.controls[1])
    let full = FrameDiffer.output(from: nil, to: second).utf8.count
    let diff = FrameDiffer.output(from: first, to: second).utf8.count
    #expect(diff * 8 < full, "diff \(diff) bytes, full redraw \(full) bytes")
    var terminal = Self.terminal(showing: first)
    terminal.feed(FrameDiffer.output(from: first, to: second))
    #expect(terminal.lines == second.lines)
    #expect(terminal.inverseText == ["[2] Pinot Noir"])
  }
}

/// A small deterministic generator of frames for property tests.
private struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
  }

  mutating func next(_ bound: Int) -> Int {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Int(state % UInt64(bound))
  }

  private static let characters = ["a", "b", " ", " ", "─", "葡", "🍷"]
  private static let styles = [
    Style.plain, Style(bold: true), Style(inverse: true), Style(foreground: .red),
    Style(background: .blue), Style(foreground: .ansi256(208), underline: true),
  ]

  /// `frame` with a few cells changed, or a new frame altogether when `fresh`.
  mutating func mutation(of frame: Frame, fresh: Bool) -> Frame {
    var result = frame
    let changes = fresh ? frame.width * frame.lines.count : 1 + next(6)
    for _ in 0..<changes {
      let row = next(frame.lines.count)
      let column = next(frame.width)
      let character = Self.characters[next(Self.characters.count)]
      let style = next(3) == 0 ? Self.styles[next(Self.styles.count)] : .plain
      write(character, style: style, into: &result.lines[row], at: column)
    }
    return result
  }

  /// Writes `character` as a frame would hold it: a wide one takes a continuation cell, and a
  /// wide character cut in half becomes a blank.
  private func write(_ character: String, style: Style, into line: inout [Cell], at column: Int) {
    let isWide = character.displayWidth == 2
    if isWide, column + 1 >= line.count { return }
    let end = column + (isWide ? 2 : 1)
    if line[column].isContinuation, column > 0 { line[column - 1] = .blank() }
    if end < line.count, line[end].isContinuation { line[end] = .blank() }
    line[column] = Cell(character: character, style: style)
    if isWide { line[column + 1] = Cell(character: "", style: style) }
  }
}
