import NavigationBackport

// What the app asks the root before it quits: whether a change would be lost (each kit says
// what of its screens would be), and the question that lets the person keep it.

extension RootPresenter {
  /// What quitting now would drop, in a sentence, or `nil` when nothing would be lost.
  public var unsavedChanges: String? {
    RootKit.all.lazy.compactMap { $0.unsavedChanges(self.router) }.first
  }

  /// The question asked before quitting would drop `changes`.
  static func quitQuestion(dropping changes: String) -> NBDialog {
    .discardChanges("Quitting now drops \(changes).")
  }

  /// Whether the question about quitting is shown, waiting for an answer.
  public var isAskingToQuit: Bool {
    guard let question = unsavedChanges.map(Self.quitQuestion) else { return false }
    return router.navigator.state.modals.contains { $0.content.value == AnyHashable(question) }
  }

  /// Asks whether to quit, dropping ``unsavedChanges``; `quit` runs when the person chooses
  /// Discard (at once when nothing would be lost), and nothing happens on Keep editing (or
  /// Escape), which leaves the changes as they were.
  public func confirmQuitting(_ quit: @escaping @MainActor () -> Void) {
    guard let question = unsavedChanges.map(Self.quitQuestion) else { return quit() }
    router.navigator.onAnswer(to: question) { button in
      if button.role == .destructive { quit() }
    }
    router.navigator.present(question)
  }
}

extension NBDialog {
  /// "Discard your changes?" before leaving Edit name or quitting, `message` saying what is lost.
  static func discardChanges(_ message: String) -> NBDialog {
    NBDialog(
      title: "Discard your changes?", message: message,
      buttons: [.init("Discard", role: .destructive), .init("Keep editing", role: .cancel)])
  }
}
