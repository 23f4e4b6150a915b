import Testing

@testable import TerminalRuntime
@testable import TerminalUI

/// Moves that stay in one pane of a frame split into columns: the list's rows at the left, then
/// the controls of the pane beside it, then the list's rows below that pane.
@Suite(.timeLimit(.minutes(5))) struct SelectionModelPaneTests {
  /// Rows `1`–`3` in columns 0–9, Details' `b` and `r` in columns 20–29, rows `4`–`5` below.
  private static let split: Frame = {
    var frame = Frame.blank(width: 30, height: 12)
    let list = [("1", 2), ("2", 4), ("3", 6)].map { shortcut, line in
      Control(shortcut: shortcut, title: shortcut, role: .row, line: line, columns: 0..<8)
    }
    let details = [("b", 0), ("r", 4)].map { shortcut, line in
      Control(shortcut: shortcut, title: shortcut, role: .button, line: line, columns: 20..<28)
    }
    let below = [("4", 8), ("5", 10)].map { shortcut, line in
      Control(shortcut: shortcut, title: shortcut, role: .row, line: line, columns: 0..<8)
    }
    frame.controls = list + details + below
    return frame
  }()

  @Test func movesInTheListSkipThePaneBesideIt() {
    var selection = SelectionModel()
    selection.show(Self.split, viewportHeight: 12)
    selection.columns = 0..<10
    selection.highlight(shortcut: "3")
    selection.move(.next)
    #expect(selection.highlighted?.shortcut == "4", "not Details' first control")
    selection.move(.previous)
    selection.move(.last)
    #expect(selection.highlighted?.shortcut == "5")
    selection.move(.first)
    #expect(selection.highlighted?.shortcut == "1")
  }

  @Test func movesInThePaneBesideStayThere() {
    var selection = SelectionModel()
    selection.show(Self.split, viewportHeight: 12)
    selection.columns = 20..<30
    selection.highlight(shortcut: "b")
    selection.move(.next)
    #expect(selection.highlighted?.shortcut == "r")
    selection.move(.next)
    #expect(selection.highlighted?.shortcut == "r", "the last control of the pane")
    selection.move(.previous)
    selection.move(.previous)
    #expect(selection.highlighted?.shortcut == "b")
  }
}
