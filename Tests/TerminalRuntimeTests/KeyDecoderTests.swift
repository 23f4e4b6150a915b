import Testing

@testable import TerminalRuntime
@testable import TerminalUI

@Suite(.timeLimit(.minutes(5))) struct KeyDecoderTests {
  /// The bytes of `text`.
  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test(
    arguments: [
      // Cursor keys, normal and application mode.
      ("\u{1B}[A", [Key.up]), ("\u{1B}[B", [.down]), ("\u{1B}[C", [.right]), ("\u{1B}[D", [.left]),
      ("\u{1B}OA", [.up]), ("\u{1B}OB", [.down]), ("\u{1B}OC", [.right]), ("\u{1B}OD", [.left]),
      // Home and End in their many spellings.
      ("\u{1B}[H", [.home]), ("\u{1B}[F", [.end]), ("\u{1B}OH", [.home]), ("\u{1B}OF", [.end]),
      ("\u{1B}[1~", [.home]), ("\u{1B}[7~", [.home]), ("\u{1B}[4~", [.end]), ("\u{1B}[8~", [.end]),
      // Editing and paging keys.
      ("\u{1B}[2~", [.insert]), ("\u{1B}[3~", [.delete]), ("\u{1B}[5~", [.pageUp]),
      ("\u{1B}[6~", [.pageDown]), ("\u{1B}[Z", [.backTab]),
      // Function keys.
      ("\u{1B}OP", [.function(1)]), ("\u{1B}OS", [.function(4)]), ("\u{1B}[15~", [.function(5)]),
      ("\u{1B}[24~", [.function(12)]),
      // Modifiers are ignored.
      ("\u{1B}[1;5A", [.up]), ("\u{1B}[5;2~", [.pageUp]),
      // Single bytes.
      ("\r", [.enter]), ("\n", [.enter]), ("\r\n", [.enter, .enter]), ("\t", [.tab]),
      ("\u{7F}", [.backspace]), ("\u{8}", [.backspace]), ("\u{3}", [.control("c")]),
      ("\u{1}", [.control("a")]), ("\u{1A}", [.control("z")]),
      // Printable characters, multi-byte UTF-8 included.
      ("j", [.character("j")]), ("10", [.character("1"), .character("0")]),
      ("?", [.character("?")]), ("é", [.character("é")]), ("葡", [.character("葡")]),
      ("🍷", [.character("🍷")]),
      // Sequences back to back, and Escape before an ordinary key.
      ("\u{1B}[B\u{1B}[B\r", [.down, .down, .enter]), ("\u{1B}\u{1B}[A", [.escape, .up]),
      ("\u{1B}b", [.escape, .character("b")]),
      // Unknown sequences are consumed whole, never the key after them.
      ("\u{1B}[99~x", [.unknown(Array("\u{1B}[99~".utf8)), .character("x")]),
      ("\u{1B}[?1;2cq", [.unknown(Array("\u{1B}[?1;2c".utf8)), .character("q")]),
      ("\u{1B}Oz", [.unknown(Array("\u{1B}Oz".utf8))]),
      ("\u{1B}[1\u{3}", [.unknown(Array("\u{1B}[1".utf8)), .control("c")]),
      ("\u{0}", [.unknown([0])]), ("\u{1C}", [.unknown([0x1C])]),
    ] as [(String, [Key])])
  func decodesCompleteInput(input: String, keys: [Key]) {
    let decoded = KeyDecoder.decode(Self.bytes(input), inputIsIdle: false)
    #expect(decoded.keys == keys)
    #expect(decoded.remainder.isEmpty)
  }

  @Test(
    arguments: [
      // Incomplete input stays pending while more may come, and is decoded as it stands when
      // the input goes idle.
      ("\u{1B}", [Key](), [Key.escape]),
      ("\u{1B}[", [], [.escape, .character("[")]),
      ("\u{1B}O", [], [.escape, .character("O")]),
      ("\u{1B}[1;5", [], [.unknown(Array("\u{1B}[1;5".utf8))]),
      ("j\u{1B}", [.character("j")], [.character("j"), .escape]),
    ] as [(String, [Key], [Key])])
  func incompleteInputWaitsUntilIdle(input: String, whileBusy: [Key], whenIdle: [Key]) {
    let busy = KeyDecoder.decode(Self.bytes(input), inputIsIdle: false)
    #expect(busy.keys == whileBusy)
    #expect(!busy.remainder.isEmpty)
    let idle = KeyDecoder.decode(Self.bytes(input), inputIsIdle: true)
    #expect(idle.keys == whenIdle)
    #expect(idle.remainder.isEmpty)
  }

  @Test func invalidUTF8IsConsumedByteByByte() {
    let decoded = KeyDecoder.decode([0xFF, 0xC3, 0x28, 0x80, 0x61], inputIsIdle: false)
    #expect(
      decoded.keys == [
        .unknown([0xFF]), .unknown([0xC3]), .character("("), .unknown([0x80]), .character("a"),
      ])
  }

  @Test func aTruncatedCharacterWaitsThenIsUnknownWhenIdle() {
    #expect(KeyDecoder.decode([0xE8, 0x91], inputIsIdle: false) == ([], [0xE8, 0x91]))
    #expect(KeyDecoder.decode([0xE8, 0x91], inputIsIdle: true) == ([.unknown([0xE8, 0x91])], []))
  }

  @Test func overlongAndSurrogateEncodingsAreUnknown() {
    #expect(KeyDecoder.decode([0xE0, 0x80, 0xAF], inputIsIdle: false).keys.count == 1)
    #expect(
      KeyDecoder.decode([0xED, 0xA0, 0x80], inputIsIdle: false).keys == [
        .unknown([0xED, 0xA0, 0x80])
      ])
  }

  /// A control sequence longer than any key is reported once and the rest of it dropped as it
  /// arrives, to its final byte: none of its bytes becomes a key, and little is kept.
  @Test func aRunawaySequenceIsConsumedToItsEndKeepingLittle() {
    let runaway = Self.bytes("\u{1B}[" + String(repeating: "1", count: 40))
    var decoder = KeyDecoder()
    #expect(
      decoder.decode(runaway) == [
        .unknown(Array(runaway.prefix(KeyDecoder.maximumSequenceLength)))
      ])
    #expect(decoder.pending.isEmpty)
    for _ in 0..<1000 {
      #expect(decoder.decode(Self.bytes("1;2;3;4;5;")).isEmpty)
    }
    #expect(decoder.pending.isEmpty)
    #expect(decoder.decode(Self.bytes("mj")) == [.character("j")])
  }

  @Test(
    arguments: [
      // A title (OSC) ended by BEL or by ST, and the key after it.
      ("\u{1B}]0;title\u{7}j", [Key.unknown(Array("\u{1B}]0;title\u{7}".utf8)), .character("j")]),
      ("\u{1B}]2;[x]\u{1B}\\]", [.unknown(Array("\u{1B}]2;[x]\u{1B}\\".utf8)), .character("]")]),
      // Device control, privacy and application strings, to ST.
      ("\u{1B}P1$r0m\u{1B}\\q", [.unknown(Array("\u{1B}P1$r0m\u{1B}\\".utf8)), .character("q")]),
      ("\u{1B}^secret\u{1B}\\", [.unknown(Array("\u{1B}^secret\u{1B}\\".utf8))]),
      ("\u{1B}_app]1\u{1B}\\", [.unknown(Array("\u{1B}_app]1\u{1B}\\".utf8))]),
      // An `ESC` that is not the terminator ends the string and starts the next sequence.
      ("\u{1B}]0;t\u{1B}[A", [.unknown(Array("\u{1B}]0;t".utf8)), .up]),
      // A long control sequence to its final byte, whatever its length.
      (
        "\u{1B}[" + String(repeating: "1;", count: 20) + "2mx",
        [
          .unknown(Array(("\u{1B}[" + String(repeating: "1;", count: 20) + "2m").utf8)),
          .character("x"),
        ]
      ),
    ] as [(String, [Key])])
  func stringsAndLongSequencesAreConsumedWhole(input: String, keys: [Key]) {
    #expect(KeyDecoder.decode(Self.bytes(input), inputIsIdle: false).keys == keys)
  }

  /// A title split across reads, and one too long to keep: its text never becomes keys.
  @Test func aTitleSplitAcrossReadsOrTooLongNeverBecomesKeys() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Self.bytes("\u{1B}]0;ti")).isEmpty)
    #expect(decoder.decode(Self.bytes("tle\u{1B}")).isEmpty)
    #expect(decoder.decode(Self.bytes("\\2")).last == .character("2"))
    let long = Self.bytes("\u{1B}]0;" + String(repeating: "1]2[", count: 100))
    #expect(decoder.decode(long).count == 1)
    #expect(decoder.decode(Self.bytes(String(repeating: "3]", count: 1000))).isEmpty)
    #expect(decoder.pending.isEmpty)
    #expect(decoder.decode(Self.bytes("\u{1B}")).isEmpty)
    #expect(decoder.decode(Self.bytes("\\j")) == [.character("j")])
    // Input going idle ends a sequence that never finished, so keys work again.
    #expect(decoder.decode(long).count == 1)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Self.bytes("k")) == [.character("k")])
  }

  @Test func aSequenceSplitAcrossReadsIsJoined() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.pending == [0x1B])
    #expect(decoder.decode(Self.bytes("[")).isEmpty)
    #expect(decoder.decode(Self.bytes("6~j")) == [.pageDown, .character("j")])
    #expect(decoder.pending.isEmpty)
    #expect(decoder.decode([0xF0, 0x9F]).isEmpty)
    #expect(decoder.decode([0x8D, 0xB7]) == [.character("🍷")])
  }

  @Test func flushDecidesALoneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.flush() == [.escape])
    #expect(decoder.pending.isEmpty)
    #expect(decoder.flush().isEmpty)
  }

  @Test func bracketedPasteMarkersAreKeysOfTheirOwn() {
    var decoder = KeyDecoder()
    let keys = decoder.decode(Array("\u{1B}[200~u é\r\u{1B}[201~x".utf8))
    #expect(
      keys == [
        .pasteStart, .character("u"), .character(" "), .character("é"), .enter, .pasteEnd,
        .character("x"),
      ])
  }
}
