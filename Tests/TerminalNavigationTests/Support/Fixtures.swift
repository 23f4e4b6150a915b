import NavigationBackport
import Observation
import TerminalNavigation
import TerminalUI

// MARK: - Value-driven screens

/// A value pushed or presented to show a ``PageView``: its title and the names of the pages its
/// link leads through, one per push.
struct Page: Hashable, Codable {
  let name: String
  let then: [String]

  init(_ name: String, then: [String] = []) {
    self.name = name
    self.then = then
  }
}

/// A screen drawn from its value alone: its title, a toolbar item, a line of text and, when it
/// leads somewhere, a link to the next page.
struct PageView: View {
  let page: Page

  var body: some View {
    VStack {
      Text("This is page \(page.name).")
      if let next = page.then.first {
        List {
          NBNavigationLink("Open \(next)", value: Page(next, then: Array(page.then.dropFirst())))
        }
      }
    }
    .navigationTitle(page.name)
    .toolbar { Button("Share") {} }
  }
}

/// A stack of pages: `Root`, with a link to page `A` (which leads to `B`, then `C`), and the
/// destination for every ``Page``.
struct PageStack: View {
  let navigator: NBNavigator

  var body: some View {
    NBNavigationStack(navigator: navigator) {
      List {
        NBNavigationLink("Open A", value: Page("A", then: ["B", "C"]))
      }
      .navigationTitle("Root")
      .nbNavigationDestination(for: Page.self) { PageView(page: $0) }
    }
  }
}

// MARK: - Presenter-driven screens with a router

/// What happened to routers, presenters and views, in order: `made A`, `gone A`, `gone router`.
@MainActor
final class EventLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }

  /// The entries that start with `prefix`, such as every `made …` or every `gone …`.
  func entries(startingWith prefix: String) -> [String] {
    entries.filter { $0.hasPrefix(prefix) }
  }
}

/// A value pushed or presented to show a ``ScreenView`` and its presenter.
struct Screen: Hashable {
  let name: String

  init(_ name: String) {
    self.name = name
  }
}

/// Owns a navigator, as a feature's router does; the destination closures capture it strongly.
@MainActor
final class TestRouter {
  let navigator: NBNavigator
  private let log: EventLog

  init(log: EventLog, presentationPolicy: NBPresentationPolicy = .single) {
    self.log = log
    self.navigator = NBNavigator(presentationPolicy: presentationPolicy)
  }

  isolated deinit {
    log.record("gone router")
  }

  /// The screen for `screen`: a view and a new presenter holding this router weakly.
  func makeScreen(_ screen: Screen) -> ScreenView {
    ScreenView(presenter: ScreenPresenter(name: screen.name, router: self, log: log), log: log)
  }

  /// A stack whose root links to screen `A` and whose ``Screen`` values show ``ScreenView``s.
  func makeStack() -> some View {
    NBNavigationStack(navigator: navigator) {
      List {
        NBNavigationLink("Open A", value: Screen("A"))
      }
      .navigationTitle("Home")
      .nbNavigationDestination(for: Screen.self) { [self] in makeScreen($0) }
    }
  }
}

/// A presenter holding its router weakly; its creation and release land in the log.
@MainActor
@Observable
final class ScreenPresenter {
  let name: String
  var detail = "Loading…"
  @ObservationIgnored weak var router: TestRouter?
  @ObservationIgnored private let log: EventLog

  init(name: String, router: TestRouter?, log: EventLog) {
    self.name = name
    self.router = router
    self.log = log
    log.record("made \(name)")
  }

  isolated deinit {
    log.record("gone \(name)")
  }

  /// Asks the router to push the screen named `name`.
  func open(_ name: String) {
    router?.navigator.push(Screen(name))
  }

  /// Finishes loading after a suspension, as a call to a service would.
  func load() async {
    await Task.yield()
    detail = "Loaded \(name)"
  }
}

/// A screen drawn from its presenter, holding an object whose release lands in the log as
/// `gone view A`, so the view's own lifetime shows too.
///
/// Its only control is a link, whose action holds the navigator and a value but not the
/// presenter (see `ScreenLifetimeTests` for a button that holds it).
struct ScreenView: View {
  let presenter: ScreenPresenter
  private let lifetime: ViewLifetime

  init(presenter: ScreenPresenter, log: EventLog) {
    self.presenter = presenter
    self.lifetime = ViewLifetime(name: presenter.name, log: log)
  }

  var body: some View {
    VStack {
      Text(presenter.detail)
      List {
        NBNavigationLink("Open \(presenter.name)+", value: Screen(presenter.name + "+"))
      }
    }
    .navigationTitle(presenter.name)
  }
}

/// Stands for the storage of one ``ScreenView``: made with the view, released with its last copy.
@MainActor
final class ViewLifetime {
  private let name: String
  private let log: EventLog

  init(name: String, log: EventLog) {
    self.name = name
    self.log = log
    log.record("made view \(name)")
  }

  isolated deinit {
    log.record("gone view \(name)")
  }
}

// MARK: - Bindings

/// A model whose properties drive bound destinations, presentations and stacks, as a presenter's
/// would.
@MainActor
@Observable
final class BindingModel {
  var flag = false
  var item: String?
  var numbers: [Int] = []
  var path = NBNavigationPath()
  var dismissals = 0
}
