import Testing

@testable import TerminalUI

@Suite(.timeLimit(.minutes(5))) struct DisplayWidthTests {
  @Test(
    arguments: [
      ("a", 1), (" ", 1), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("\u{200B}", 0), ("\t", 1),
      ("葡", 2), ("ｗ", 2), ("한", 2), ("カ", 2), ("🍷", 2), ("👍🏽", 2), ("👩‍👩‍👧", 2), ("🇫🇷", 2),
      ("❤", 1), ("☺︎", 1), ("─", 1), ("…", 1), ("›", 1),
    ] as [(Character, Int)])
  func characterWidth(character: Character, width: Int) {
    #expect(DisplayWidth.of(character) == width)
  }

  /// As tmux draws them: a cluster takes its first character's width, so a variation selector 16
  /// does not widen a text-default symbol, and a joined sequence takes its first pictograph's.
  @Test(
    arguments: [
      ("☺️", 1), ("❤️", 1), ("1️⃣", 1), ("🏳️‍🌈", 1), ("👨‍👩‍👧", 2), ("⌚︎", 2), ("\u{1F1EB}", 1),
    ] as [(Character, Int)])
  func emojiSequencesTakeTheirFirstCharactersWidth(character: Character, width: Int) {
    #expect(DisplayWidth.of(character) == width)
  }

  @Test(arguments: ["☺️", "1️⃣", "🏳️‍🌈", "👍🏽", "🇫🇷", "🍷", "⌚︎"])
  func emojiAndEmojiSequencesAreUncertain(character: String) {
    #expect(DisplayWidth.isUncertain(character))
  }

  @Test(arguments: ["a", "é", "e\u{301}", "葡", "❤", "─", "│", "›"])
  func textIsCertain(character: String) {
    #expect(!DisplayWidth.isUncertain(character))
  }

  @Test func stringWidthAddsCharacterWidths() {
    #expect("Rioja 🍷".displayWidth == 8)
    #expect("葡萄酒".displayWidth == 6)
    #expect("Cafe\u{301}".displayWidth == 4)
    #expect("".displayWidth == 0)
  }
}
