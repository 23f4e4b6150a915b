import NavigationBackport
import RootFeature

/// The navigation history in the user's words: each transition's cause as the screens are
/// titled (`opened Details`, `opened Sign in as a cover`), never a Swift type name, and the URLs
/// it went from and to.
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
        cause(transition.cause),
        "  \(presenter.navigationURL(of: transition.from)) → "
          + presenter.navigationURL(of: transition.to),
      ]
    }
  }

  /// `cause` in words: the engine's (`push DetailsViewModel`, `present SignInViewModel
  /// (fullScreenCover)`) read as what the person saw happen; a cause the app named (`signed in`,
  /// `open feature-routing://…`) as it is.
  static func cause(_ cause: String) -> String {
    cause.split(separator: ", ", omittingEmptySubsequences: false).map { part in
      let words = part.split(separator: " ", maxSplits: 1).map(String.init)
      let rest = words.count > 1 ? words[1] : ""
      switch words.first {
      case "push" where !rest.isEmpty:
        return "opened "
          + rest.split(separator: ", ").map { title(of: String($0)) }
          .joined(separator: ", ")
      case "present" where rest.hasSuffix(")"):
        let parts = rest.dropLast().split(separator: " (", maxSplits: 1).map(String.init)
        let style = parts.count > 1 ? parts[1] : ""
        if parts[0] == "NBDialog" { return "asked a question" }
        return "opened \(title(of: parts[0]))" + (modalWords[style].map { " as \($0)" } ?? "")
      case "update" where !rest.isEmpty:
        return "changed \(title(of: rest))"
      case "back":
        return rest.isEmpty ? "went back" : "went back \(rest) screens"
      case "dismiss":
        return rest.isEmpty ? "closed" : "closed \(rest)"
      case "tab" where !rest.isEmpty:
        return "showed the \(RootTab(name: rest)?.title ?? rest) tab"
      case "replace":
        return "jumped there"
      case "guarded":
        return "held by a question"
      case let word? where words.count == 1 && word.first?.isUppercase == true:
        // The next of several screens pushed at once.
        return title(of: word)
      default:
        return String(part)
      }
    }.joined(separator: ", ")
  }

  /// How a modal style is said.
  private static let modalWords = [
    "sheet": "a sheet", "fullScreenCover": "a cover", "dialog": "a dialog",
  ]

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
