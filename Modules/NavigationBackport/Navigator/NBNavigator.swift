import Observation

/// The navigation state of an app and every operation on it, observable and main-actor isolated.
///
/// Each operation commits the next ``NBNavigationState`` in one update; one that cannot be
/// honoured, or that a guard stops, changes nothing and returns `false`. See <doc:GettingStarted>.
@MainActor
@Observable
public final class NBNavigator {
  /// The whole navigation state; setting it is one update, heard as `replacedState`, and runs the
  /// guards.
  ///
  /// Entries equal to those at the same place keep their identity; a restoration uses
  /// ``restore(_:)``.
  public var state: NBNavigationState {
    get {
      access(keyPath: \.state)
      return storedState
    }
    set { commit(newValue, events: [.replacedState]) }
  }

  /// The state, outside Observation's `==` bookkeeping: ``commit(_:events:mode:)`` decides what
  /// changed.
  @ObservationIgnored var storedState: NBNavigationState

  /// What presenting does while a modal is shown.
  @ObservationIgnored public var presentationPolicy: NBPresentationPolicy

  /// The types that encoded paths and states may contain (see <doc:SavingAndRestoring>).
  @ObservationIgnored public var typeRegistry = NBTypeRegistry()

  /// How many changes have been committed; each operation that changes the state adds one.
  @ObservationIgnored public private(set) var changeCount = 0

  /// Receives each missing destination once.
  @ObservationIgnored public var missingDestinationHandler: ((NBMissingDestination) -> Void)?

  /// What each dialog's answer is handed to, by dialog (``onAnswer(to:perform:)``).
  @ObservationIgnored var answerHandlers: [NBDialog: (NBDialog.Button) -> Void] = [:]

  @ObservationIgnored var guards: [NBNavigationGuard] = []
  /// The dialog being answered, which its answer does not answer again as it goes away.
  @ObservationIgnored var answering: NBEntryID?

  /// The flow result handlers by result type name.
  @ObservationIgnored var flowHandlers: [String: (AnyHashable, NBFlowResult<AnyHashable>) -> Void] =
    [:]
  @ObservationIgnored private var removalHandlers: [NBEntryID: () -> Void] = [:]
  @ObservationIgnored private var eventObservers:
    [(token: Int, observe: (NBNavigationEvent) -> Void)] = []
  @ObservationIgnored private var nextObserverToken = 0
  @ObservationIgnored private var reportedMissing = Set<NBMissingDestination>()

  /// A navigator starting at `state` (by default one empty root) with the given policy.
  public init(
    state: NBNavigationState = NBNavigationState(),
    presentationPolicy: NBPresentationPolicy = .single
  ) {
    self.storedState = state
    self.presentationPolicy = presentationPolicy
  }

  // MARK: Committing

  /// How a commit treats guards and dialogs that go away unanswered.
  enum CommitMode {
    /// An operation: the guards run, and a dialog that goes away is answered with cancel.
    case guarded
    /// Held navigation resumed: the guards do not run again.
    case resuming
    /// A restoration: neither.
    case restoring
  }

  /// Stores `next` as written unless a guard stops it (then `false`); after a change, runs the
  /// removal handlers, reports the events (`nil`: read from the change), answers removed dialogs
  /// and delivers ended flows.
  @discardableResult
  func commit(
    _ next: NBNavigationState, events: [NBNavigationEvent]?, mode: CommitMode = .guarded
  ) -> Bool {
    let previous = storedState
    var reconciled = next.reconciled(with: previous)
      .keepingFlows(written: next, previous: previous, carryOver: mode != .restoring)
    if mode == .guarded, let decision = guardDecision(from: previous, to: reconciled) {
      stop(reconciled, decision)
      return false
    }
    let endedFlows = reconciled.settleFlows(previous: previous)
    guard !reconciled.showsSameScreens(as: previous) else {
      storedState = reconciled
      return true
    }
    withMutation(keyPath: \.state) {
      storedState = reconciled
    }
    changeCount += 1
    runRemovalHandlers(previous: previous, current: reconciled)
    report(events ?? NBNavigationEvent.changes(from: previous, to: reconciled))
    if mode != .restoring {
      answerRemovedDialogs(previous: previous, current: reconciled)
      deliver(endedFlows)
    }
    return true
  }

  /// Reports `events` to every observer.
  func report(_ events: [NBNavigationEvent]) {
    for event in events {
      for observer in eventObservers {
        observer.observe(event)
      }
    }
  }

  private func runRemovalHandlers(previous: NBNavigationState, current: NBNavigationState) {
    guard !removalHandlers.isEmpty else {
      return
    }
    let remaining = current.entryIDs
    var removedInOrder: [NBEntryID] = []
    for modal in previous.modals.reversed() {
      removedInOrder += (modal.path?.entries ?? []).reversed().map(\.id)
      removedInOrder.append(modal.id)
    }
    for root in previous.roots {
      removedInOrder += root.path.entries.reversed().map(\.id)
    }
    for id in removedInOrder where !remaining.contains(id) {
      if let handler = removalHandlers.removeValue(forKey: id) {
        handler()
      }
    }
  }

  // MARK: Events

  /// Calls `observer` with a plain-value event after every committed change, until
  /// ``removeEventObserver(_:)`` is given the token returned.
  @discardableResult
  public func observeEvents(_ observer: @escaping (NBNavigationEvent) -> Void)
    -> NBEventObserverToken
  {
    nextObserverToken += 1
    eventObservers.append((nextObserverToken, observer))
    return NBEventObserverToken(rawValue: nextObserverToken)
  }

