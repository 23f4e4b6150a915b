import TerminalUI

/// The Score step of rating a grape: five scores to choose from, and "Cancel".
///
/// ```
/// Score                   [c] Cancel
/// ──────────────────────────────────
/// Rate
/// Shiraz
///
/// [1] 1 star
/// [2] 2 stars
/// [3] 3 stars
/// [4] 4 stars
/// [5] 5 stars
/// ```
public struct ScoreStepView: View {
  private let presenter: ScorePresenter

  /// A view showing what `presenter` holds.
  public init(presenter: ScorePresenter) {
    self.presenter = presenter
  }

  /// The grape and one button per score, its digit as its shortcut.
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      VStack(alignment: .leading) {
        Text("Rate").font(.caption)
        Text(presenter.viewModel.title).font(.headline)
      }
      VStack(alignment: .leading) {
        ForEach(Rating.scores, id: \.self) { score in
          Button(score == 1 ? "1 star" : "\(score) stars") { presenter.didChoose(score: score) }
            .keyboardShortcut(Character(String(score)))
        }
      }
    }
    .navigationTitle("Score")
    .toolbar {
      ToolbarItem {
        Button("Cancel", role: .cancel) { presenter.didTouchCancel() }
          .keyboardShortcut("c")
      }
    }
  }

  /// The step for `viewModel`, reporting to `router` (held weakly).
  public static func make(viewModel: ScoreStepViewModel, router: any TastingRouting)
    -> ScoreStepView
  {
    ScoreStepView(presenter: ScorePresenter(viewModel: viewModel, router: router))
  }
}
