import NavigationBackport
import RootFeature
import TerminalRuntime
import TerminalUI

// Full screen's highlights across a restart. The state file keeps the control highlighted on each
// kept screen by the screen's URL, as the identities of pushes change from one run to the next and
// URLs do not; a restored screen opens on that control the first time it is shown.

extension InteractiveSession {
  /// The shortcut highlighted on each screen the navigation keeps, by the screen's URL.
  ///
  /// The URL is without settings; this is what the state file saves. A restored screen not shown
  /// yet keeps the file's.
  var keptHighlights: [String: String] {
    let presenter = root.presenter
    let state = presenter.navigator.state
    let current = state.screenKey
    var highlights: [String: String] = [:]
    for screen in state.keptScreens {
      let url = presenter.navigationURL(of: screen)
      let key = screen.screenKey
      let chosen =
        key == current
        ? selection.highlighted?.shortcut : selection.rememberedShortcut(for: key)
      if let shortcut = chosen ?? restoredHighlights[url] {
        highlights[url] = shortcut
      }
    }
    return highlights
  }

  /// Highlights the control the state file kept for the screen shown, once that control is drawn
  /// (a list's rows arrive with the grapes); a shortcut the screen no longer has changes nothing.
  func applyRestoredHighlight() {
    guard !restoredHighlights.isEmpty else { return }
    let url = root.presenter.navigationURL(of: root.presenter.navigator.state)
    if let shortcut = restoredHighlights[url], selection.highlight(shortcut: shortcut) {
      restoredHighlights[url] = nil
    }
  }

  /// Lets go of the kept highlight of the screen shown, as a key acts on it: from then on the
  /// person's highlight is the one that counts.
  func forgetRestoredHighlight() {
    guard !restoredHighlights.isEmpty else { return }
    restoredHighlights[root.presenter.navigationURL(of: root.presenter.navigator.state)] = nil
  }
}
