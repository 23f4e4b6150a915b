import NavigationBackport

/// A command a kit adds to the app in both modes: its line-mode word, the prefix that spells it
/// with its argument in one token, its full-screen key and its help line, read from the root's
/// list of kits.
///
/// ```text
/// search TEXT   /TEXT   (line mode)        /   on the Grapes tab's root (full screen)
/// ```
///
/// A hook between the root and the package's app (its command table), so `package`, not public.
package struct RootKitCommand {
  /// The line-mode word: `search`.
  package let word: String
  /// A prefix that spells the command with its argument in one token, or `nil`: `/` (`/pinot`).
  package let prefix: String?
  /// The full-screen key, or `nil`: `/`.
  package let key: Character?
  /// The tab on whose root screen (empty stack, nothing presented) the key acts.
  package let tab: RootTab
  /// The argument's name in help: `TEXT`.
  package let argument: String
  /// What the command does, as `help`, `?` and `--help` list it.
  package let help: String
  /// Whether the full-screen key leaves the person typing in the text field of the screen it
  /// opens (the field asks for the highlight with `focused(_:)`; the app begins editing it).
  package let editsField: Bool
  /// Does it, with the argument as typed.
  let run: @MainActor (RootRouter, String) -> Void
}

extension RootPresenter {
  /// The commands the kits add, in the order of the list of kits.
  nonisolated package static var kitCommands: [RootKitCommand] { RootKit.all.flatMap(\.commands) }

  /// The kit command whose full-screen key is `key`, when its tab's root screen is shown with
  /// nothing over it; `nil` otherwise.
  package func kitCommand(forKey key: Character) -> RootKitCommand? {
    let state = navigator.state
    return Self.kitCommands.first {
      $0.key == key && $0.tab == selectedTab && state.modals.isEmpty && state.rootPath.isEmpty
    }
  }

  /// Runs `command` with `argument` (everything after the word or prefix, as typed; may be
  /// empty); returns a sentence for the person when it could not run, `nil` when it ran.
  @discardableResult
  package func run(_ command: RootKitCommand, argument: String) -> String? {
    guard case .loaded = state else {
      return "The grapes are not loaded yet, so '\(command.word)' cannot run; try again soon."
    }
    notice = nil
    command.run(router, argument)
    return nil
  }
}
