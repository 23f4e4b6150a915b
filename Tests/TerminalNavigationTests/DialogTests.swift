import NavigationBackport
import TerminalNavigation
import TerminalUI
import TerminalUITesting
import Testing

/// A confirmation dialog drawn over a stack, in a box (full screen) or as lines (line mode), and
/// answered with its buttons' shortcuts.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct DialogTests {
  private static let discard = NBDialog(
    title: "Discard your changes?", message: "Your new name is not saved.",
    buttons: [.init("Discard", role: .destructive), .init("Keep editing", role: .cancel)])

  /// A host showing `Root › A › B` with the dialog over it, and the answers the navigator hands
  /// its handler.
  private func dialogOverStack(
    layout: NBDialogLayout
  ) -> (host: ViewHost, navigator: NBNavigator, answers: () -> [String]) {
    let navigator = NBNavigator(
      state: NBNavigationState(
        path: NBNavigationPath([Page("A", then: ["B", "C"]), Page("B", then: ["C"])])))
    var answers: [String] = []
    navigator.onAnswer(to: Self.discard) { answers.append($0.title) }
    let host = ViewHost(PageStack(navigator: navigator).nbDialogLayout(layout))
    host.render(width: 50)
    navigator.present(Self.discard)
    return (host, navigator, { answers })
  }

  @Test func aBoxIsDrawnOverTheDimmedStackWhoseControlsCannotBeUsed() {
    let (host, _, _) = dialogOverStack(layout: .box)
    let frame = host.render(width: 50)

    assertSnapshot(of: frame, named: "dialog-box-50")
    #expect(frame.controls.map(\.shortcut) == ["d", "k"])
    #expect(frame.control("d")?.role == .button)
    #expect(frame.control("k")?.role == .close)
  }

  @Test func lineModeShowsTheQuestionAndItsButtonsAlone() {
    let (host, _, _) = dialogOverStack(layout: .lines)
    let frame = host.render(width: 50)

    assertSnapshot(of: frame, named: "dialog-lines-50")
    #expect(frame.controls.map(\.title) == ["Discard", "Keep editing"])
  }

  @Test func aNarrowBoxWrapsItsButtons() {
    let (host, _, _) = dialogOverStack(layout: .box)

    let frame = host.render(width: 24)

    assertSnapshot(of: frame, named: "dialog-box-24")
    #expect(frame.lines.allSatisfy { $0.count == 24 })
    #expect(frame.controls.map(\.shortcut) == ["d", "k"])
  }

  @Test(arguments: [NBDialogLayout.box, .lines])
  func pressingAButtonsKeyAnswersItAndShowsTheStackAgain(_ layout: NBDialogLayout) {
    let (host, navigator, answers) = dialogOverStack(layout: layout)
    host.render(width: 50)

    #expect(host.perform("d"))

    #expect(answers() == ["Discard"])
    #expect(navigator.state.modals.isEmpty)
    #expect(host.render(width: 50).control("b")?.role == .back)
  }

  @Test func theCloseControlAnswersCancelAsEscapeAndBackDo() {
    let (host, navigator, answers) = dialogOverStack(layout: .lines)
    let frame = host.render(width: 50)

    let close = frame.controls.first { $0.role == .close }
    #expect(host.perform(close?.shortcut ?? "?"))

    #expect(answers() == ["Keep editing"])
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func shortcutsAreTheFirstFreeLetterOfEachTitle() {
    let navigator = NBNavigator()
    navigator.present(
      NBDialog(title: "Delete?", buttons: [.init("Delete"), .init("Duplicate"), .init("Back")]))
    let host = ViewHost(PageStack(navigator: navigator).nbDialogLayout(.lines))

    let frame = host.render(width: 60)

    #expect(frame.controls.map(\.shortcut) == ["d", "u", "a", "c"])
    #expect(frame.controls.map(\.title) == ["Delete", "Duplicate", "Back", "Cancel"])
  }

  @Test func drawnApartTheStackShowsWhatItCoversAndTheDialogViewAnswersIt() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([Page("A")])))
    var answers: [String] = []
    navigator.onAnswer(to: Self.discard) { answers.append($0.title) }
    let host = ViewHost(PageStack(navigator: navigator).nbDialogsDrawnApart())
    navigator.present(Self.discard)

    let covered = host.render(width: 50)
    #expect(covered.controls.isEmpty, "the screen beneath cannot be used")
    #expect(covered.plainText.contains("This is page A."))
    #expect(!covered.plainText.contains("Discard"), "no box over it")

    #expect(NBDialogView.title(shownBy: navigator) == "Discard your changes?")
    let dialog = render(NBDialogView(navigator: navigator), width: 30)
    #expect(
      dialog.frame.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        == ["Your new name is not saved.", "", "[d] Discard  [k] Keep editing"])
    #expect(dialog.frame.controls.map(\.role) == [.button, .close])
    dialog.actions["d"]?()
    #expect(answers == ["Discard"])
    #expect(NBDialogView.title(shownBy: navigator) == nil)
    #expect(render(NBDialogView(navigator: navigator), width: 30).frame.lines.isEmpty)
  }
}
