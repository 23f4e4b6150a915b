/// The whole navigation state of an app as one `Codable` value: the roots with their paths, the
/// selected root, the modals, and held navigation.
public struct NBNavigationState: Equatable {
  /// The roots in display order; never empty.
  public internal(set) var roots: [NBRoot]
  /// The selected root; always one of ``roots``.
  public private(set) var selectedRootID: NBRootID
  /// The presented modals, bottom-most first.
  public var modals: [NBModal]
  /// Where ``held`` lives, as a struct cannot hold its own type directly.
  var heldStorage: [NBHeldNavigation] = []
  /// The child flows in progress, in the order they started.
  var flows: [NBFlow] = []

  /// A state with one root, ``NBRootID/main``, showing `path`, and the given modals.
  public init(path: NBNavigationPath = NBNavigationPath(), modals: [NBModal] = []) {
    roots = [NBRoot(id: .main, path: path)]
    selectedRootID = .main
    self.modals = modals
  }

  /// A state with the given roots (without duplicates; ``NBRootID/main`` when empty), `selected`
  /// among them (else the first), and modals.
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

  /// Selects root `id`; `false`, changing nothing, when there is no such root.
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

  /// The path a push goes to: the top modal's own stack when it has one, otherwise ``rootPath``.
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

  /// Pushes `value` onto the stack of `context` and returns its entry; `nil`, changing nothing,
  /// when that stack does not exist.
  mutating func push(_ value: some Hashable, in context: NBContext) -> NBPathEntry? {
    guard var path = path(in: context) else {
      return nil
    }
    path.append(value)
    setPath(path, in: context)
    return path.entries.last
  }

  /// The first entry matching `predicate`, searching every context.
  func locate(
    _ predicate: (NBPathEntry) -> Bool
  ) -> (context: NBContext, index: Int, entry: NBPathEntry)? {
    for context in contexts {
      if let entries = path(in: context)?.entries,
        let index = entries.firstIndex(where: predicate)
      {
        return (context, index, entries[index])
      }
    }
    return nil
  }

  /// Where the entry `id` is: at `index` on the stack of `context`, or (`index` `nil`) the content
  /// of the modal `context`.
  func location(of id: NBEntryID) -> (context: NBContext, index: Int?, entry: NBPathEntry)? {
    if let (context, index, entry) = locate({ $0.id == id }) {
      return (context, index, entry)
    }
    return modals.firstIndex { $0.id == id }.map { (.modal(depth: $0), nil, modals[$0].content) }
  }

  /// Every context with a stack: the roots, then the modals that have their own path.
  var contexts: [NBContext] {
    roots.map { .root($0.id) }
      + modals.indices.filter { modals[$0].path != nil }.map { .modal(depth: $0) }
  }

  /// The identities of every entry; a view keeps a screen's objects while its identity is here.
  package var entryIDs: Set<NBEntryID> { Set(allEntries.map(\.id)) }

  /// Every entry: root paths, modal contents and modal paths.
  var allEntries: [NBPathEntry] {
    roots.flatMap(\.path.entries)
      + modals.flatMap { [$0.content] + ($0.path?.entries ?? []) }
  }

  /// Whether `other` shows the same screens in the same places: no view would change.
  func showsSameScreens(as other: NBNavigationState) -> Bool {
    selectedRootID == other.selectedRootID && roots.count == other.roots.count
      && modals.count == other.modals.count
      && zip(roots, other.roots).allSatisfy {
        $0.id == $1.id && $0.path.showsSameScreens(as: $1.path)
      }
      && zip(modals, other.modals).allSatisfy { $0.showsSameScreens(as: $1) }
  }
}
