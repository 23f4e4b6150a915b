import Testing

@testable import TerminalUI

@Suite(.timeLimit(.minutes(5))) struct CellTests {
  @Test(arguments: [
    " ", "a", "~", "", "é", "e\u{301}", "葡", "🍷", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷", "\u{7}",
    String(repeating: "e\u{301}", count: 1) + "\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}",
  ])
  func aCellKeepsItsCharacterExactly(character: String) {
    let cell = Cell(character: character, style: Style(bold: true))
    #expect(cell.character == character)
    #expect(cell.isContinuation == character.isEmpty)
    #expect(cell == Cell(character: character, style: Style(bold: true)))
    #expect(cell.hashValue == Cell(character: character, style: Style(bold: true)).hashValue)
  }

  @Test func differentCharactersAndStylesAreDifferentCells() {
    let family = "👩‍👩‍👧‍👦"
    #expect(Cell(character: family) != Cell(character: "👩‍👩‍👧"))
    #expect(Cell(character: "a") != Cell(character: "b"))
    #expect(Cell(character: "a") != Cell(character: "a", style: Style(dim: true)))
    #expect(Cell.blank().character == " ")
  }

  @Test func aCharacterCanBeChangedInPlace() {
    var cell = Cell(character: "e")
    cell.character.unicodeScalars.append("\u{301}")
    #expect(cell.character == "e\u{301}")
  }
}
