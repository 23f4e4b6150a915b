import TerminalUI

/// The toolbar menu: the presentation styles (the current one checked) and the deep links.
struct RootMenu: View {
  let presenter: RootPresenter

  var body: some View {
    Menu(presenter.presentationStyle.title) {
      ForEach(PresentationStyle.allCases, id: \.self) { style in
        Button(mark(style) + style.title) { presenter.choose(style) }
      }
      ForEach(RootDeepLink.allCases, id: \.self) { link in
        Button(link.title) { presenter.open(link) }
      }
    }
    .keyboardShortcut("m")
  }

  private func mark(_ style: PresentationStyle) -> String {
    style == presenter.presentationStyle ? "✓ " : "  "
  }
}
