/// A record of a navigator's last ``limit`` transitions, each with its cause and states: why the
/// app is where it is.
///
/// A cause is what the caller named (``withCause(_:_:)``) or the operation reported, such as
/// `push Details`, `back`, `dismiss`, `tab regions` or `replace`.
@MainActor
public final class NBNavigationHistory {
  /// One committed change of the navigation state.
  public struct Transition: Equatable {
    /// Why it happened, in a few words: ``namedCause``, else the ``events`` said briefly.
    public let cause: String
    /// The words the caller named the transition with (``withCause(_:_:)``), if any.
    public let namedCause: String?
    /// What changed, as the engine saw it: screens pushed, popped, presented, dismissed, a root
    /// selected, a screen updated, or the whole state replaced.
    public let events: [NBNavigationEvent]
    /// The state before.
    public let from: NBNavigationState
    /// The state after.
    public let to: NBNavigationState
  }

  /// The transitions recorded, oldest first.
  public private(set) var transitions: [Transition] = []
  /// How many transitions are kept.
  public let limit: Int

  private let navigator: NBNavigator
  private var shown: NBNavigationState
  private var recordedChange: Int
  private var nextCause: String?
  private var observers: [(Transition) -> Void] = []

  /// Records the transitions of `navigator` from now on, keeping the last `limit`.
  public init(recording navigator: NBNavigator, limit: Int = 100) {
    self.navigator = navigator
    self.limit = max(limit, 1)
    shown = navigator.state
    recordedChange = navigator.changeCount
    navigator.observeEvents { [weak self] event in
      self?.record(event)
    }
  }

  /// Runs `body`, naming `cause` (such as the URL opened) as the cause of the first transition it
  /// makes; a `body` that changes nothing names nothing.
  @discardableResult
  public func withCause<T, E: Error>(_ cause: String, _ body: () throws(E) -> T) throws(E) -> T {
    nextCause = cause
    defer { nextCause = nil }
    return try body()
  }

  /// Calls `observer` with each transition as it is recorded.
  public func observe(_ observer: @escaping (Transition) -> Void) {
    observers.append(observer)
  }

  /// Records the change `event` reports, once per change.
  private func record(_ event: NBNavigationEvent) {
    guard navigator.changeCount != recordedChange else {
      shown = navigator.state  // a held navigation changes the state, not what is shown
      return
    }
    recordedChange = navigator.changeCount
    let to = navigator.state
    // What the change did, read from the states (a whole state set may be a plain dismiss and
    // pop); an update in place keeps every identity, so only its own event names it.
    let events: [NBNavigationEvent]
    if case .updated = event {
      events = [event]
    } else {
      events = NBNavigationEvent.changes(from: shown, to: to)
    }
    let transition = Transition(
      cause: nextCause ?? Self.cause(of: events), namedCause: nextCause, events: events,
      from: shown, to: to)
    nextCause = nil
    shown = to
    transitions.append(transition)
    if transitions.count > limit {
      transitions.removeFirst(transitions.count - limit)
    }
    for observer in observers {
      observer(transition)
    }
  }

  /// The operation `events` describe, in a few words.
  static func cause(of events: [NBNavigationEvent]) -> String {
    let words = events.map { event in
      switch event {
      case .pushed(let types, _): "push " + types.map(shortName).joined(separator: ", ")
      case .popped(let count, _): count == 1 ? "back" : "back \(count)"
      case .presented(let style, let type, _): "present \(shortName(type)) (\(style))"
      case .dismissed(let count): count == 1 ? "dismiss" : "dismiss \(count)"
      case .selectedRoot(let id): "tab \(id.rawValue)"
      case .updated(let type): "update \(shortName(type))"
      case .replacedState: "replace"
      case .refused, .held: "guarded"
      }
    }
    return words.isEmpty ? "replace" : words.joined(separator: ", ")
  }

  /// `DetailsKit.DetailsViewModel` as `DetailsViewModel`.
  private static func shortName(_ typeName: String) -> String {
    String(typeName.split(separator: ".").last ?? Substring(typeName))
  }
}
