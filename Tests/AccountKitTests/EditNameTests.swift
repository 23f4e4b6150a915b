import AccountKit
import Observation
import TerminalUI
import TerminalUITesting
import Testing

/// A stand-in for a navigation stack: it builds a screen once per pushed value and keeps it
/// until the value is popped, as the navigation bridge's destinations do.
@MainActor
@Observable
final class ScreenStack {
  private(set) var screens: [EditNameView] = []

  func push(_ screen: EditNameView) {
    screens.append(screen)
  }

  func pop() {
    screens.removeLast()
  }
}

/// The stack's top screen, or the screen beneath them all.
struct ScreenStackView: View {
  let stack: ScreenStack

  var body: some View {
    if let top = stack.screens.last {
      top
    } else {
      Text("Account")
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct EditNameTests {
  @Test func prepareStateMakesANewDraftFromTheName() {
    let viewModel = EditNameViewModel(name: "rosa")
    let first = viewModel.prepareState()
    let second = viewModel.prepareState()
    #expect(first.name == "rosa")
    #expect(first !== second, "each navigation gets its own draft")
  }

  @Test func aDraftHasChangesOnlyWhenSavingWouldChangeTheName() {
    let draft = EditNameViewModel(name: "rosa").prepareState()
    #expect(!draft.hasChanges)
    draft.name = "  rosa "
    #expect(!draft.hasChanges, "spaces around the name are not saved")
    draft.name = "Rosa"
    #expect(draft.hasChanges)
    draft.name = ""
    #expect(draft.hasChanges)
  }

  @Test func theDraftIsPreparedOnceAndSurvivesRerenders() {
    let stack = ScreenStack()
    let host = ViewHost(ScreenStackView(stack: stack))
    host.render(width: 40)
    stack.push(.make(viewModel: EditNameViewModel(name: "rosa"), router: RecordingAccountRouter()))
    #expect(host.render(width: 40).plainText.contains("[n] Name: rosa"))
    #expect(host.setText("Rosa Maria", inField: "n"))
    for width in [40, 30, 40, 60] {
      #expect(host.render(width: width).plainText.contains("[n] Name: Rosa Maria"))
    }
  }

  @Test func theDraftIsReleasedWhenTheScreenIsPopped() {
    let stack = ScreenStack()
    let host = ViewHost(ScreenStackView(stack: stack))
    weak var draft: EditNameDraft?
    do {
      let presenter = EditNamePresenter(
        draft: EditNameViewModel(name: "rosa").prepareState(), router: RecordingAccountRouter())
      draft = presenter.draft
      stack.push(EditNameView(presenter: presenter))
    }
    host.render(width: 40)
    host.beginEditing("n")
    host.edit(.character("!"))
    host.render(width: 40)
    #expect(draft?.name == "rosa!")
    stack.pop()
    host.render(width: 40)
    #expect(draft == nil, "popping the screen releases its state")
  }

  @Test func saveReportsTheNameWithoutSurroundingSpaces() {
    let router = RecordingAccountRouter()
    let host = ViewHost(
      EditNameView.make(viewModel: EditNameViewModel(name: "rosa"), router: router))
    host.render(width: 40)
    host.setText("  Rosa Maria ", inField: "n")
    host.render(width: 40)
    #expect(host.perform("s"))
    #expect(router.requests == [.didSaveName("Rosa Maria")])
  }

  @Test func anEmptyNameIsNotSavedAndTheScreenSaysWhy() {
    let router = RecordingAccountRouter()
    let host = ViewHost(
      EditNameView.make(viewModel: EditNameViewModel(name: "rosa"), router: router))
    host.render(width: 40)
    host.setText("   ", inField: "n")
    host.render(width: 40)
    host.perform("s")
    #expect(router.requests.isEmpty)
    let frame = host.render(width: 40)
    #expect(frame.plainText.contains("Enter a name."))
    assertSnapshot(of: frame, named: "edit-name-empty")
  }

  @Test func theReasonGoesOnceTheNameIsEdited() {
    let router = RecordingAccountRouter()
    let host = ViewHost(
      EditNameView.make(viewModel: EditNameViewModel(name: "rosa"), router: router))
    host.render(width: 40)
    host.setText("", inField: "n")
    host.render(width: 40)
    host.perform("s")
    #expect(host.render(width: 40).plainText.contains("Enter a name."))

    host.setText("Rosa", inField: "n")

    let text = host.render(width: 40).plainText
    #expect(text.contains("[n] Name: Rosa"))
    #expect(!text.contains("Enter a name."), "the reason was about the empty name")
  }

  @Test func aNameTheAppCouldNotKeepIsNotSavedAndTheScreenSaysWhy() {
    let router = RecordingAccountRouter()
    let host = ViewHost(
      EditNameView.make(viewModel: EditNameViewModel(name: "rosa"), router: router))
    host.render(width: 40)
    host.setText(String(repeating: "a", count: 201), inField: "n")
    host.render(width: 40)
    host.perform("s")
    #expect(router.requests.isEmpty)
    #expect(
      host.render(width: 80).plainText.contains(
        "A name has at most 200 characters; this one has 201."))
  }

  @Test func holdsItsRouterWeakly() {
    let log = RequestLog()
    var router: RecordingAccountRouter? = RecordingAccountRouter(log: log)
    weak let released = router
    let presenter = EditNamePresenter(draft: EditNameDraft(name: "rosa"), router: router!)
    router = nil
    #expect(released == nil)
    presenter.didTouchSave()
    #expect(log.requests.isEmpty)
  }

  @Test func theScreenInLineMode() {
    assertSnapshot(
      of: EditNameView.make(
        viewModel: EditNameViewModel(name: "rosa"), router: RecordingAccountRouter()),
      width: 40, named: "edit-name")
  }

  @Test func theScreenInFullScreenWhileTheNameIsTyped() {
    let host = ViewHost(
      EditNameView.make(
        viewModel: EditNameViewModel(name: "rosa"), router: RecordingAccountRouter()))
    host.render(width: 40)
    host.beginEditing("n")
    host.edit(.home)
    host.edit(.character("R"))
    host.edit(.delete)
    let frame = fullScreen(host, width: 40)
    #expect(frame.plainText.contains("[n] Name: Rosa\n"))
    #expect(invertedColumns(frame, line: 2) == Array(0..<9) + [11])
    assertSnapshot(of: frame, named: "edit-name-full-screen")
  }
}
