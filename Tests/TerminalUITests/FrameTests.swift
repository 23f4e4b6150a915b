import Testing

@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(5))) struct FrameTests {
  @Test(arguments: [1, 2, 20, 43])
  func everyLineIsExactlyTheFrameWidth(width: Int) {
    let view = VStack {
      Text("Grapes 葡萄 🍷 from the Barossa Valley").font(.title)
      HStack {
        Text("Left")
        Spacer()
        Text("Right")
      }
      Button("Programmatic pop") {}
    }
    let frame = render(view, width: width).frame
    #expect(frame.width == width)
    #expect(!frame.lines.isEmpty)
    for line in frame.lines { #expect(line.count == width) }
  }

  @Test func wideCharactersTakeACellAndAContinuationCell() {
    let frame = render(Text("a葡b"), width: 5).frame
    #expect(frame.lines[0].map(\.character) == ["a", "葡", "", "b", " "])
  }

  @Test func plainTextTrimsTrailingSpaces() {
    let frame = render(
      VStack {
        Text("one")
        Text("two")
      }, width: 10
    ).frame
    #expect(frame.plainText == "one\ntwo")
  }

  @Test func styledTextEmitsEscapesOnlyWhereTheStyleChangesAndResetsEachLine() {
    let view = HStack(spacing: 0) {
      Text("ab").font(.headline)
      Text("cd").font(.headline)
      Text("e")
    }
    let styled = render(view, width: 10).frame.text(styled: true)
    #expect(styled == "\u{1B}[0;1mabcd\u{1B}[0me")
  }

  @Test func styledTextResetsAtTheEndOfAStyledLine() {
    let styled = render(Text("Title").font(.title), width: 10).frame.text(styled: true)
    #expect(styled == "\u{1B}[0;1;4mTitle\u{1B}[0m")
  }

  @Test(arguments: [
    (Color.red, "31"), (.brightBlue, "94"), (.ansi256(208), "38;5;208"),
    (.rgb(1, 2, 3), "38;2;1;2;3"),
  ])
  func colorsUseTheirSGRCodes(color: Color, code: String) {
    let styled = render(Text("x").foregroundStyle(.color(color)), width: 1).frame.text(styled: true)
    #expect(styled == "\u{1B}[0;\(code)mx\u{1B}[0m")
  }

  @Test func styledTextWithoutEscapesIsThePlainText() {
    let view = VStack {
      Text("Wine Grapes").font(.title)
      Text("Red").foregroundStyle(.color(.red))
      Text("note").font(.caption)
      PieChart(slices: [
        ChartSlice(name: "Barossa", value: 3, color: .magenta),
        ChartSlice(name: "Rioja", value: 1, color: .yellow),
      ])
      Button("Open") {}
    }
    let frame = render(view, width: 40).frame
    let styled = frame.text(styled: true)
    #expect(styled != frame.plainText)
    #expect(withoutEscapes(styled) == frame.plainText)
  }

  private func withoutEscapes(_ text: String) -> String {
    var result = ""
    var inEscape = false
    for character in text {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character == "m" { inEscape = false }
      } else {
        result.append(character)
      }
    }
    return result
  }
}
