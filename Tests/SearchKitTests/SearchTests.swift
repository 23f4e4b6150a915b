import SearchKit
import TerminalUI
import Testing

/// A router that answers from a fixed list of names and records what the screen reports.
@MainActor
final class RecordingSearchRouter: SearchRouting {
  let titles: [String]
  var changes: [String] = []
  var chosen: [String] = []

  init(titles: [String]) {
    self.titles = titles
  }

  func results(of search: SearchViewModel) -> SearchResults {
    SearchResults(query: search.query, foldedTitles: titles.map(SearchViewModel.folded)) {
      SearchResult(id: "id-\($0)", title: self.titles[$0])
    }
  }

  func didChangeQuery(_ query: String, of search: SearchViewModel) {
    changes.append(query)
  }

  func didChooseResult(_ id: SearchResult.ID) {
    chosen.append(id)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct SearchTests {
  nonisolated static let titles = [
    "Pinot Noir", "Grüner Veltliner", "Shiraz", "Pinot Gris", "Garnacha",
  ]

  private func presenter(_ query: String, router: RecordingSearchRouter) -> SearchPresenter {
    SearchPresenter(viewModel: SearchViewModel(query: query), router: router)
  }

  @Test(arguments: [
    ("pinot", ["Pinot Noir", "Pinot Gris"]), ("PINOT", ["Pinot Noir", "Pinot Gris"]),
    ("gruner", ["Grüner Veltliner"]), ("GRÜN", ["Grüner Veltliner"]),
    ("ar", ["Garnacha"]), ("az", ["Shiraz"]), ("", titles),
  ])
  func matchesAnywhereIgnoringCaseAndAccents(query: String, expected: [String]) {
    let router = RecordingSearchRouter(titles: Self.titles)
    #expect(presenter(query, router: router).results.map(\.title) == expected)
  }

  @Test func theSummaryCountsTheMatchesOfAll() {
    let router = RecordingSearchRouter(titles: Self.titles)
    #expect(presenter("pinot", router: router).summary == "2 of 5")
    #expect(presenter("", router: router).summary == "5 of 5")
    #expect(presenter("xyz", router: router).summary == "No grape matches 'xyz'.")
  }

  @Test func aQueryKeepsNoControlCharacterAndAtMost200() {
    #expect(SearchViewModel(query: "pi\u{1B}[2Jnot\n\u{7}").query == "pi[2Jnot")
    let long = SearchViewModel(query: String(repeating: "a", count: 250))
    #expect(long.query.count == 200)
    #expect(long.wasShortened)
    #expect(long == SearchViewModel(query: String(repeating: "a", count: 200)))
    let router = RecordingSearchRouter(titles: Self.titles)
    let presenter = SearchPresenter(viewModel: long, router: router)
    #expect(presenter.lengthNotice?.contains("at most 200 characters") == true)
    #expect(self.presenter("a", router: router).lengthNotice == nil)
  }

  @Test func typingAndChoosingAreReportedToTheRouter() throws {
    let router = RecordingSearchRouter(titles: Self.titles)
    let presenter = presenter("pin", router: router)
    presenter.query = "pino"
    presenter.didChoose(try #require(presenter.results.last))
    #expect(router.changes == ["pino"])
    #expect(router.chosen == ["id-3"])
  }

  @Test func theScreenShowsTheFieldTheCountAndTheResults() {
    let router = RecordingSearchRouter(titles: Self.titles)
    let host = ViewHost(SearchView.make(viewModel: SearchViewModel(query: "pinot"), router: router))
    let text = host.render(width: 40).plainText
    #expect(text.contains("[s] Search: pinot"))
    #expect(text.contains("2 of 5"))
    #expect(text.contains("Pinot Noir"))
    #expect(!text.contains("Shiraz"))
    #expect(host.perform("2"))
    #expect(router.chosen == ["id-3"])
  }

  @Test func holdsItsRouterWeakly() {
    var router: RecordingSearchRouter? = RecordingSearchRouter(titles: Self.titles)
    let presenter = router.map {
      SearchPresenter(viewModel: SearchViewModel(query: ""), router: $0)
    }
    weak let released = router
    router = nil
    #expect(released == nil)
    presenter?.didChangeQuery("x")
  }
}
