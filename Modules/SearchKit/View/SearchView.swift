import TerminalUI

/// The search screen: a query field over the grapes whose name contains it, and how many match.
///
/// ```
/// Search
/// ────────────────────────────
/// [s] Search: pin
/// 2 of 3
/// [1] Pinot Noir
/// [2] Pinot Gris
/// ```
///
/// Matching ignores case and accents and looks anywhere in the name. The screen reports through
/// its presenter to a ``SearchRouting`` router and never decides what comes next.
public struct SearchView: View {
  private let presenter: SearchPresenter

  /// A view showing what `presenter` holds.
  public init(presenter: SearchPresenter) {
    self.presenter = presenter
  }

  /// The field, the count and the results.
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      VStack(alignment: .leading) {
        TextField("Search", text: Bindable(presenter).query)
          .keyboardShortcut("s")
          .focused(Bindable(presenter).isQueryFocused)
        if let notice = presenter.lengthNotice {
          Text(notice).foregroundStyle(.secondary)
        }
        Text(presenter.summary).foregroundStyle(.secondary)
      }
      if !presenter.results.isEmpty {
        List(presenter.results) { result in
          Button(result.title) { presenter.didChoose(result) }
        }
      }
    }
    .navigationTitle("Search")
  }

  /// The screen for `viewModel`, reporting to `router` (held weakly).
  public static func make(viewModel: SearchViewModel, router: any SearchRouting) -> SearchView {
    SearchView(presenter: SearchPresenter(viewModel: viewModel, router: router))
  }
}
