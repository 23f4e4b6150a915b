import TerminalUI

/// What a tab shows when the grapes could not be loaded: why, and a way to try again.
struct LoadFailureView: View {
  let message: String
  let presenter: RootPresenter

  var body: some View {
    VStack(alignment: .leading) {
      Text("The grapes could not be loaded.").font(.headline)
      Text(message)
      Button("Retry") { presenter.retry() }.keyboardShortcut("r")
    }
  }
}
