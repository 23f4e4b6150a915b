import TerminalUI

/// The Details screen: a grape variety, its description, the person's rating, and three ways on.
///
/// It reports what the person asks for through its presenter to a ``DetailsRouting`` router and
/// never decides what comes next.
public struct DetailsView: View {
  private let presenter: DetailsPresenter

  /// A view showing what `presenter` holds.
  public init(presenter: DetailsPresenter) {
    self.presenter = presenter
  }

  /// The grape, its description, the rating, "Rate this grape" and "Programmatic pop".
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      VStack(alignment: .leading) {
        Text("Grape variety").font(.caption)
        Text(presenter.viewModel.title).font(.headline)
      }
      VStack(alignment: .leading) {
        Text("Description").font(.caption)
        Text(presenter.viewModel.subtitle)
      }
      if let rating = presenter.rating {
        Text(rating)
      }
      Button("Rate this grape") { presenter.didTouchRate() }
        .keyboardShortcut("r")
      Button("Programmatic pop") { presenter.didTouchDismiss() }
        .keyboardShortcut("p")
    }
    .navigationTitle(presenter.title)
    .toolbar {
      ToolbarItem {
        Button("Show extra details") { presenter.didTouchExtra() }
          .keyboardShortcut("e")
      }
    }
  }

  /// The screen for `viewModel`, reporting to `router` (held weakly).
  public static func make(viewModel: DetailsViewModel, router: any DetailsRouting) -> DetailsView {
    DetailsView(presenter: DetailsPresenter(viewModel: viewModel, router: router))
  }
}
