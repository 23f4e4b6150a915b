import AccountKit
import DetailsKit
import Foundation
import NavigationBackport
import TerminalUI
import TerminalUITesting
import Testing

@testable import RootFeature

/// Show Details Beside the List as a person sees it: the same navigation state drawn in one, two
/// or three panes by the width, and every flow over it.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct SplitViewTests {
  /// The rule between two panes.
  private static let rule = " │ "

  /// The app in split view with Shiraz chosen.
  private func shiraz() async -> AppScreen {
    let app = await AppScreen.loaded(style: .splitView, width: 200)
    #expect(app.press("3"))
    return app
  }

  /// Presses Details' "Show extra details".
  private func showExtraDetails(_ app: AppScreen) -> Bool {
    app.press("e")
  }

  private func text(_ app: AppScreen, width: Int) -> String {
    app.host.render(width: width).plainText
  }

  @Test func theSameStateIsOneTwoOrThreePanesByTheWidth() async {
    let app = await shiraz()
    #expect(showExtraDetails(app))
    let state = app.harness.navigator.state
    for width in [80, 140, 200] {
      assertSnapshot(of: app.host.render(width: width), named: "split-extra-\(width)")
      #expect(app.harness.navigator.state == state, "drawing at \(width) changes no state")
    }
  }

  @Test func shirazBesideTheListFrom120AndAloneWithItsBackBelow() async {
    let app = await shiraz()
    for width in [80, 140, 200] {
      assertSnapshot(of: app.host.render(width: width), named: "split-shiraz-\(width)")
    }
    let wide = text(app, width: 160)
    #expect(wide.contains("[1] Cabernet Sauvignon ›") && wide.contains("[r] Rate this grape"))
    #expect(wide.contains(Self.rule))
    let narrow = text(app, width: 80)
    #expect(!narrow.contains("Cabernet Sauvignon") && narrow.contains("[b] ‹ Wine Grapes"))
    #expect(!narrow.contains(Self.rule))
  }

  @Test func theURLIsTheSameAt80And160Columns() async {
    let app = await shiraz()
    _ = text(app, width: 80)
    let narrow = app.harness.presenter.url
    _ = text(app, width: 160)
    #expect(app.harness.presenter.url == narrow)
    #expect(narrow == "feature-routing://grapes/shiraz/details?style=split-view")
  }

  @Test func resizingKeepsTheStateAndEveryScreensOwnState() async {
    let app = await shiraz()
    let state = app.harness.navigator.state
    _ = text(app, width: 80)
    #expect(app.press("b"), "the collapsed split's back control")
    #expect(app.harness.shown == Shown())
    #expect(app.press("2"))
    _ = text(app, width: 200)
    #expect(app.harness.shown == Shown(root: [Grapes.second.details]))
    _ = text(app, width: 80)
    #expect(text(app, width: 80).contains("Pinot Noir"))
    #expect(state != app.harness.navigator.state)
  }

  @Test func aSelectionInTheListReplacesTheDetailsPaneBesideIt() async {
    let app = await shiraz()
    #expect(app.press("1"), "the list's rows stay usable beside Details")
    #expect(app.harness.shown == Shown(root: [Grapes.first.details]))
    let frame = text(app, width: 140)
    #expect(frame.contains("Cabernet Sauvignon\n") || frame.contains("Cabernet Sauvignon "))
    #expect(!frame.contains("Shiraz\n") && frame.contains("[3] Shiraz ›"))
  }

  @Test func theBackControlAndProgrammaticPopInTheDetailsPaneEmptyIt() async {
    let app = await shiraz()
    _ = text(app, width: 140)
    #expect(app.press("p"))
    #expect(app.harness.shown == Shown())
    #expect(app.press("3"))
    _ = text(app, width: 140)
    #expect(app.press("b"))
    #expect(app.harness.shown == Shown())
    #expect(!text(app, width: 140).contains(Self.rule), "the list alone, with no pane beside it")
  }

  @Test func aRestoredStateShowsTheSameScreensAtAnyWidth() async throws {
    let saved = await shiraz()
    #expect(showExtraDetails(saved))
    let url = saved.harness.presenter.url
    for width in [80, 140, 200] {
      let restored = await AppScreen.loaded(style: .splitView, width: width)
      try restored.harness.router.open(try RootLink(url: url))
      #expect(restored.harness.navigator.state.rootPath == saved.harness.navigator.state.rootPath)
      #expect(text(restored, width: width) == text(saved, width: width))
    }
  }

  @Test func theRatingFlowsSheetIsDrawnOverTheSplit() async {
    let app = await shiraz()
    app.harness.router.settings.account = Profile(name: "rosa")
    _ = text(app, width: 160)
    #expect(app.press("r"))
    let frame = text(app, width: 160)
    #expect(frame.contains("[5] 5 stars"))
    #expect(!frame.contains("[1] Cabernet Sauvignon"), "the sheet covers the panes")
    #expect(app.press("5"))
    #expect(app.press("d"))
    let after = text(app, width: 160)
    #expect(after.contains("Your rating: ★★★★★") && after.contains("[1] Cabernet Sauvignon ›"))
  }

  @Test func aDialogIsDrawnOverThePanesAndACoverInstead() async {
    let app = await shiraz()
    app.harness.navigator.present(
      RootPresenter.quitQuestion(dropping: "the new name typed in Edit name"))
    let dialog = text(app, width: 160)
    #expect(dialog.contains("Discard your changes?") && dialog.contains(Self.rule))
    app.harness.navigator.dismiss()
    app.harness.navigator.present(SignInViewModel(), style: .fullScreenCover, withStack: true)
    let cover = text(app, width: 160)
    #expect(cover.contains("[x] Close") && !cover.contains(Self.rule))
    app.harness.navigator.dismiss()
    #expect(text(app, width: 160).contains(Self.rule))
  }

  @Test func searchResultsAreAPaneAndTheChosenGrapeBesideThem() async {
    let app = await AppScreen.loaded(style: .splitView, width: 200)
    app.harness.router.search("o")
    _ = text(app, width: 200)
    #expect(app.press("1"))
    let frame = text(app, width: 200)
    let header = frame.split(separator: "\n")[1]
    #expect(header.components(separatedBy: Self.rule).count == 3, "list | search | details")
    #expect(frame.contains("[r] Rate this grape"))
  }

  @Test func everyTabIsSplit() async {
    let app = await AppScreen.loaded(style: .splitView, width: 140)
    app.harness.router.settings.account = Profile(name: "rosa")
    app.harness.presenter.select(.account)
    _ = text(app, width: 140)
    #expect(app.press("e"), "Edit name")
    let frame = text(app, width: 140)
    #expect(frame.contains(Self.rule) && frame.contains("Edit name"))
  }

  @Test func theOtherStylesNeverSplit() async {
    for style in PresentationStyle.allCases where style != .splitView {
      let app = await AppScreen.loaded(style: style, width: 200)
      #expect(app.press("3"))
      #expect(!text(app, width: 200).contains(Self.rule))
    }
  }
}
