import NavigationBackport
import RootFeature

/// The navigation history in the user's words: each transition's cause as the screens are
/// titled (`opened Details`, `opened Sign in as a cover`), read from the engine's events, never
/// a Swift type name, and the URLs it went from and to.
enum HistoryLines {
  /// The last ``AppCommand/historyLength`` transitions of `presenter`, two lines each.
  ///
  /// The URLs leave out the settings: the style or sheet policy of today may not be the one in
  /// effect then (`--trace` writes those at the time).
  @MainActor static func lines(of presenter: RootPresenter) -> [String] {
    let transitions = presenter.history.transitions.suffix(AppCommand.historyLength)
    guard !transitions.isEmpty else { return ["Nothing has happened yet."] }
    return transitions.flatMap { transition in
      [
        cause(of: transition),
        "  \(presenter.navigationURL(of: transition.from)) → "
          + presenter.navigationURL(of: transition.to),
      ]
    }
  }

  /// Why `transition` happened in words: the app's own (`signed in`, `open feature-routing://…`)
  /// as they are, else what the engine saw change as the person saw it (`opened Details`).
  static func cause(of transition: NBNavigationHistory.Transition) -> String {
    transition.namedCause ?? words(for: transition.events)
  }

  /// `events` as the person saw them happen: `opened Sign in as a cover`, `went back 2 screens`.
  static func words(for events: [NBNavigationEvent]) -> String {
    guard !events.isEmpty else { return "jumped there" }
    return events.map { event in
      switch event {
      case .pushed(let types, _):
        "opened " + types.map(title(of:)).joined(separator: ", ")
      case .popped(let count, _):
        count == 1 ? "went back" : "went back \(count) screens"
      case .presented(.dialog, _, _):
        "asked a question"
      case .presented(.sheet, let type, _):
        "opened \(title(of: type)) as a sheet"
      case .presented(.fullScreenCover, let type, _):
        "opened \(title(of: type)) as a cover"
      case .dismissed(let count):
        count == 1 ? "closed" : "closed \(count)"
      case .selectedRoot(let id):
        "showed the \(RootTab(name: id.rawValue)?.title ?? id.rawValue) tab"
      case .updated(let type):
        "changed \(title(of: type))"
      case .replacedState:
        "jumped there"
      case .refused, .held:
        "held by a question"
      }
    }.joined(separator: ", ")
  }

  /// A screen's type as the person knows it: `ExtraDetailsViewModel` as `Extra details`.
  static func title(of typeName: String) -> String {
    var name = Substring(typeName.split(separator: ".").last ?? Substring(typeName))
    if name.hasSuffix("ViewModel") { name = name.dropLast("ViewModel".count) }
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty {
        words.append(String(character))
      } else {
        words[words.count - 1].append(character)
      }
    }
    let sentence = words.enumerated().map { $0 == 0 ? $1 : $1.lowercased() }
    return sentence.joined(separator: " ")
  }
}
