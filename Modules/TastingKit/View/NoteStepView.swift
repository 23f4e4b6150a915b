import TerminalUI

/// The Note step of rating a grape: the score chosen, the note in a field, "Done" and "Cancel".
///
/// ```
/// Note                    [c] Cancel
/// ──────────────────────────────────
/// Shiraz
/// ★★★★☆
///
/// [n] Note: jammy
///
/// [d] Done
/// ```
public struct NoteStepView: View {
  private let presenter: NotePresenter

  /// A view showing what `presenter` holds.
  public init(presenter: NotePresenter) {
    self.presenter = presenter
  }

  /// The grape and its score, the field, the button and why the note could not be kept.
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      VStack(alignment: .leading) {
        Text(presenter.viewModel.title).font(.headline)
        Text(presenter.viewModel.rating.stars)
      }
      TextField("Note", text: Bindable(presenter.draft).note)
        .keyboardShortcut("n")
      Button("Done") { presenter.didTouchDone() }
        .keyboardShortcut("d")
      if let message = presenter.message {
        Text(message).foregroundStyle(.color(.red))
      }
    }
    .navigationTitle("Note")
    .toolbar {
      ToolbarItem {
        Button("Cancel", role: .cancel) { presenter.didTouchCancel() }
          .keyboardShortcut("c")
      }
    }
  }

  /// The step for `viewModel`, its draft prepared now, reporting to `router` (held weakly).
  ///
  /// Call it once per navigation to the step (a navigation destination does): the draft lives as
  /// long as the view it returns.
  public static func make(viewModel: NoteStepViewModel, router: any TastingRouting)
    -> NoteStepView
  {
    NoteStepView(
      presenter: NotePresenter(
        viewModel: viewModel, draft: viewModel.prepareState(), router: router))
  }
}
