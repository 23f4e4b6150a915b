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
  public mutating func type(_ character: Character, shortcuts: [String]) -> Outcome {
    let candidate = typed + character.lowercased()
    let matches = shortcuts.filter { $0.hasPrefix(candidate) }
    if matches.isEmpty {
      typed = ""
      return .noMatch(candidate)
    }
    if matches.allSatisfy({ $0 == candidate }) {
      typed = ""
      return .activate(candidate)
    }
    typed = candidate
    return .waiting(typed: candidate, exactMatch: matches.contains(candidate) ? candidate : nil)
  }

  /// Ends the entry, as Enter does: the shortcut typed, if it is one of `shortcuts`.
  public mutating func confirm(shortcuts: [String]) -> String? {
    defer { typed = "" }
    return shortcuts.contains(typed) ? typed : nil
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
