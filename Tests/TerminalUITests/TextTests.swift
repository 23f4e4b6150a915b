import Testing

@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(5))) struct TextTests {
  @Test func textShowsItsString() {
    #expect(Text("Shiraz").renderedText(width: 10) == "Shiraz")
    #expect(Text("Shiraz"[...]).renderedText(width: 10) == "Shiraz")
  }

  @Test(arguments: [
    (Font.title, Style(bold: true, underline: true)),
    (.headline, Style(bold: true)),
    (.body, Style()),
    (.caption, Style(dim: true)),
  ])
  func fontsDrawWithSemanticAttributes(font: Font, style: Style) {
    let frame = render(Text("Grape").font(font), width: 10).frame
    #expect(frame.lines[0][0].style == style)
  }

  @Test func foregroundStylesDimOrColourTheText() {
    #expect(firstStyle(Text("a").foregroundStyle(.secondary)) == Style(dim: true))
    #expect(firstStyle(Text("a").foregroundStyle(.primary)) == Style())
    #expect(firstStyle(Text("a").foregroundStyle(.color(.green))) == Style(foreground: .green))
  }

  @Test func aTextsOwnStyleWinsOverTheDimLabelOfADisabledControl() {
    let own = Button(action: {}) { Text("a").foregroundStyle(.primary) }.disabled(true)
    #expect(render(own, width: 8).frame.lines[0][4].style == Style())
    let plain = Button(action: {}) { Text("a") }.disabled(true)
    #expect(render(plain, width: 8).frame.lines[0][4].style == Style(dim: true))
  }

  @Test func lineLimitTruncatesWithAnEllipsis() {
    let text = Text("Cabernet Sauvignon is a red grape")
    #expect(text.lineLimit(1).renderedText(width: 20) == "Cabernet Sauvignon…")
    #expect(text.lineLimit(2).renderedText(width: 12) == "Cabernet\nSauvignon i…")
    #expect(text.lineLimit(nil).renderedText(width: 12) == "Cabernet\nSauvignon is\na red grape")
  }

  @Test func textWrapsAtTwentyColumns() {
    let text = Text("Shiraz is a dark-skinned grape grown throughout the world")
    #expect(
      text.renderedText(width: 20) == "Shiraz is a\ndark-skinned grape\ngrown throughout the\nworld"
    )
  }

  @Test func textAtOneColumnShowsOneCharacterPerLine() {
    #expect(Text("ab 葡").renderedText(width: 1) == "a\nb\n")
  }

  @Test func combiningMarksStayWithTheirLetter() {
    let frame = render(Text("e\u{301}t\u{301}"), width: 4).frame
    #expect(frame.lines[0].map(\.character) == ["e\u{301}", "t\u{301}", " ", " "])
  }

  private func firstStyle(_ view: some View) -> Style? {
    render(view, width: 10).frame.lines.first?.first?.style
  }
}
