import NavigationBackport
import TerminalUI
import TerminalUITesting
import Testing

@testable import RootFeature

/// Each style's whole flow as a person sees it, one snapshot per new screen: the list, the
/// selected grape pushed or in a sheet, Extra details where Details is shown, then Back and Close
/// to the list again.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct StyleFlowTests {
  @Test func pushDetailsOnStack() async {
    let screen = await AppScreen.loaded(style: .detailsStack)
    let list = screen.frame

    #expect(screen.press("1"))
    assertSnapshot(of: screen.frame, named: "details-stack-1-details")
    #expect(screen.harness.shown == Shown(root: [Grapes.first.details]))
    let details = screen.frame

    #expect(screen.press("e"))
    assertSnapshot(of: screen.frame, named: "details-stack-2-extra-details")
    #expect(
      screen.harness.shown == Shown(root: [Grapes.first.details, Grapes.first.extraDetails]))

    #expect(screen.press("b"))
    #expect(screen.frame == details)
    #expect(screen.press("b"))
    #expect(screen.frame == list)
    #expect(screen.harness.shown == .rootList)
  }

  @Test func pushDetailsOnStackThenProgrammaticPop() async {
    let screen = await AppScreen.loaded(style: .detailsStack)
    let list = screen.frame
    screen.press("3")
    screen.press("e")
    screen.press("b")
    #expect(screen.frame.control("p")?.title == "Programmatic pop")

    #expect(screen.press("p"))

    #expect(screen.frame == list)
    #expect(screen.harness.shown == .rootList)
  }

  @Test func pushExtraDetailsOnStack() async {
    let screen = await AppScreen.loaded(style: .extraDetailsStack)
    let list = screen.frame

    #expect(screen.press("2"))
    assertSnapshot(of: screen.frame, named: "extra-details-stack-1-extra-details")
    #expect(screen.harness.shown == Shown(root: [Grapes.second.extraDetails]))
    #expect(
      screen.frame.controls.map(\.shortcut) == ["b", "1", "2", "3"],
      "Extra details goes back, or to one of its regions")

    #expect(screen.press("b"))
    #expect(screen.frame == list)
    #expect(screen.harness.shown == .rootList)
  }

  @Test func showDetailsModally() async {
    let screen = await AppScreen.loaded(style: .detailsModally)
    let list = screen.frame

    #expect(screen.press("1"))
    assertSnapshot(of: screen.frame, named: "details-modally-1-details-in-sheet")
    #expect(screen.harness.shown == Shown(sheet: Grapes.first.details))
    #expect(screen.frame.control("b") == nil, "the sheet's first screen has no Back")
    let details = screen.frame

    #expect(screen.press("e"))
    assertSnapshot(of: screen.frame, named: "details-modally-2-extra-details-in-sheet")
    #expect(
      screen.harness.shown
        == Shown(sheet: Grapes.first.details, sheetPath: [Grapes.first.extraDetails]))

    #expect(screen.press("b"))
    #expect(screen.frame == details)
    #expect(screen.press("x"))
    #expect(screen.frame == list)
    #expect(screen.harness.shown == .rootList)
  }

  @Test func showDetailsModallyThenProgrammaticPop() async {
    let screen = await AppScreen.loaded(style: .detailsModally)
    let list = screen.frame
    screen.press("2")

    #expect(screen.press("p"))

    #expect(screen.frame == list)
    #expect(screen.harness.shown == .rootList)
  }

  @Test func closeFromExtraDetailsInTheSheet() async {
    let screen = await AppScreen.loaded(style: .detailsModally)
    let list = screen.frame
    screen.press("1")
    screen.press("e")

    #expect(screen.press("x"))

    #expect(screen.frame == list)
    #expect(screen.harness.shown == .rootList)
  }

  @Test func showExtraDetailsModally() async {
    let screen = await AppScreen.loaded(style: .extraDetailsModally)
    let list = screen.frame

    #expect(screen.press("3"))
    assertSnapshot(of: screen.frame, named: "extra-details-modally-1-extra-details-in-sheet")
    #expect(screen.harness.shown == Shown(sheet: Grapes.third.extraDetails))
    #expect(
      screen.frame.controls.map(\.shortcut) == ["x", "1", "2", "3"],
      "the sheet closes, or opens one of its regions")

    #expect(screen.press("x"))
    #expect(screen.frame == list)
    #expect(screen.harness.shown == .rootList)
  }

  /// Under a sheet the list's rows are out of reach: its shortcuts do nothing (on Extra details,
  /// the numbers are the sheet's own regions).
  @Test(arguments: [PresentationStyle.detailsModally, .extraDetailsModally])
  func theListIsOutOfReachUnderASheet(style: PresentationStyle) async {
    let screen = await AppScreen.loaded(style: style)
    screen.press("1")
    let shown = screen.harness.shown
    #expect(!screen.press("m"))
    #expect(screen.harness.shown == shown)
    if style == .detailsModally {
      #expect(!screen.press("2"))
      #expect(screen.harness.shown == shown)
    } else {
      #expect(screen.frame.control("2")?.title == "US")
    }
  }

  /// The style changes while Details is shown (as the app's `style` command can): the screen stays
  /// the same, and once back on the list the next row uses the new style.
  @Test(arguments: PresentationStyle.allCases, PresentationStyle.allCases)
  func aStyleChangeMidFlight(from old: PresentationStyle, to new: PresentationStyle) async {
    let screen = await AppScreen.loaded(style: old)
    screen.press("1")
    let shown = screen.frame

    screen.harness.presenter.choose(new)

    #expect(screen.frame == shown)
    #expect(screen.press(old.pushes ? "b" : "x"))
    #expect(screen.text.contains(new.title))
    #expect(screen.press("2"))
    let expected: Shown =
      switch new.pushes {
      case true: Shown(root: [Grapes.second.screen(in: new)])
      case false: Shown(sheet: Grapes.second.screen(in: new))
      }
    #expect(screen.harness.shown == expected)
  }
}
