import Testing

@testable import TerminalUI

@Suite(.timeLimit(.minutes(5))) struct FieldEditorTests {
  /// The editor after typing `keys` into `text` with the cursor at `cursor`.
  private static func editing(
    _ text: String, cursor: Int? = nil, _ keys: [Key]
  ) -> (FieldEditor, [FieldEditor.Outcome]) {
    var editor = FieldEditor(text: text, cursor: cursor)
    let outcomes = keys.map { editor.handle($0) }
    return (editor, outcomes)
  }

  @Test func charactersAreInsertedAtTheCursor() {
    let (editor, outcomes) = Self.editing("rsa", [.left, .left, .character("o")])
    #expect(editor.text == "rosa")
    #expect(editor.cursor == 2)
    #expect(outcomes == [.moved, .moved, .changed])
  }

  @Test(arguments: [
    (Key.home, 0), (.control("a"), 0), (.end, 5), (.control("e"), 5), (.left, 1), (.right, 3),
  ])
  func cursorKeysMoveTheCursor(key: Key, cursor: Int) {
    let (editor, outcomes) = Self.editing("merlo", cursor: 2, [key])
    #expect(editor.cursor == cursor)
    #expect(editor.text == "merlo")
    #expect(outcomes == [.moved])
  }

  @Test func theCursorStopsAtEitherEnd() {
    let (start, atStart) = Self.editing("ab", cursor: 0, [.left, .home, .backspace])
    #expect(start.cursor == 0)
    #expect(atStart == [.ignored, .ignored, .ignored])
    let (end, atEnd) = Self.editing("ab", [.right, .end, .delete])
    #expect(end.cursor == 2)
    #expect(atEnd == [.ignored, .ignored, .ignored])
  }

  @Test(arguments: [
    (Key.backspace, "rsa", 1), (.delete, "roa", 2), (.control("u"), "sa", 0),
    (.control("k"), "ro", 2), (.control("w"), "sa", 0),
  ])
  func deletingKeysDeleteAroundTheCursor(key: Key, text: String, cursor: Int) {
    let (editor, outcomes) = Self.editing("rosa", cursor: 2, [key])
    #expect(editor.text == text)
    #expect(editor.cursor == cursor)
    #expect(outcomes == [.changed])
  }

  @Test func controlWDeletesTheWordBeforeTheCursorAndTheSpacesAfterIt() {
    let (editor, _) = Self.editing("Rosa  del Monte  ", [.control("w")])
    #expect(editor.text == "Rosa  del ")
    let (again, _) = Self.editing("Rosa  del ", [.control("w"), .control("w")])
    #expect(again.text == "")
  }

  @Test(arguments: [
    (Key.enter, FieldEditor.Exit.next), (.tab, .next), (.down, .next), (.backTab, .previous),
    (.up, .previous), (.escape, .stay),
  ])
  func leavingKeysKeepTheText(key: Key, exit: FieldEditor.Exit) {
    let (editor, outcomes) = Self.editing("rosa", cursor: 1, [key])
    #expect(outcomes == [.leave(exit)])
    #expect(editor.text == "rosa")
  }

  @Test(arguments: [
    Key.control("c"), .control("l"), .insert, .pageUp, .pageDown, .function(1),
    .unknown([0x1B, 0x5B, 0x39, 0x39, 0x7E]), .unknown([0xFF]), .pasteStart, .pasteEnd,
  ])
  func otherKeysChangeNothingAndInsertNothing(key: Key) {
    let (editor, outcomes) = Self.editing("rosa", cursor: 2, [key])
    #expect(outcomes == [.ignored])
    #expect(editor.text == "rosa")
    #expect(editor.cursor == 2)
  }

  @Test func multiByteCharactersAreOneCursorStepEach() {
    let (editor, _) = Self.editing(
      "", [.character("葡"), .character("🍷"), .character("é"), .left, .backspace])
    #expect(editor.text == "葡é")
    #expect(editor.cursor == 1)
  }

  @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
    let (editor, _) = Self.editing("cafe", [.character("\u{301}")])
    #expect(editor.text == "caf\u{E9}")
    #expect(editor.text.count == 4)
    #expect(editor.cursor == 4)
  }

  @Test func pastedTextIsInsertedAtTheCursorWithoutLineBreaksOrControls() {
    var editor = FieldEditor(text: "ro", cursor: 1)
    let inserted = editor.insert("e\u{1B}[2J\u{7}\r\nmerlot\tnoir\u{202E}")
    #expect(inserted)
    #expect(editor.text == "re[2Jmerlot noiro")
    #expect(editor.cursor == 16)
    let insertedNothing = editor.insert("\u{1B}\u{0}\n")
    #expect(!insertedNothing)
  }

  @Test(arguments: [
    ("plain", "plain"), ("a\u{1B}[31mb", "a[31mb"), ("bell\u{7}", "bell"),
    ("tab\there", "tab here"),
    ("line\nbreak\r", "linebreak"), ("c1\u{9B}31m", "c131m"), ("\u{2028}sep\u{2029}", "sep"),
    ("rtl\u{202E}olleh\u{2066}", "rtlolleh"), ("emoji 👩‍💻 and é", "emoji 👩‍💻 and é"),
  ])
  func cleaningDropsWhatMustNeverBeDrawn(input: String, cleaned: String) {
    #expect(FieldEditor.cleaned(input) == cleaned)
    #expect(FieldEditor(text: input).text == cleaned)
  }

  @Test func anEditorStartsCleanedWithTheCursorClamped() {
    #expect(FieldEditor(text: "ab").cursor == 2)
    #expect(FieldEditor(text: "ab", cursor: 9).cursor == 2)
    #expect(FieldEditor(text: "ab", cursor: -3).cursor == 0)
  }
}
