extension RootLocation {
  /// What restoring a location dropped because its grape or region no longer exists.
  public struct Drop: Hashable, Sendable, CustomStringConvertible {
    /// Where the screens were dropped.
    enum Place: Hashable, Sendable {
      /// The stack of `tab` was cut before the screen at this index.
      case rootStack(index: Int, tab: RootTab = .grapes)
      /// The modal at this depth (0 is the bottom-most) was dismissed, with every modal above it.
      case modal(depth: Int)
      /// The own stack of the modal at this depth was cut before the screen at this index.
      case modalStack(depth: Int, index: Int)
    }

    /// What the missing id named: `grape` or `region`.
    let noun: String
    /// The missing id, made printable.
    let id: String
    /// What was dropped.
    let place: Place
    /// The screen's name and why it cannot be shown, when its subject exists but the screen
    /// cannot be shown now (editing the name while nobody is signed in); `nil` when the subject is
    /// gone.
    let unavailable: Unavailable?

    /// A screen that cannot be shown now although its subject exists.
    struct Unavailable: Hashable, Sendable {
      /// The screen's name, such as `edit-name`.
      let screen: String
      /// Why not, as a clause, such as "nobody is signed in; sign in first (…)".
      let reason: String
    }

    /// What restoring left out: the `noun` `id` is gone (or, with `unavailable`, the screen
    /// cannot be shown for it now), so the screens at `place` were dropped.
    init(
      _ noun: String = "grape", id: String, place: Place,
      unavailable: Unavailable? = nil
    ) {
      self.noun = noun
      self.id = id
      self.place = place
      self.unavailable = unavailable
    }

    /// One sentence naming the grape or region and what was dropped.
    public var description: String {
      let what =
        switch place {
        case .rootStack(_, .grapes):
          "its screen and every screen above it were removed from the root stack"
        case .rootStack(_, let tab):
          "its screen and every screen above it were removed from the \(tab.title) tab's stack"
        case .modal(let depth):
          depth == 0
            ? "the modal showing it was dismissed"
            : "modal \(depth + 1), which showed it, was dismissed with any above it"
        case .modalStack(let depth, _):
          "its screen and every screen above it were removed from the stack of modal \(depth + 1)"
        }
      if let unavailable {
        return "'\(unavailable.screen)' cannot be shown: \(unavailable.reason); \(what)."
      }
      return "\(noun) '\(id)' no longer exists; \(what)."
    }
  }
}
