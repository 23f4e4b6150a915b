/// The whole navigation state of an app, as one value.
///
/// The roots (tabs) with their own paths, which root is selected, and the presented modals, each
/// with its style, content and optional own path. It is `Codable`, and setting it on an
/// ``NBNavigator`` is one update, so a deep link is one change. Pushes go to ``topmostPath``;
/// going back (``backStack``) walks every screen the person sees, pushed or presented. A guard
/// may keep a requested navigation aside in it, ``held``.
public struct NBNavigationState: Equatable {
  /// The root entries in display order; never empty.
  public internal(set) var roots: [NBRoot]
  /// The selected root; always one of ``roots``.
  public private(set) var selectedRootID: NBRootID
  /// The presented modals from the bottom-most to the top-most.
  public var modals: [NBModal]
  /// Where ``held`` lives: an array, as a struct cannot hold a value of its own type directly.
  var heldStorage: [NBHeldNavigation] = []
  /// The child flows in progress, in the order they started (see ``NBNavigator/startFlow(returning:firstStep:from:)``).
  var flows: [NBFlow] = []

  /// A state with one root, ``NBRootID/main``, showing `path`, and the given modals.
  public init(path: NBNavigationPath = NBNavigationPath(), modals: [NBModal] = []) {
    roots = [NBRoot(id: .main, path: path)]
    selectedRootID = .main
    self.modals = modals
  }

  /// A state with the given roots (duplicates after the first are ignored), `selected` among
  /// them (the first root when `selected` is not one of them), and the given modals.
  ///
  /// An empty `roots` gives a single ``NBRootID/main`` root.
  public init(roots: [NBRoot], selected: NBRootID? = nil, modals: [NBModal] = []) {
    var seen = Set<NBRootID>()
    let unique = roots.filter { seen.insert($0.id).inserted }
    self.roots = unique.isEmpty ? [NBRoot(id: .main)] : unique
    let ids = self.roots.map(\.id)
    self.selectedRootID = selected.flatMap { ids.contains($0) ? $0 : nil } ?? self.roots[0].id
    self.modals = modals
  }

  /// The path of the selected root.
  public var rootPath: NBNavigationPath {
    get { roots[selectedRootIndex].path }
    set { roots[selectedRootIndex].path = newValue }
  }

  private var selectedRootIndex: Int {
    roots.firstIndex { $0.id == selectedRootID } ?? 0
  }

  /// Selects root `id`, the other roots keeping their paths; `false`, changing nothing, when there
  /// is no such root.
  @discardableResult
  public mutating func select(_ id: NBRootID) -> Bool {
    guard roots.contains(where: { $0.id == id }) else {
      return false
    }
    selectedRootID = id
    return true
  }

  /// Where a push goes: the top modal's own stack when it has one, otherwise the selected root.
  var topmostContext: NBContext {
    if let index = modals.indices.last, modals[index].path != nil {
      return .modal(depth: index)
    }
    return .root(selectedRootID)
  }

  /// The path a push goes to: the top modal's own stack when it has one, otherwise the selected
  /// root's path.
  public var topmostPath: NBNavigationPath {
    get { path(in: topmostContext) ?? rootPath }
    set { setPath(newValue, in: topmostContext) }
  }

  /// The path of `context`, or `nil` when that context does not exist or has no stack.
  public func path(in context: NBContext) -> NBNavigationPath? {
    switch context {
    case .root(let id):
      return roots.first { $0.id == id }?.path
    case .modal(let depth):
      return modals.indices.contains(depth) ? modals[depth].path : nil
    }
  }

  /// Replaces the path of `context`.
  ///
  /// - Returns: `false`, changing nothing, when that context does not exist or has no stack.
  @discardableResult
  public mutating func setPath(_ path: NBNavigationPath, in context: NBContext) -> Bool {
    switch context {
    case .root(let id):
      guard let index = roots.firstIndex(where: { $0.id == id }) else {
        return false
      }
      roots[index].path = path
    case .modal(let depth):
      guard modals.indices.contains(depth), modals[depth].path != nil else {
        return false
      }
      modals[depth].path = path
    }
    return true
  }

  /// Every context with a stack: the roots, then the modals that have their own path.
  var contexts: [NBContext] {
    roots.map { .root($0.id) }
      + modals.indices.filter { modals[$0].path != nil }.map { .modal(depth: $0) }
  }

  /// The identities of every entry in the state: root paths, modal contents and modal paths.
  ///
  /// A view layer keeps a screen's objects while its entry's identity is here.
  package var entryIDs: Set<NBEntryID> { Set(allEntries.map(\.id)) }

  /// Every entry in the state: root paths, modal contents and modal paths.
  var allEntries: [NBPathEntry] {
    roots.flatMap(\.path.entries)
      + modals.flatMap { [$0.content] + ($0.path?.entries ?? []) }
  }

  /// Whether `other` shows the same screens in the same places (see
  /// ``NBPathEntry/isSameScreen(as:)``): nothing a person sees or a view keeps would change.
  func showsSameScreens(as other: NBNavigationState) -> Bool {
    selectedRootID == other.selectedRootID && roots.count == other.roots.count
      && modals.count == other.modals.count
      && zip(roots, other.roots).allSatisfy {
        $0.id == $1.id && $0.path.showsSameScreens(as: $1.path)
      }
      && zip(modals, other.modals).allSatisfy { $0.showsSameScreens(as: $1) }
  }
}
