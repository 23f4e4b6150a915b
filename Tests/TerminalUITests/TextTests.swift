import Testing

@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(5))) struct TextTests {
  @Test func textAndVerbatimTextShowTheirString() {
    #expect(Text("Shiraz").renderedText(width: 10) == "Shiraz")
    #expect(Text("Shiraz"[...]).renderedText(width: 10) == "Shiraz")
    #expect(Text(verbatim: "50% Merlot").renderedText(width: 20) == "50% Merlot")
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
    #expect(firstStyle(Text("a").foregroundStyle(.red)) == Style(foreground: .red))
  }

  @Test func boldAndItalicAddEmphasis() {
    #expect(firstStyle(Text("a").bold().italic()) == Style(bold: true, italic: true))
  }

  @Test func modifiersApplyToEveryTextInside() {
    let frame = render(
      VStack {
        Text("a")
        Text("b")
      }.italic(), width: 4
    ).frame
    #expect(frame.plainText == "a\nb")
    #expect(frame.lines.allSatisfy { $0[0].style.italic })
  }

  @Test func anInnerFontReplacesAnOuterOne() {
    let view = VStack { Text("a").font(.caption) }.font(.title)
    #expect(firstStyle(view) == Style(dim: true))
  }

  @Test func aTextsOwnModifiersDrawAsTheSameModifiersAroundIt() {
    let styled: Text = Text("Cabernet Sauvignon").font(.title).foregroundStyle(.red).italic()
      .bold().lineLimit(1)
    let around = Group { Text("Cabernet Sauvignon") }.font(.title).foregroundStyle(.red)
      .italic().bold().lineLimit(1)
    #expect(render(styled, width: 12).frame == render(around, width: 12).frame)
  }

  @Test func aTextsOwnStyleWinsOverTheOneAroundIt() {
    let styled = Group { Text("a").font(.caption).foregroundStyle(.primary) }
      .font(.title).foregroundStyle(.secondary).bold()
    #expect(firstStyle(styled) == Style(bold: true, dim: true))
    let unlimited = Group { Text("Merlot Noir").lineLimit(nil) }.lineLimit(1)
    #expect(unlimited.renderedText(width: 6) == "Merlot\nNoir")
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
