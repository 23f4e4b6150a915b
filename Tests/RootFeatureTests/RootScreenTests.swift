import NavigationBackport
import TerminalUI
import TerminalUITesting
import Testing

@testable import RootFeature

/// The root screen as a person sees it: loading, the numbered list, failure and retry.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RootScreenTests {
  @Test func theListHasANumberedRowPerGrape() async {
    let screen = await AppScreen.loaded()
    let frame = screen.frame
    #expect(frame.controls.filter { $0.role == .row }.map(\.shortcut) == ["1", "2", "3"])
    #expect(
      frame.controls.filter { $0.role == .row }.map(\.title) == [
        "Cabernet Sauvignon The most famous red wine grape variety on Earth",
        "Pinot Noir The dominant red wine grape of Burgundy",
        "Shiraz New World Syrah",
      ])
    let lines = frame.plainText.split(separator: "\n").map(String.init)
    #expect(lines.first == "● Grapes  ○ Regions  ○ Account", "the tab bar, Grapes selected")
    #expect(lines[1].hasPrefix("Wine Grapes") == true)
    #expect(lines.contains("[1] Cabernet Sauvignon ›"))
    #expect(lines.contains("    The most famous red wine grape variety on Earth"))
    #expect(lines.contains("[2] Pinot Noir ›"))
    #expect(lines.contains("[3] Shiraz ›"))
  }

  /// Rows of stack styles push (a `›` says so); rows of modal styles present a sheet.
  @Test(arguments: PresentationStyle.allCases)
  func rowsShowWhetherTheyPush(style: PresentationStyle) async {
    let text = await AppScreen.loaded(style: style).text
    #expect(text.contains("[1] Cabernet Sauvignon ›") == (style.pushes))
    #expect(text.contains("[1] Cabernet Sauvignon\n") == (!style.pushes))
  }

  @Test(arguments: [60, 20])
  func rootList(width: Int) async {
    let screen = await AppScreen.loaded(width: width)
    assertSnapshot(of: screen.frame, named: "root-list-\(width)")
  }

  @Test func loadingShowsAProgressLineUntilTheGrapesArrive() async {
    let screen = AppScreen(client: SampleAPIClient(latency: .zero))
    let first = screen.host.render(width: 60).plainText
    #expect(first.contains("Loading…"))
    #expect(!first.contains("[1]"))

    await screen.harness.presenter.waitUntilLoaded()
    await screen.host.waitForTasks()
    #expect(screen.host.needsRender)
    #expect(screen.host.render(width: 60).plainText.contains("[1] Cabernet Sauvignon"))
  }

  @Test func aFailureShowsTheMessageAndRetryRecovers() async {
    let failure = RootDataError(file: "grapes.json", problem: "line 2: expected a string.")
    let screen = await AppScreen.loaded(
      client: ScriptedClient(.failure(failure), .success(SampleAPIClient.originalGrapes)))
    assertSnapshot(of: screen.frame, named: "failed-60")
    #expect(screen.frame.control("r")?.title == "Retry")

    #expect(screen.press("r"))
    await screen.settle()

    #expect(screen.harness.presenter.state == .loaded)
    #expect(screen.harness.presenter.items == Grapes.all)
    #expect(screen.text.contains("[1] Cabernet Sauvignon"))
    #expect(screen.frame.control("r") == nil)
  }

  @Test func anEmptyListSaysSo() async {
    let screen = await AppScreen.loaded(client: ScriptedClient(.success([])))
    #expect(screen.text.contains("No grapes to show."))
    #expect(screen.frame.controls.allSatisfy { $0.role != .row })
  }

  @Test func aRefusedDeepLinkShowsItsNoticeUnderTheList() async {
    let screen = await AppScreen.loaded(
      client: ScriptedClient(.success([.named("Merlot")])), width: 100)
    screen.harness.presenter.open(.pushTwoDetailsAndOneExtra)
    let lines = screen.text.split(separator: "\n").map(String.init)
    #expect(
      lines.last
        == "\"Push 2 Details and 1 Extra Details Programmatically\" needs 3 grapes; 1 loaded.")
  }

  /// The notice is about the last request: selecting a row is the next one, in every style, and
  /// so are Back and Close, which the navigation stack handles.
  @Test(arguments: PresentationStyle.allCases)
  func selectingARowClearsTheNotice(style: PresentationStyle) async {
    let screen = await AppScreen.loaded(
      style: style, client: ScriptedClient(.success([.named("Merlot")])), width: 100)
    screen.harness.presenter.open(.pushTwoDetailsAndOneExtra)
    #expect(screen.text.contains("needs 3 grapes"))

    #expect(screen.press("1"))
    #expect(screen.press(style.pushes ? "b" : "x"))

    #expect(screen.harness.presenter.notice == nil)
    #expect(!screen.text.contains("needs 3 grapes"))
  }
}
