import Testing

@testable import TerminalUI

@Suite(.timeLimit(.minutes(5))) struct TextLayoutTests {
  @Test func wrapsAtWordBoundaries() {
    #expect(
      TextLayout.lines(of: "Cabernet Sauvignon is a red grape", width: 12)
        == ["Cabernet", "Sauvignon is", "a red grape"])
  }

  @Test func breaksWordsLongerThanTheLine() {
    #expect(TextLayout.lines(of: "Gewürztraminer", width: 5) == ["Gewür", "ztram", "iner"])
  }

  @Test func keepsNewlinesAndBlankLines() {
    #expect(TextLayout.lines(of: "one\n\ntwo", width: 10) == ["one", "", "two"])
    #expect(TextLayout.lines(of: "one\r\ntwo", width: 10) == ["one", "two"])
  }

  @Test func wrapsWideCharactersByDisplayWidth() {
    #expect(TextLayout.lines(of: "葡萄酒葡萄酒", width: 5) == ["葡萄", "酒葡", "萄酒"])
  }

  @Test func replacesACharacterWiderThanTheLineWithASpace() {
    #expect(TextLayout.lines(of: "🍷a", width: 1) == [" ", "a"])
  }

  @Test func lineLimitTruncatesTheLastLineWithAnEllipsis() {
    #expect(
      TextLayout.lines(of: "Cabernet Sauvignon is a red grape", width: 12, lineLimit: 2)
        == ["Cabernet", "Sauvignon i…"])
    #expect(TextLayout.lines(of: "Shiraz", width: 12, lineLimit: 1) == ["Shiraz"])
  }

  @Test func truncationFitsTheEllipsisInTheWidth() {
    #expect(TextLayout.truncated("Barossa Valley", width: 8) == "Barossa…")
    #expect(TextLayout.truncated("Barossa Valley", width: 1) == "…")
    #expect(TextLayout.truncated("Barossa", width: 7) == "Barossa")
  }

  @Test func truncationFromTheStartKeepsTheEnd() {
    #expect(TextLayout.truncatedFromStart("Wine Grapes › Shiraz", width: 9) == "…› Shiraz")
  }

  @Test(arguments: [1, 2, 3, 7, 20])
  func noLineIsWiderThanTheWidth(width: Int) {
    let text = "Über 葡萄酒 🍷🍷 and Gewürztraminer, e\u{301}tonnant"
    for line in TextLayout.lines(of: text, width: width) {
      #expect(line.displayWidth <= width)
    }
  }
}

@Suite(.timeLimit(.minutes(5))) struct TextLayoutFastPathTests {
  /// Printable ASCII that fits is its own line without being wrapped; it must give exactly the
  /// lines the character by character rules give, for every width.
  @Test func asciiIsWrappedAsCharacterByCharacter() {
    var seed: UInt64 = 7
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33) % bound
    }
    let pieces = ["a", "bb", "cccc", "Cabernet", " ", "  ", "   ", "Sauvignon-Blanc", "x"]
    for _ in 0..<2000 {
      let text = (0..<next(9)).map { _ in pieces[next(pieces.count)] }.joined()
      let width = next(14) + 1
      #expect(
        TextLayout.wrapped(text, width: width)
          == TextLayout.wrapped(text, width: width, characterByCharacter: true),
        "\"\(text)\" at \(width)")
    }
  }
}
