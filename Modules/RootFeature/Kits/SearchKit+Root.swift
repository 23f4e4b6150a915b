import NavigationBackport
import SearchKit
import TerminalNavigation
import TerminalUI

// SearchKit as the root knows it: the grapes whose name contains a query, pushed on the Grapes
// tab by `search TEXT`, `/TEXT` or `/`, named `search/for/TEXT/results` in links (`search` when
// empty). Each keystroke updates the screen in place, so the query is navigation state: its URL,
// the state file and history all name it.

extension RootKit {
  static var search: RootKit {
    RootKit(
      destinations: { router, content in
        AnyView(
          content.nbNavigationDestination(for: SearchViewModel.self) { viewModel in
            SearchView.make(viewModel: viewModel, router: router)
          })
      },
      routes: { _, _ in
        // The query is the id, percent-encoded by the engine; the empty query has a route of its
        // own, since a link has no empty segment.
        [
          NBLinkRoute(
            "search", id: { (search: SearchViewModel) in search.query.isEmpty ? "" : nil }
          ) { _ in SearchViewModel(query: "") },
          NBLinkRoute(
            "search/for/{id}/results",
            id: { (search: SearchViewModel) in
              search.query.isEmpty ? nil : search.query
            }
          ) { SearchViewModel(query: $0) },
        ]
      },
      commands: [
        RootKitCommand(
          word: "search", prefix: "/", key: "/", tab: .grapes, argument: "TEXT",
          help: "the grapes whose name contains TEXT (any case or accent)", editsField: true
        ) { router, text in router.search(text) }
      ],
      samples: { data, _ in
        [[SearchViewModel(query: "")], [SearchViewModel(query: data.items.last?.title ?? "x")]]
      })
  }
}

extension RootRouter: SearchRouting {
  /// Shows the Grapes tab searching for `text`, in one update: what covers the app is dismissed
  /// and the tab's stack is the search alone.
  func search(_ text: String) {
    let search = SearchViewModel(query: text)
    var state = uncovered(showing: .grapes)
    state.setPath(NBNavigationPath([search]), in: .root(RootTab.grapes.rootID))
    history.withCause("search '\(search.query)'") {
      navigator.state = state
    }
  }

  /// The loaded grapes whose name contains the query of `search`.
  func results(of search: SearchViewModel) -> SearchResults {
    let items = data.items
    return SearchResults(query: search.query, foldedTitles: data.foldedTitles) { index in
      SearchResult(id: items[index].id, title: items[index].title)
    }
  }

  /// The query typed: the search screen shown takes it in place, named by history.
  func didChangeQuery(_ query: String, of search: SearchViewModel) {
    let changed = SearchViewModel(query: query)
    let screen = AnyHashable(search)
    guard changed != search,
      let entry = navigator.state.topmostPath.entries.last(where: { $0.value == screen })
    else {
      return
    }
    history.withCause("search '\(changed.query)'") {
      navigator.updateScreen(entry.id, to: changed)
    }
  }

  /// A result chosen is shown the way the presentation style shows a selection.
  func didChooseResult(_ id: SearchResult.ID) {
    guard let item = try? data.grape(id) else {
      return
    }
    show(item)
  }
}
