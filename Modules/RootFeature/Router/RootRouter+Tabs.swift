import DetailsKit
import ExtraDetailsKit
import NavigationBackport
import RegionsKit

extension RootRouter {
  /// The tab shown.
  var selectedTab: RootTab {
    RootTab(rootID: navigator.state.selectedRootID) ?? .grapes
  }

  /// Shows `tab` as it was left, in one update, dismissing what covers the app first (the sheets'
  /// dismissal handlers run), as open navigation does.
  func select(_ tab: RootTab) {
    let leaving = tab != selectedTab
    var state = RootTab.withTabRoots(navigator.state)
    state.modals.removeAll()
    state.select(tab.rootID)
    navigator.state = state
    // A notice belongs to the tab where the dismissal happened.
    if leaving { clearNotices() }
  }

  /// Open navigation: from wherever the person is, selects the Regions tab, dismisses what covers
  /// it and presents the region `id` in a sheet with its dismissal handler, in one update.
  ///
  /// Does nothing for a region the data does not name.
  func open(region id: WineRegion.ID) {
    guard let region = try? data.region(id) else {
      return
    }
    var state = RootTab.withTabRoots(navigator.state)
    state.select(RootTab.regions.rootID)
    state.modals = [NBModal(.sheet, content: RegionViewModel(region))]
    navigator.state = state
    attachDismissalHandlers()
  }

  /// Presents `value` in a sheet with its own stack, placed by the sheet policy (over the shown
  /// sheet, or in its place); its dismissal handler adds a notice.
  func presentSheet(_ value: some Hashable) {
    let title = noticeTitle(of: AnyHashable(value))
    navigator.present(value, style: .sheet, withStack: true) { [weak self] in
      self?.pendingNotices.append("Closed \(title)")
    }
  }

  /// Gives every modal of the Regions tab a dismissal handler that adds a notice, however it got
  /// there (a choice, a URL, a restored state); other tabs' modals have none.
  func attachDismissalHandlers() {
    guard selectedTab == .regions else {
      return
    }
    for modal in navigator.state.modals {
      let title = noticeTitle(of: modal.content.value)
      navigator.onDismiss(ofModal: modal.id) { [weak self] in
        self?.pendingNotices.append("Closed \(title)")
      }
    }
  }

  /// Forgets the notices shown, as the person asks for something else.
  func clearNotices() {
    notices = []
  }

  /// The name a notice gives the screen of `value`: its grape's or region's name.
  private func noticeTitle(of value: AnyHashable) -> String {
    switch value.base {
    case let details as DetailsViewModel: details.title
    case let extra as ExtraDetailsViewModel: extra.title
    case let region as RegionViewModel: region.name
    default: "the sheet"
    }
  }

  /// Shows the lines of the dismissal handlers the latest navigation change ran, once per change
  /// (a change may report several events).
  func collectNotices() {
    guard navigator.changeCount != noticedChange else {
      return
    }
    noticedChange = navigator.changeCount
    if notices != pendingNotices {
      notices = pendingNotices
    }
    pendingNotices = []
  }
}
