import NavigationBackport
import TerminalUI

/// The view of every pushed or presented entry, built once when it first shows and kept while its
/// entry stays in the navigation state, so presenters are created once and re-rendering never
/// rebuilds them; an entry updated in place (see `NBPathEntry.isSameScreen(as:)`) is built again.
///
/// It watches the navigator: the moment an entry leaves the state (a pop, a dismissal, a deep
/// link), its view and what the view holds are released.
@MainActor
final class ScreenCache {
  private var views: [NBEntryID: (entry: NBPathEntry, view: AnyView)] = [:]
  private let navigator: NBNavigator
  private var observer: NBEventObserverToken?

  init(navigator: NBNavigator) {
    self.navigator = navigator
    observer = navigator.observeEvents { [weak self] _ in
      self?.releaseDeparted()
    }
  }

  isolated deinit {
    if let observer {
      navigator.removeEventObserver(observer)
    }
  }

  /// The number of views kept, for tests.
  var count: Int { views.count }

  /// The kept view of `entry`, or the one `make` builds, which is kept when it succeeds.
  func view(
    for entry: NBPathEntry,
    make: () -> Result<AnyView, NBMissingDestination>
  ) -> Result<AnyView, NBMissingDestination> {
    if let kept = views[entry.id], kept.entry.isSameScreen(as: entry) {
      return .success(kept.view)
    }
    let made = make()
    if case .success(let view) = made {
      views[entry.id] = (entry, view)
    }
    return made
  }

  /// Drops the views of entries no longer in the navigation state.
  func releaseDeparted() {
    guard !views.isEmpty else {
      return
    }
    let live = navigator.state.entryIDs
    views = views.filter { live.contains($0.key) }
  }
}