  /// Stops calling the observer registered under `token`.
  public func removeEventObserver(_ token: NBEventObserverToken) {
    eventObservers.removeAll { $0.token == token.rawValue }
  }

  // MARK: Pushing and popping

  /// The path of the selected root, readable and writable like SwiftUI's bound path.
  public var path: NBNavigationPath {
    get { state.rootPath }
    set {
      var next = state
      next.rootPath = newValue
      commit(next, events: [.replacedState])
    }
  }

  /// The path pushes go to and pops come from: the top modal's own stack, or the selected root's.
  public var topmostPath: NBNavigationPath {
    get { state.topmostPath }
    set { commitTopmostPath(newValue) }
  }

  @discardableResult
  private func commitTopmostPath(_ path: NBNavigationPath) -> Bool {
    var next = state
    next.topmostPath = path
    return commit(next, events: nil)
  }

  /// Every screen going back walks through, pushed and presented alike (see ``NBBackStack``).
  public var backStack: NBBackStack {
    get { state.backStack }
    set { commit(newValue.state, events: nil) }
  }

  /// Pushes `value` onto ``topmostPath``; `false` when a guard stopped it.
  @discardableResult
  public func push<V: Hashable>(_ value: V) -> Bool {
    push(contentsOf: [AnyHashable(value)])
  }

  /// Pushes several values onto ``topmostPath`` in one update; `false` when a guard stopped it.
  @discardableResult
  public func push(contentsOf values: [AnyHashable]) -> Bool {
    var path = topmostPath
    for value in values {
      path.append(value)
    }
    return commitTopmostPath(path)
  }

  /// Pops `count` screens from ``topmostPath``: the back control.
  ///
  /// - Returns: `false`, changing nothing, when `count` is negative or too large, or a guard
  ///   stopped it.
  @discardableResult
  public func pop(_ count: Int = 1) -> Bool {
    var path = topmostPath
    return path.pop(count) && commitTopmostPath(path)
  }

  /// Shows `value` in the screen with identity `id`, in place, keeping its identity.
  ///
  /// - Returns: `false`, changing nothing, when no screen has that identity.
  @discardableResult
  public func updateScreen<V: Hashable>(_ id: NBEntryID, to value: V) -> Bool {
    var next = state
    guard next.updateScreen(id, to: value) else {
      return false
    }
    return commit(
      next, events: [.updated(typeName: NBTypeName.of(type(of: AnyHashable(value).base)))])
  }

  // MARK: Presenting

  /// Presents `value` as a modal, with its own stack unless `withStack` is false.
  ///
  /// Under ``NBPresentationPolicy/single`` a sheet replaces the sheets shown on top in the same
  /// update.
  /// `onDismiss` runs once, when this modal goes away for any reason.
  ///
  /// - Returns: `false` when a guard stopped it.
  @discardableResult
  public func present<V: Hashable>(
    _ value: V,
    style: NBModalStyle = .sheet,
    withStack: Bool = true,
    onDismiss: (() -> Void)? = nil
  ) -> Bool {
    var next = state
    if presentationPolicy == .single, style == .sheet {
      while next.modals.last?.style == .sheet {
        next.modals.removeLast()
      }
    }
    let modal = NBModal(style, content: value, path: withStack ? NBNavigationPath() : nil)
    next.modals.append(modal)
    guard commit(next, events: nil) else {
      return false
    }
    if let onDismiss {
      removalHandlers[modal.id] = onDismiss
    }
    return true
  }

  /// Runs `handler` once when the shown modal `id` goes away, replacing its handler (for a modal
  /// from a deep link or a restored state).
  ///
  /// - Returns: `false`, doing nothing, when no shown modal has the identity `id`.
  @discardableResult
  public func onDismiss(ofModal id: NBEntryID, perform handler: @escaping () -> Void) -> Bool {
    guard state.modals.contains(where: { $0.id == id }) else {
      return false
    }
    removalHandlers[id] = handler
    return true
  }

  /// Dismisses the top `count` modals, running their `onDismiss` handlers top-down.
  ///
  /// - Returns: `false`, changing nothing, when `count` is not in `1...modals.count`, or a guard
  ///   stopped it.
  @discardableResult
  public func dismiss(count: Int = 1) -> Bool {
    guard count >= 1, count <= state.modals.count else {
      return false
    }
    var next = state
    next.modals.removeLast(count)
    return commit(next, events: nil)
  }

  /// Dismisses every modal; does nothing when none is shown.
  public func dismissAll() {
    dismiss(count: state.modals.count)
  }

  /// Returns to the bare root: dismisses every modal and empties the selected root's path.
  public func returnToRoot() {
    var next = state
    next.modals.removeAll()
    next.rootPath = NBNavigationPath()
    state = next
  }

  // MARK: Roots

  /// Selects the root `id`, each root keeping its own path; `false`, changing nothing, when there
  /// is none.
  @discardableResult
  public func select(root id: NBRootID) -> Bool {
    var next = state
    guard next.select(id) else {
      return false
    }
    return commit(next, events: nil)
  }

  // MARK: Local destinations

  /// Runs `handler` once when the entry `id` leaves the state for any reason.
  func onRemoval(of id: NBEntryID, _ handler: @escaping () -> Void) {
    removalHandlers[id] = handler
  }

  /// Drops the removal handler of entry `id` without running it.
  func forgetRemovalHandler(of id: NBEntryID) {
    removalHandlers[id] = nil
  }

  // MARK: Missing destinations

  /// Passes the first report of each missing destination to ``missingDestinationHandler``.
  package func reportMissingDestination(_ missing: NBMissingDestination) {
    if reportedMissing.insert(missing).inserted {
      missingDestinationHandler?(missing)
    }
  }
}
