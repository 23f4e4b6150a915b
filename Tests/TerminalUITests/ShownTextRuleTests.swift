import Testing

@testable import TerminalUI

/// One rule for what a screen draws of a character (``DisplayWidth/shown(_:)``): measured,
/// wrapped and written alike, so that no border moves.
@Suite(.timeLimit(.minutes(5))) struct ShownTextRuleTests {
  /// Each case is the scalars of one character and what is shown of it (`nil`: nothing).
  @Test(
    arguments: [
      ([0x41, 0x200D], "A"), ([0xFFFF], nil), ([0xFDD0], nil), ([0x0378], nil), ([0x85], " "),
      ([0x2028], " "), ([0x2029], " "), ([0x09], " "), ([0x65, 0x301], "e\u{301}"),
      ([0x1F469, 0x200D, 0x1F469, 0x200D, 0x1F467], "👩\u{200D}👩\u{200D}👧"), ([0x78], "x"),
    ] as [([UInt32], String?)])
  func eachCharacterIsShownByOneRule(scalars: [UInt32], shown: String?) throws {
    var text = String.UnicodeScalarView()
    for value in scalars { text.append(try #require(Unicode.Scalar(value))) }
    let character = try #require(String(text).first)
    #expect(String(text).count == 1)
    #expect(DisplayWidth.shown(character).map(String.init) == shown)
  }

  /// A joiner outside an emoji, a noncharacter or an unassigned code point made a terminal draw
  /// one column fewer than the layout counted, so a sheet's corner came out as `┐─`.
  @Test func noCellEndsOnABareJoinerOrHoldsWhatTerminalsDisagreeOn() {
    let text = "A\u{200D}B\u{FFFF}C\u{0378}D"
    #expect(text.displayWidth == 4)
    var writer = LineWriter(width: 6)
    writer.write(text)
    writer.write("|")
    let cells = writer.finish()
    #expect(cells.map(\.character).joined() == "ABCD| ")
    #expect(!cells.contains { $0.character.unicodeScalars.contains { $0.value == 0x200D } })
  }

  /// NEL, U+2028, U+2029 and tab broke a list row, made two toolbar lines, or vanished
  /// (`Tabhere`); now every screen shows a space.
  @Test @MainActor func lineSeparatorsAndTabsAreSpacesOnEveryScreen() {
    let text = "Tab\there\u{85}next\u{2028}line\u{2029}end"
    #expect(TextLayout.lines(of: text, width: 40) == ["Tab here next line end"])
    #expect(TextLayout.idealWidth(of: text) == 22)
    #expect(TextLayout.truncated(text, width: 40) == text)
    #expect(Text(text).renderedText(width: 40) == "Tab here next line end")
    #expect(TextLayout.lines(of: "one\ntwo", width: 10) == ["one", "two"])
  }
}
