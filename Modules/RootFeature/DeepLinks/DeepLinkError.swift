import NavigationBackport

/// Why a deep-link URL cannot be opened, naming the part that is wrong.
///
/// Every message quotes the offending part as written in the URL or made printable, so a message
/// is always safe to print on a terminal.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The URL is not a link of the app: the engine's sentence says what is wrong and where.
  case link(NBLinkError)
  /// The `style` parameter names no presentation style.
  case unknownStyle(String)
  /// The `sheets` parameter names no sheet policy.
  case unknownSheetPolicy(String)
  /// No loaded grape (or region: the `noun`) has this id; `known` shows a few that do.
  case unknownID(noun: String, id: String, known: [String])
  /// The screen named `screen` cannot be shown now, for `reason` (such as `edit-name` while
  /// nobody is signed in).
  case unavailable(screen: String, reason: String)
  /// The grapes are not loaded (still loading, or loading failed), so ids cannot be checked.
  case notLoaded

  /// One sentence saying what is wrong and where.
  public var description: String {
    switch self {
    case .link(let error):
      return error.description
    case .unknownStyle(let name):
      let valid = PresentationStyle.allCases.map(\.argumentName).joined(separator: ", ")
      return "Unknown style '\(name)'; expected one of \(valid)."
    case .unknownSheetPolicy(let name):
      let valid = NBPresentationPolicy.allCases.map(\.argumentName).joined(separator: ", ")
      return "Unknown sheet policy '\(name)'; expected one of \(valid)."
    case .unknownID(let noun, let id, let known):
      let shown = known.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
      let more = known.count > 5 ? " and \(known.count - 5) more" : ""
      let list = known.isEmpty ? "no \(noun)s are loaded" : "the ids are \(shown)\(more)"
      return "No \(noun) has the id '\(id)'; \(list)."
    case .unavailable(let screen, let reason):
      return "'\(screen)' cannot be opened: \(reason)."
    case .notLoaded:
      return "The grapes are not loaded, so the URL's grape ids cannot be checked."
    }
  }
}
