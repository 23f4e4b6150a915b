import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite(.timeLimit(.minutes(5))) struct VirtualTerminalTests {
  @Test func theAlternateScreenKeepsTheMainScreenAndCursor() {
    var terminal = VirtualTerminal(rows: 3, columns: 10)
    terminal.feed("shell$ ")
    terminal.feed("\u{1B}[?1049h\u{1B}[?25l")
    #expect(terminal.isAlternateScreen)
    #expect(terminal.text == "\n\n")
    terminal.feed("\u{1B}[2;3Happ")
    #expect(terminal.text(ofLine: 1) == "  app")
    terminal.feed("\u{1B}[?1049l\u{1B}[?25h")
    #expect(terminal.text == "shell$\n\n")
    #expect(terminal.cursorColumn == 7)
    #expect(terminal.isCursorVisible)
  }

  @Test func writingTheLastColumnWrapsOnlyWithTheNextCharacter() {
    var terminal = VirtualTerminal(rows: 2, columns: 3)
    terminal.feed("abc")
    #expect(terminal.cursorRow == 0)
    terminal.feed("d")
    #expect(terminal.text == "abc\nd")
    terminal.feed("ef\u{1B}[H")
    #expect(terminal.text == "abc\ndef")
  }

  @Test func stylesAndColoursAreParsed() {
    var terminal = VirtualTerminal(rows: 1, columns: 10)
    terminal.feed("\u{1B}[0;1;7;38;5;208;48;2;1;2;3mx\u{1B}[22;27;39my\u{1B}[0mz")
    #expect(
      terminal.lines[0][0].style
        == Style(foreground: .ansi256(208), background: .rgb(1, 2, 3), bold: true, inverse: true))
    #expect(terminal.lines[0][1].style == Style(background: .rgb(1, 2, 3)))
    #expect(terminal.lines[0][2].style == .plain)
    #expect(terminal.inverseText == ["x"])
  }

  @Test func wideCharactersTakeTwoCellsAndSequencesMaySplitAcrossFeeds() {
    var terminal = VirtualTerminal(rows: 1, columns: 6)
    let bytes = Array("a葡\u{1B}[1;5Hb".utf8)
    for byte in bytes { terminal.feed([byte]) }
    #expect(terminal.lines[0].map(\.character) == ["a", "葡", "", " ", "b", " "])
  }

  @Test func bracketedPasteModeIsTracked() {
    var terminal = VirtualTerminal(rows: 2, columns: 4)
    #expect(!terminal.isBracketedPaste)
    terminal.feed("\u{1B}[?2004h")
    #expect(terminal.isBracketedPaste)
    terminal.feed("\u{1B}[?2004l")
    #expect(!terminal.isBracketedPaste)
    #expect(terminal.unsupported.isEmpty)
  }

  @Test func erasingUsesTheBackgroundAndUnknownSequencesAreRecorded() {
    var terminal = VirtualTerminal(rows: 2, columns: 4)
    terminal.feed("abcd\u{1B}[2;1Hefgh\u{1B}[1;3H\u{1B}[K\u{1B}[5n\u{1B}[?1000h")
    #expect(terminal.text == "ab\nefgh")
    #expect(terminal.unsupported == ["CSI 5n", "CSI ?1000h"])
  }
}
