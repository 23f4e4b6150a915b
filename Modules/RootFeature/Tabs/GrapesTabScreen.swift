import TerminalUI

/// The Grapes tab's root screen, the list of the original sample: a numbered row per grape, ending
/// in `›` when selecting it pushes a screen.
struct GrapesTabScreen: View {
  let presenter: RootPresenter

  var body: some View {
    TabRootScreen(title: presenter.title, tab: .grapes, presenter: presenter) { items in
      if items.isEmpty {
        Text("No grapes to show.").foregroundStyle(.secondary)
      } else {
        let pushes = presenter.router.settings.presentationStyle.pushes
        List(items) { item in
          ControlView(showsDisclosure: pushes) {
            presenter.select(item)
          } label: {
            VStack(alignment: .leading) {
              Text(item.title).lineLimit(3)
              Text(item.subtitle).font(.caption)
            }
          }
        }
      }
    }
  }
}
