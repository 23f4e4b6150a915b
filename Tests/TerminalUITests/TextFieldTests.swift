import Observation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// A form as a feature module would write it: fields bound to an observable presenter.
@MainActor
@Observable
final class FormPresenter {
  var userName = ""
  var password = ""
  var isBusy = false
  var submitted: [String] = []
}

struct FormView: View {
  let presenter: FormPresenter

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      VStack(alignment: .leading) {
        TextField("User name", text: Bindable(presenter).userName)
        SecureField("Password", text: Bindable(presenter).password)
      }
      .disabled(presenter.isBusy)
      Button(presenter.isBusy ? "Signing in…" : "Sign in") {
        presenter.submitted.append(presenter.userName)
      }
      .keyboardShortcut("s")
      .disabled(presenter.isBusy)
    }
    .navigationTitle("Sign in")
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct TextFieldTests {
  /// A host showing a form, rendered once.
  private static func form(
    _ presenter: FormPresenter = FormPresenter(), width: Int = 40
  ) -> ViewHost {
    let host = ViewHost(FormView(presenter: presenter))
    host.render(width: width)
    return host
  }

  /// The frame as full screen shows it: the highlighted control inverted.
  private static func fullScreen(_ host: ViewHost, width: Int = 40) -> Frame {
    let frame = host.render(width: width)
    guard let highlighted = host.editingField else { return frame }
    return FullScreenPreview.highlighting(highlighted, in: frame)
  }

  // MARK: Drawing

  @Test func fieldsShowTheirShortcutTitleAndText() throws {
    let presenter = FormPresenter()
    presenter.userName = "rosa"
    let frame = Self.form(presenter).render(width: 40)
    #expect(frame.plainText.contains("[u] User name: rosa\n[p] Password:\n"))
    let field = try #require(frame.control("u"))
    #expect(field.role == .textField)
    #expect(field.title == "User name")
    #expect(field.columns == 0..<14, "the control is the shortcut and the title")
    #expect(frame.control("p")?.role == .secureField)
  }

  @Test func aSecureFieldShowsOneDotPerCharacterAndNeverItsText() throws {
    let presenter = FormPresenter()
    presenter.password = "merlot 葡🍷"
    let host = Self.form(presenter)
    let frame = host.render(width: 40)
    #expect(frame.plainText.contains("[p] Password: •••••••••\n"))
    #expect(!frame.text(styled: true).contains("merlot"))
    #expect(frame.controls.allSatisfy { !$0.title.contains("merlot") })
    host.beginEditing("p")
    #expect(!host.render(width: 40).text(styled: true).contains("merlot"))
  }

  @Test func textSetInCodeIsDrawnWithoutItsControlCharacters() {
    let presenter = FormPresenter()
    presenter.userName = "ro\u{1B}[2Jsa\u{7}\u{9B}"
    let text = Self.form(presenter).render(width: 40).text(styled: true)
    #expect(text.contains("ro[2Jsa"))
    #expect(!text.contains("\u{1B}[2J"))
    #expect(!text.contains("\u{7}"))
    #expect(!text.contains("\u{9B}"))
  }

  @Test func longTextIsCutWithAnEllipsis() {
    let presenter = FormPresenter()
    presenter.userName = "Rosa Maria del Carmen de la Monte Verde"
    let frame = Self.form(presenter).render(width: 30)
    #expect(frame.plainText.hasPrefix("Sign in\n"))
    #expect(frame.plainText.contains("[u] User name: Rosa Maria del…\n"))
  }

  @Test func theTextIsUnderlinedAsThePlaceToType() {
    let frame = Self.form().render(width: 40)
    let line = frame.lines[2]
    #expect(line[15..<31].allSatisfy { $0.style.underline })
    #expect(!line[0..<15].contains { $0.style.underline })
  }

  @Test(arguments: [40, 20])
  func aFormInLineMode(width: Int) {
    let presenter = FormPresenter()
    presenter.userName = "rosa"
    presenter.password = "merlot"
    assertSnapshot(of: FormView(presenter: presenter), width: width, named: "form-\(width)")
  }

  // MARK: Line mode

  @Test func setTextFillsTheFieldWithThatShortcut() {
    let presenter = FormPresenter()
    let host = Self.form(presenter)
    #expect(host.setText("rosa", inField: "u"))
    #expect(presenter.userName == "rosa")
    #expect(host.needsRender)
    #expect(host.render(width: 40).plainText.contains("[u] User name: rosa"))
    #expect(host.setText("", inField: "u"))
    #expect(presenter.userName == "")
  }

  @Test func setTextCleansTheText() {
    let presenter = FormPresenter()
    let host = Self.form(presenter)
    host.setText("me\u{1B}[31mrlot\n", inField: "p")
    #expect(presenter.password == "me[31mrlot")
  }

  @Test func setTextRefusesWhatIsNotAnEnabledField() {
    let presenter = FormPresenter()
    let host = Self.form(presenter)
    #expect(!host.setText("rosa", inField: "s"), "a button")
    #expect(!host.setText("rosa", inField: "z"), "nothing")
    presenter.isBusy = true
    host.render(width: 40)
    #expect(!host.setText("rosa", inField: "u"), "disabled")
    #expect(presenter.userName == "")
  }

  @Test func aFieldHasNoActionToPerform() {
    let host = Self.form()
    #expect(!host.perform("u"))
    #expect(render(FormView(presenter: FormPresenter()), width: 40).actions["u"] == nil)
  }

  // MARK: Full screen

  @Test func editingTypesAtACursorDrawnInInverseVideo() throws {
    let presenter = FormPresenter()
    let host = Self.form(presenter)
    #expect(host.beginEditing("u"))
    for character in "rsa" { host.edit(.character(character)) }
    host.edit(.left)
    host.edit(.left)
    #expect(host.edit(.character("o")) == .changed)
    #expect(presenter.userName == "rosa")
    #expect(host.editingField?.shortcut == "u")
    let line = host.render(width: 40).lines[2]
    let inverted = line.indices.filter { line[$0].style.inverse }
    #expect(inverted == [17], "the cursor stands on the s of rosa")
    #expect(line[17].character == "s")
  }

  @Test func theCursorAfterTheTextIsAnInvertedBlank() {
    let host = Self.form()
    host.beginEditing("u")
    host.edit(.character("r"))
    let line = host.render(width: 40).lines[2]
    #expect(line.indices.filter { line[$0].style.inverse } == [16])
    #expect(line[16].character == " ")
  }

  @Test func editingStopsWhenTheFieldIsLeft() {
    let presenter = FormPresenter()
    let host = Self.form(presenter)
    host.beginEditing("u")
    host.edit(.character("r"))
    #expect(host.edit(.tab) == .leave(.next))
    #expect(host.editingField == nil)
    #expect(presenter.userName == "r")
    #expect(!host.render(width: 40).lines.joined().contains { $0.style.inverse })
    #expect(host.edit(.character("x")) == .ignored, "keys go nowhere once editing stopped")
    #expect(presenter.userName == "r")
  }

  @Test func beginningToEditAnotherFieldStopsTheFirst() {
    let host = Self.form()
    host.beginEditing("u")
    host.beginEditing("p")
    #expect(host.editingField?.shortcut == "p")
    let frame = host.render(width: 40)
    #expect(frame.lines.joined().filter { $0.style.inverse }.count == 1, "one cursor")
  }

  @Test func onlyEnabledFieldsCanBeEdited() {
    let presenter = FormPresenter()
    let host = Self.form(presenter)
    #expect(!host.beginEditing("s"))
    #expect(!host.beginEditing("z"))
    #expect(host.beginEditing("u"))
    presenter.isBusy = true
    host.render(width: 40)
    #expect(host.editingField == nil, "a field that becomes disabled stops being edited")
    #expect(!host.beginEditing("u"))
  }

  @Test func aFieldThatLeavesTheFrameStopsBeingEditedAndReleasesItsState() {
    let presenter = ToggledFormPresenter()
    let host = ViewHost(ToggledForm(presenter: presenter))
    host.render(width: 40)
    host.beginEditing("n")
    host.edit(.character("a"))
    presenter.showsField = false
    host.render(width: 40)
    #expect(host.editingField == nil)
    presenter.showsField = true
    host.render(width: 40)
    #expect(host.editingField == nil, "a new field, not being edited")
    #expect(!host.render(width: 40).lines.joined().contains { $0.style.inverse })
  }

  @Test func pastedTextGoesInAtTheCursor() {
    let presenter = FormPresenter()
    presenter.userName = "ra"
    let host = Self.form(presenter)
    #expect(!host.pasteKeepingWhatFits("os").isEditing, "nothing is being edited")
    host.beginEditing("u")
    host.edit(.left)
    #expect(host.pasteKeepingWhatFits("os\r\n").isEditing)
    #expect(presenter.userName == "rosa")
    host.edit(.character("!"))
    #expect(presenter.userName == "ros!a")
  }

  @Test func longTextScrollsToKeepTheCursorInView() {
    let presenter = FormPresenter()
    presenter.userName = "Rosa Maria del Carmen de la Monte Verde"
    let host = Self.form(presenter, width: 30)
    host.beginEditing("u")
    let end = host.render(width: 30)
    #expect(end.plainText.contains("[u] User name: …a Monte Verde\n"))
    let line = end.lines[2]
    #expect(line.indices.filter { line[$0].style.inverse } == [29])
    host.edit(.home)
    let start = host.render(width: 30)
    #expect(start.plainText.contains("[u] User name: Rosa Maria del…\n"), "more follows")
    #expect(start.lines[2][15].style.inverse)
  }

  @Test func aScrolledFieldMarksTheTextHiddenOnBothSides() {
    let presenter = FormPresenter()
    presenter.userName = "Rosa Maria del Carmen de la Monte Verde"
    let host = Self.form(presenter, width: 30)
    host.beginEditing("u")
    for _ in 0..<12 { host.edit(.left) }
    let middle = host.render(width: 30)
    #expect(middle.plainText.contains("[u] User name: …Carmen de la …\n"))
    let line = middle.lines[2]
    #expect(line.indices.filter { line[$0].style.inverse } == [28], "the cursor, before `Monte`")
    host.edit(.right)
    let next = host.render(width: 30)
    #expect(next.plainText.contains("[u] User name: …armen de la M…\n"), "scrolled on by one")
    #expect(next.lines[2].indices.filter { next.lines[2][$0].style.inverse } == [28])
  }

  @Test func aFormInFullScreen() {
    let presenter = FormPresenter()
    presenter.userName = "rosa"
    let host = Self.form(presenter)
    host.beginEditing("p")
    for character in "merl" { host.edit(.character(character)) }
    host.edit(.left)
    let frame = Self.fullScreen(host)
    let line = frame.lines[3]
    #expect(
      line.indices.filter { line[$0].style.inverse } == Array(0..<13) + [17],
      "the field highlighted, and the cursor on the last dot")
    assertSnapshot(of: frame, named: "form-editing")
  }

  // MARK: Disabled controls

  @Test func aDisabledButtonIsDrawnDimAndDoesNothing() throws {
    let presenter = FormPresenter()
    presenter.isBusy = true
    let host = Self.form(presenter)
    let frame = host.render(width: 40)
    let button = try #require(frame.control("s"))
    #expect(!button.isEnabled)
    #expect(button.title == "Signing in…")
    #expect(
      frame.lines[button.line][button.columns].allSatisfy { $0.style.dim || $0.character == " " })
    #expect(!host.perform("s"))
    #expect(presenter.submitted.isEmpty)
    #expect(frame.control("u")?.isEnabled == false)
    assertSnapshot(of: frame, named: "form-busy")
  }

  @Test func disabledFalseInsideADisabledViewKeepsItDisabled() {
    let view = VStack {
      Button("Inner") {}.disabled(false)
    }
    .disabled(true)
    let result = render(view, width: 20)
    #expect(result.frame.controls.first?.isEnabled == false)
    #expect(result.actions.isEmpty)
  }

  @Test func theFirstFieldIsHighlightedByDefault() {
    let frame = render(FormView(presenter: FormPresenter()), width: 40).frame
    #expect(FullScreenPreview.startingHighlight(on: frame, viewportHeight: 10)?.shortcut == "u")
  }
}

@MainActor
@Observable
final class ToggledFormPresenter {
  var showsField = true
  var name = ""
}

struct ToggledForm: View {
  let presenter: ToggledFormPresenter

  var body: some View {
    VStack {
      if presenter.showsField {
        TextField("Name", text: Bindable(presenter).name)
      }
      Text("Below")
    }
  }
}
