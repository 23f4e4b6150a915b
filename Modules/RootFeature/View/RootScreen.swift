import TerminalUI

/// The root screen: the grape list, or the loading and failure states.
///
/// With it go a notice about the last request, the title and the menu of the original sample. It
/// talks only to its presenter.
struct RootScreen: View {
  let presenter: RootPresenter

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      content
      if let notice = presenter.notice {
        Text(notice).foregroundStyle(.secondary)
      }
    }
    .navigationTitle(presenter.title)
    .toolbar {
      ToolbarItem {
        RootMenu(presenter: presenter, tab: .grapes)
      }
    }
    .onAppear { presenter.start() }
  }

  @ViewBuilder private var content: some View {
    switch presenter.state {
    case .loading:
      ProgressView("Loading…")
    case .loaded(let items) where items.isEmpty:
      Text("No grapes to show.").foregroundStyle(.secondary)
    case .loaded(let items):
      // Read once for the list, not once a row.
      let pushes = presenter.selectionPushes
      List(items) { item in
        // A numbered row; it ends in `›` when selecting pushes a screen.
        ControlView(showsDisclosure: pushes) {
          presenter.select(item)
        } label: {
          GrapeRow(item: item)
        }
      }
    case .failed(let message):
      LoadFailureView(message: message, presenter: presenter)
    }
  }
}

/// A row of the list: the grape and its description.
struct GrapeRow: View {
  let item: RootModel

  var body: some View {
    VStack(alignment: .leading) {
      Text(item.title).lineLimit(3)
      Text(item.subtitle).font(.caption)
    }
  }
}
