import Foundation
import NavigationBackport
import Testing

/// Confirmation dialogs as modals of the navigation state: presented, answered through the
/// navigator's handler, cancelled by going back, saved and restored.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct DialogTests {
  /// Records every answer the navigator hands to a dialog's handler.
  private final class Answers {
    var answers: [(dialog: NBDialog, button: String)] = []
  }

  private func recordAnswers(
    to dialog: NBDialog = .discardChanges, of navigator: NBNavigator
  ) -> Answers {
    let answers = Answers()
    navigator.onAnswer(to: dialog) { answers.answers.append((dialog, $0.title)) }
    return answers
  }

  @Test func aDialogWithoutACancelButtonGetsOne() {
    let dialog = NBDialog(title: "Sign out?", buttons: [.init("Sign out", role: .destructive)])

    #expect(dialog.buttons.map(\.title) == ["Sign out", "Cancel"])
    #expect(dialog.buttons.last?.role == .cancel)
    #expect(NBDialog.discardChanges.buttons.map(\.title) == ["Discard", "Keep editing"])
  }

  @Test func aDialogIsPresentedOverASheetWhateverThePolicy() {
    let navigator = NBNavigator(presentationPolicy: .single)
    navigator.present(NameEditor(), style: .sheet)
    let events = EventRecorder(navigator)

    #expect(navigator.present(NBDialog.discardChanges))

    #expect(navigator.state.modals.map(\.style) == [.sheet, .dialog])
    #expect(navigator.state.modals.last?.content.value == AnyHashable(NBDialog.discardChanges))
    #expect(navigator.state.modals.last?.path == nil)
    #expect(
      events.events == [
        .presented(.dialog, typeName: "NavigationBackport.NBDialog", withStack: false)
      ])
  }

  @Test func answeringHandsTheButtonToTheHandlerAndDismissesTheDialogInOneUpdate() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([NameEditor()])))
    let answers = recordAnswers(of: navigator)
    navigator.present(NBDialog.discardChanges)
    let before = navigator.changeCount

    #expect(navigator.answer(.discardChanges, with: .init("Discard", role: .destructive)))

    #expect(answers.answers.map(\.button) == ["Discard"])
    #expect(answers.answers.first?.dialog == .discardChanges)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.path.elements == [NameEditor()])
    #expect(navigator.changeCount == before + 1)
  }

  @Test func eachDialogsAnswerGoesToItsOwnHandlerOnly() {
    let signOut = NBDialog(title: "Sign out?", buttons: [.init("Sign out", role: .destructive)])
    let navigator = NBNavigator()
    let discards = recordAnswers(of: navigator)
    let signOuts = recordAnswers(to: signOut, of: navigator)
    navigator.present(NBDialog.discardChanges)
    navigator.present(signOut)

    navigator.answer(signOut, with: .init("Sign out", role: .destructive))
    #expect(signOuts.answers.map(\.button) == ["Sign out"])
    #expect(discards.answers.isEmpty)

    navigator.dismiss()
    #expect(discards.answers.map(\.button) == ["Keep editing"])
    #expect(signOuts.answers.count == 1)
  }

  @Test func aNewHandlerForADialogReplacesTheOldOne() {
    let navigator = NBNavigator()
    let old = recordAnswers(of: navigator)
    let new = recordAnswers(of: navigator)
    navigator.present(NBDialog.discardChanges)

    navigator.answer(.discardChanges, with: .init("Discard", role: .destructive))

    #expect(old.answers.isEmpty)
    #expect(new.answers.map(\.button) == ["Discard"])
  }

  @Test func answeringADialogThatIsNotShownOrWithAnotherButtonDoesNothing() {
    let navigator = NBNavigator()
    let answers = recordAnswers(of: navigator)
    navigator.present(NBDialog.discardChanges)

    #expect(!navigator.answer(.discardChanges, with: .init("Delete", role: .destructive)))
    #expect(!navigator.answer(NBDialog(title: "Other", buttons: []), with: .init("Cancel")))

    #expect(answers.answers.isEmpty)
    #expect(navigator.state.modals.count == 1)
  }

  @Test(arguments: ["back stack", "dismiss", "return to root"])
  func aDialogClosedWithoutAnAnswerIsAnsweredWithItsCancelButton(_ how: String) {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([NameEditor()])))
    let answers = recordAnswers(of: navigator)
    navigator.present(NBDialog.discardChanges)

    switch how {
    case "back stack": navigator.backStack.pop(1)
    case "dismiss": navigator.dismiss()
    default: navigator.returnToRoot()
    }

    #expect(answers.answers.map(\.button) == ["Keep editing"])
    #expect(navigator.state.modals.isEmpty)
  }

  /// The "discard your changes?" flow: going back from a changed draft is held while a dialog
  /// asks; "Discard" goes back, in one update; "Keep editing" leaves everything as it was.
  private func discardFlow() -> NBNavigator {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([1, NameEditor()] as [AnyHashable])))
    navigator.guardNavigation(.departure, of: NameEditor.self) { _ in
      navigator.present(NBDialog.discardChanges)
      return .hold("Your new name is not saved.")
    }
    navigator.onAnswer(to: .discardChanges) { button in
      if button.role == .destructive {
        navigator.resumeHeld()
      } else {
        navigator.cancelHeld()
      }
    }
    return navigator
  }

  @Test func discardingResumesTheHeldNavigationAndDropsTheDialogInOneUpdate() {
    let navigator = discardFlow()
    #expect(!navigator.pop())
    #expect(navigator.state.modals.map(\.style) == [.dialog])
    let before = navigator.changeCount

    navigator.answer(.discardChanges, with: .init("Discard", role: .destructive))

    #expect(navigator.changeCount == before + 1)
    #expect(navigator.path.elements == [1])
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.held == nil)
  }

  @Test func keepingEditingOrGoingBackLeavesEverythingAsItWas() {
    for keep in [true, false] {
      let navigator = discardFlow()
      navigator.pop()

      if keep {
        navigator.answer(.discardChanges, with: .init("Keep editing", role: .cancel))
      } else {
        navigator.backStack.pop(1)
      }

      #expect(navigator.path.elements == [1, NameEditor()])
      #expect(navigator.state.modals.isEmpty)
      #expect(navigator.state.held == nil)
    }
  }

  @Test func aShownDialogIsSavedAndRestoredAndAnsweredAfterwards() throws {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([NameEditor()])))
    navigator.present(NBDialog.discardChanges)
    var registry = NBTypeRegistry()
    registry.register(NameEditor.self)

    let data = try encodeJSON(navigator.state)
    let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let modal = try #require((json["modals"] as? [[String: Any]])?.first)
    let decoded = try registry.makeDecoder().decode(NBNavigationState.self, from: data)

    #expect(modal["style"] as? String == "dialog")
    #expect((modal["dialog"] as? [String: Any])?["title"] as? String == "Discard your changes?")
    #expect(modal["content"] == nil)
    #expect(decoded == navigator.state)

    let restored = NBNavigator()
    let answers = recordAnswers(of: restored)
    restored.restore(decoded)
    #expect(restored.answer(.discardChanges, with: .init("Discard", role: .destructive)))
    #expect(answers.answers.map(\.button) == ["Discard"])
    #expect(restored.state.modals.isEmpty)
  }

  @Test func aRestoreThatReplacesADialogDoesNotAnswerIt() {
    let navigator = NBNavigator()
    let answers = recordAnswers(of: navigator)
    navigator.present(NBDialog.discardChanges)

    navigator.restore(NBNavigationState())

    #expect(answers.answers.isEmpty)
    #expect(navigator.state.modals.isEmpty)
  }
}
