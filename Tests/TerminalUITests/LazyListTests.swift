import Observation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// Lists over data draw their rows when asked for; these check that a lazily drawn list is the
/// list it always was — the same lines, controls, shortcuts and actions — and what its rows'
/// numbers and lifecycles are.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct LazyListTests {
  struct Grape: Identifiable {
    let id: Int
    let name: String
  }

  private let grapes = (1...30).map { Grape(id: $0, name: "Grape \($0)") }

  @Test func theWholeFrameIsWhatTheRowsDrawOneByOne() {
    let view = VStack(spacing: 1) {
      Text("Grapes").font(.headline)
      List(grapes) { grape in Button(grape.name) {} }
      Text("The end")
    }
    let lazy = ViewHost(view).renderLazily(width: 20)
    var printed: [String] = []
    lazy.writeUTF8(styled: true, linesPerChunk: 7) {
      printed.append(String(decoding: $0, as: UTF8.self))
    }
    #expect(printed.joined(separator: "\n") == lazy.frame.text(styled: true))
    #expect(printed.count == 5)  // 34 lines, 7 a chunk.
    #expect(lazy.frame.controls.map(\.shortcut) == (1...30).map(String.init))
    // Printing keeps no controls, but the frame drawn after it has them, titles included.
    #expect(lazy.frame.controls.map(\.title) == grapes.map(\.name))
  }

  @Test func anEmptyListPrintsTheRestOfTheFrame() {
    let lazy = ViewHost(List([Grape]()) { Text($0.name) }).renderLazily(width: 20)
    var printed: [String] = []
    lazy.writeUTF8(styled: false) { printed.append(String(decoding: $0, as: UTF8.self)) }
    #expect(printed == [""])
  }

  @Test func rowsAreNumberedAfterTheRowsBeforeThemPassingOverExplicitNumbers() {
    let view = VStack {
      Button("Explicit two") {}.keyboardShortcut("2")
      List {
        Button("Static") {}
        ForEach(grapes.prefix(3)) { grape in Button(grape.name) {} }
        Button("After") {}
      }
    }
    let frame = render(view, width: 30).frame
    #expect(frame.controls.map(\.shortcut) == ["2", "1", "3", "4", "5", "6"])
    #expect(
      frame.controls.map(\.title) == [
        "Explicit two", "Static", "Grape 1", "Grape 2", "Grape 3", "After",
      ])
  }

  @Test func aRowThatIsNotAControlKeepsItsNumber() {
    let view = List(grapes.prefix(3)) { grape in
      if grape.id == 2 { Text(grape.name) } else { Button(grape.name) {} }
    }
    #expect(view.renderedText(width: 20) == "[1] Grape 1\nGrape 2\n[3] Grape 3")
  }

  @Test func controlsInsideARowAreNamedAfterItsNumber() {
    var tapped: [String] = []
    let view = List(grapes.prefix(2)) { grape in
      HStack {
        Text(grape.name)
        Button("Info") { tapped.append("info \(grape.id)") }
        Button("Delete") { tapped.append("delete \(grape.id)") }
      }
    }
    let host = ViewHost(view)
    let frame = host.renderLazily(width: 40)
    #expect(frame.frame.plainText == "Grape 1 [1i] Info [1d] Delete\nGrape 2 [2i] Info [2d] Delete")
    #expect(frame.match("2") == ShortcutMatch(isShortcut: false, startsLongerShortcut: true))
    #expect(frame.match("2d") == ShortcutMatch(isShortcut: true, startsLongerShortcut: false))
    #expect(frame.firstShortcut(startingWith: "2") == "2i")
    #expect(host.perform("2d"))
    #expect(tapped == ["delete 2"])
  }

  @Test func typedPrefixesMatchRowsWithoutDrawingThem() {
    let many = (1...250).map { Grape(id: $0, name: "Grape \($0)") }
    let frame = ViewHost(List(many) { grape in Button(grape.name) {} }).renderLazily(width: 20)
    #expect(frame.match("2") == ShortcutMatch(isShortcut: true, startsLongerShortcut: true))
    #expect(frame.match("25") == ShortcutMatch(isShortcut: true, startsLongerShortcut: true))
    #expect(frame.match("250") == ShortcutMatch(isShortcut: true, startsLongerShortcut: false))
    #expect(frame.match("26") == ShortcutMatch(isShortcut: true, startsLongerShortcut: false))
    #expect(frame.match("251") == ShortcutMatch(isShortcut: false, startsLongerShortcut: false))
    #expect(frame.match("0") == ShortcutMatch(isShortcut: false, startsLongerShortcut: false))
    #expect(frame.firstShortcut(startingWith: "3") == "3")
    #expect(frame.action(for: "250") != nil)
    #expect(frame.action(for: "251") == nil)
  }

  @Test func aRowAppearsWhenFirstDrawnAndDisappearsWithItsList() {
    let model = ListModel()
    let host = ViewHost(AppearingRows(model: model))
    let frame = host.renderLazily(width: 20)
    #expect(model.log.isEmpty)
    var preview = FullScreenPreview(frame, viewportHeight: 2)
    #expect(model.log.contains("appear 1"))
    #expect(!model.log.contains("appear 100"))
    preview.moveToEnd()
    #expect(model.log.contains("appear 100"))
    host.renderLazily(width: 20)
    #expect(!model.log.contains { $0.hasPrefix("disappear") })
    model.shown = false
    host.renderLazily(width: 20)
    #expect(model.log.contains("disappear 1"))
    #expect(model.log.contains("disappear 100"))
  }
}

@MainActor
@Observable
final class ListModel {
  var shown = true
  @ObservationIgnored var log: [String] = []
}

/// A hundred rows that log when they appear and disappear, while the model shows them.
struct AppearingRows: View {
  let model: ListModel

  var body: some View {
    if model.shown {
      List(1...100, id: \.self) { number in
        Button("Row \(number)") {}
          .onAppear { model.log.append("appear \(number)") }
          .onDisappear { model.log.append("disappear \(number)") }
      }
    }
  }
}

@Suite(.timeLimit(.minutes(5))) struct RowNumberingTests {
  @Test func numbersPassOverTakenOnes() {
    let numbering = RowNumbering(first: 1, count: 5, skipping: [3, 9, 0])
    #expect((0..<5).map(numbering.number(ofRow:)) == [1, 2, 4, 5, 6])
    #expect(numbering.end == 7)
    #expect((0...8).map(numbering.row(ofNumber:)) == [nil, 0, 1, nil, 2, 3, 4, nil, nil])
  }

  @Test func longerNumbersComeInOrder() {
    let numbering = RowNumbering(first: 1, count: 1200, skipping: [12])
    #expect(
      Array(numbering.longerNumbers(startingWith: 1).prefix(12)) == [
        10, 11, 13, 14, 15, 16, 17, 18, 19, 100, 101, 102,
      ])
    #expect(Array(numbering.longerNumbers(startingWith: 12).prefix(3)) == [120, 121, 122])
    #expect(Array(numbering.longerNumbers(startingWith: 119)) == Array(1190...1199))
    #expect(Array(numbering.longerNumbers(startingWith: 5000)).isEmpty)
  }

  @Test(
    arguments: [
      ("12", 12), ("012", nil), ("", nil), ("1a", nil), ("+5", nil), ("999999999999999999999", nil),
    ] as [(String, Int?)])
  func onlyDigitsWithoutALeadingZeroSpellANumber(text: String, number: Int?) {
    #expect(RowNumbering.number(spelledBy: text) == number)
  }
}
