/// Typing a shortcut of one or more characters, such as `10`, in a full-screen app, where each
/// key acts as soon as it is pressed.
///
/// There is no timeout: a key acts at once when it completes a shortcut nothing longer starts
/// with; when it could still be the start of a longer one (`1` on a screen with `10`–`12`),
/// the entry waits — the app shows what was typed — for the next character, Enter to take the
/// shorter shortcut, Backspace to take the last character back, or Escape to cancel. So what a
/// key does depends only on the keys before it, never on how fast they came.
///
/// ```swift
/// var entry = ShortcutEntry()
/// entry.type("1", shortcuts: ["1", "2", "10", "11"])   // .waiting(typed: "1", exactMatch: "1")
/// entry.type("0", shortcuts: ["1", "2", "10", "11"])   // .activate("10")
/// entry.type("2", shortcuts: ["1", "2", "10", "11"])   // .activate("2")
/// ```
public struct ShortcutEntry: Equatable, Sendable {
  /// What typing a character led to.
  public enum Outcome: Equatable, Sendable {
    /// The characters typed form this shortcut and no longer one: activate it now.
    case activate(String)
    /// The characters typed start a longer shortcut: wait for more. `exactMatch` is the shortcut
    /// they already form, if any, which Enter takes.
    case waiting(typed: String, exactMatch: String?)
    /// No shortcut starts with the characters typed; the entry is empty again.
    case noMatch(String)
  }

  /// The characters typed so far that start a longer shortcut; empty when not waiting.
  public private(set) var typed = ""

  /// An empty entry.
  public init() {}

  /// Whether the entry is waiting for more characters.
  public var isWaiting: Bool { !typed.isEmpty }

  /// Adds `character` (lowercased, as shortcuts are) to what was typed and says what to do, given
  /// the `shortcuts` on screen.
  mutating func type(_ character: Character, shortcuts: [String]) -> Outcome {
    type(character) { prefix in Self.match(prefix, in: shortcuts) }
  }

  /// Adds `character` to what was typed and says what to do, given what each prefix `matches`
  /// among the shortcuts on screen: for a screen whose shortcuts are not all listed, such as a
  /// ``LazyFrame``'s.
  public mutating func type(
    _ character: Character,
    matching matches: (String) -> ShortcutMatch
  ) -> Outcome {
    let candidate = typed + character.lowercased()
    let match = matches(candidate)
    if !match.isShortcut, !match.startsLongerShortcut {
      typed = ""
      return .noMatch(candidate)
    }
    if !match.startsLongerShortcut {
      typed = ""
      return .activate(candidate)
    }
    typed = candidate
    return .waiting(typed: candidate, exactMatch: match.isShortcut ? candidate : nil)
  }

  /// Ends the entry, as Enter does: the shortcut typed, if it is one of `shortcuts`.
  mutating func confirm(shortcuts: [String]) -> String? {
    confirm { Self.match($0, in: shortcuts) }
  }

  /// Ends the entry, as Enter does: the shortcut typed, if `matches` says it is one.
  public mutating func confirm(matching matches: (String) -> ShortcutMatch) -> String? {
    defer { typed = "" }
    return !typed.isEmpty && matches(typed).isShortcut ? typed : nil
  }

  private static func match(_ prefix: String, in shortcuts: [String]) -> ShortcutMatch {
    ShortcutMatch(
      isShortcut: shortcuts.contains(prefix),
      startsLongerShortcut: shortcuts.contains { $0.count > prefix.count && $0.hasPrefix(prefix) })
  }

  /// Takes back the last character typed, as Backspace does.
  public mutating func deleteLast() {
    if !typed.isEmpty { typed.removeLast() }
  }

  /// Forgets what was typed, as Escape does.
  public mutating func cancel() {
    typed = ""
  }
}
