import TerminalNavigation
import TerminalUI

/// The root screen: the grape list inside the app's navigation stack, with the presentation-style
/// and deep-link menu of the original sample.
public struct RootView: View {
  /// The presenter behind the screen; the app drives commands and waits for loads through it.
  public let presenter: RootPresenter

  /// A view showing what `presenter` holds.
  public init(presenter: RootPresenter) {
    self.presenter = presenter
  }

  /// The navigation stack with the list (or the loading and failure states) at its root.
  public var body: some View {
    NBNavigationStack(navigator: presenter.router.navigator) {
      VStack(alignment: .leading, spacing: 1) {
        content
        if let notice = presenter.notice {
          Text(notice).foregroundStyle(.secondary)
        }
      }
      .navigationTitle(presenter.title)
      .toolbar {
        ToolbarItem {
          RootMenu(presenter: presenter)
        }
      }
      .onAppear { presenter.start() }
    }
  }

  @ViewBuilder private var content: some View {
    switch presenter.state {
    case .loading:
      ProgressView("Loading…")
    case .loaded(let items) where items.isEmpty:
      Text("No grapes to show.").foregroundStyle(.secondary)
    case .loaded(let items):
      presenter.router.makeNavigationView(items: items) { item in
        GrapeRow(item: item)
      }
    case .failed(let message):
      VStack(alignment: .leading) {
        Text("The grapes could not be loaded.").font(.headline)
        Text(message)
        Button("Retry") { presenter.retry() }.keyboardShortcut("r")
      }
    }
  }

  /// The root screen with a presenter loading through `client` and a router starting in `style`.
  public static func make(
    client: any RootAPIClient,
    presentationStyle style: PresentationStyle = .detailsStack
  ) -> RootView {
    let router = RootRouter(presentationStyle: style)
    let presenter = RootPresenter(interactor: RootInteractor(client: client), router: router)
    return RootView(presenter: presenter)
  }
}

/// A row of the list: the grape and its description.
struct GrapeRow: View {
  let item: DataViewModel

  var body: some View {
    VStack(alignment: .leading) {
      Text(item.title).lineLimit(3)
      Text(item.subtitle).font(.caption)
    }
  }
}
