import Testing

@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ListTests {
  struct Grape: Identifiable {
    let id: Int
    let name: String
  }

  let grapes = [Grape(id: 1, name: "Cabernet Sauvignon"), Grape(id: 2, name: "Shiraz")]

  @Test func actionableRowsAreNumberedInOrder() {
    let view = List {
      Text("Red grapes")
      Button("Cabernet Sauvignon") {}
      Button("Shiraz") {}
    }
    #expect(view.renderedText(width: 30) == "Red grapes\n[1] Cabernet Sauvignon\n[2] Shiraz")
    let controls = render(view, width: 30).frame.controls
    #expect(controls.map(\.role) == [.row, .row])
    #expect(controls.map(\.title) == ["Cabernet Sauvignon", "Shiraz"])
  }

  @Test func listOfIdentifiableDataBuildsARowPerElement() {
    var selected: [String] = []
    let view = List(grapes) { grape in Button(grape.name) { selected.append(grape.name) } }
    let result = render(view, width: 30)
    #expect(result.frame.plainText == "[1] Cabernet Sauvignon\n[2] Shiraz")
    result.actions["2"]?()
    #expect(selected == ["Shiraz"])
  }

  @Test func forEachByKeyPathWorksInsideAndOutsideLists() {
    let names = ["Merlot", "Malbec"]
    let inList = List { ForEach(names, id: \.self) { Button($0) {} } }
    let outside = VStack { ForEach(names, id: \.self) { Text($0) } }
    #expect(inList.renderedText(width: 20) == "[1] Merlot\n[2] Malbec")
    #expect(outside.renderedText(width: 20) == "Merlot\nMalbec")
    #expect(List(names, id: \.self) { Text($0) }.renderedText(width: 20) == "Merlot\nMalbec")
  }

  @Test func aRowLabelWrapsUnderItself() {
    let view = List { Button("Cabernet Sauvignon Blanc") {} }
    #expect(view.renderedText(width: 16) == "[1] Cabernet\n    Sauvignon\n    Blanc")
  }

  @Test func aRowThatLeadsSomewhereShowsADisclosureChevron() {
    let view = List { ControlView(showsDisclosure: true, action: {}) { Text("Shiraz") } }
    #expect(view.renderedText(width: 20) == "[1] Shiraz ›")
    #expect(render(view, width: 20).frame.controls.first?.columns == 0..<12)
  }

  @Test func aButtonInsideAStackInARowIsNotARow() {
    let view = List {
      HStack {
        Text("Shiraz")
        Button("Info") {}
      }
    }
    #expect(view.renderedText(width: 20) == "Shiraz [i] Info")
  }

  /// Squeezed to one column, each row still has its own line and its own shortcut.
  @Test func rowsAtOneColumnDoNotCrash() {
    var selected: [String] = []
    let view = List(grapes) { grape in Button(grape.name) { selected.append(grape.name) } }
    let result = render(view, width: 1)
    #expect(result.frame.lines.count == 2)
    #expect(result.frame.lines.map(\.count) == [1, 1])
    #expect(result.frame.controls.map(\.title) == ["Cabernet Sauvignon", "Shiraz"])
    #expect(result.frame.controls.map(\.line) == [0, 1])
    result.actions["2"]?()
    #expect(selected == ["Shiraz"])
  }

  @Test func tenThousandRowsAreAllNumbered() {
    let rows = (1...10_000).map { Grape(id: $0, name: "Grape \($0)") }
    let frame = render(List(rows) { Button($0.name) {} }, width: 40).frame
    #expect(frame.lines.count == 10_000)
    #expect(frame.controls.last?.shortcut == "10000")
    #expect(frame.controls.last?.line == 9_999)
  }
}
