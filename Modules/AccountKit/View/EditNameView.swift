import TerminalUI

/// The edit-name screen: the name in a field and "Save".
///
/// ```
/// Edit name
/// ────────────────
/// [n] Name: Rosa
///
/// [s] Save
/// ```
public struct EditNameView: View {
  private let presenter: EditNamePresenter

  /// A view showing what `presenter` holds.
  public init(presenter: EditNamePresenter) {
    self.presenter = presenter
  }

  /// The field, the button and why the name could not be saved.
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      TextField("Name", text: Bindable(presenter.draft).name)
        .keyboardShortcut("n")
      Button("Save") { presenter.didTouchSave() }
        .keyboardShortcut("s")
      if let message = presenter.message {
        Text(message).foregroundStyle(.color(.red))
      }
    }
    .navigationTitle("Edit name")
  }

  /// The screen for `viewModel`, its draft prepared now, reporting to `router` (held weakly).
  ///
  /// Call it once per navigation to the screen (a navigation destination does): the draft lives
  /// as long as the view it returns.
  public static func make(viewModel: EditNameViewModel, router: any EditNameRouting)
    -> EditNameView
  {
    EditNameView(presenter: EditNamePresenter(draft: viewModel.prepareState(), router: router))
  }
}
