import TerminalUI

/// What a tab built on the grapes shows at the bottom of its stack: `content` once they are loaded,
/// a progress line while they load, why they could not be loaded with a way to try again, the
/// notice about the last request, the title and the tab's menu.
struct TabRootScreen<Content: View>: View {
  let title: String
  let tab: RootTab
  let presenter: RootPresenter
  @ViewBuilder let content: ([RootModel]) -> Content

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      switch presenter.state {
      case .loading:
        ProgressView("Loading…")
      case .loaded:
        content(presenter.items)
      case .failed(let message):
        VStack(alignment: .leading) {
          Text("The grapes could not be loaded.").font(.headline)
          Text(message)
          Button("Retry") { presenter.retry() }.keyboardShortcut("r")
        }
      }
      if let notice = presenter.notice {
        Text(notice).foregroundStyle(.secondary)
      }
    }
    .navigationTitle(title)
    .toolbar {
      ToolbarItem {
        RootMenu(presenter: presenter, tab: tab)
      }
    }
    .onAppear { presenter.start() }
  }
}
