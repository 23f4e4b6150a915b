import TerminalUI

/// Typing a shortcut of one or more characters, such as `10`, in full screen, without a timeout:
/// a key acts at once when no longer shortcut starts with what was typed; otherwise (`1` beside
/// `10`) the entry waits for another character, Enter, Backspace or Escape.
public struct ShortcutEntry: Equatable, Sendable {
  /// What typing a character led to.
  public enum Outcome: Equatable, Sendable {
    /// Activate this shortcut now.
    case activate(String)
    /// Wait for more; `exactMatch` is the shortcut already typed, which Enter takes.
    case waiting(typed: String, exactMatch: String?)
    /// No shortcut starts with what was typed; the entry is empty again.
    case noMatch(String)
  }

  /// What was typed while waiting.
  public private(set) var typed = ""

  /// An empty entry.
  public init() {}

  /// Whether the entry is waiting for more characters.
  public var isWaiting: Bool { !typed.isEmpty }

  /// Adds `character`, lowercased, to what was typed, given what each prefix `matches` on screen.
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

  /// Ends the entry, as Enter does: the shortcut typed, if `matches` says it is one.
  public mutating func confirm(matching matches: (String) -> ShortcutMatch) -> String? {
    defer { typed = "" }
    return !typed.isEmpty && matches(typed).isShortcut ? typed : nil
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
