extension NBNavigationState {
  /// This state as written, taking over the identities of `old`'s entries wherever a new entry
  /// holds a value of the same type that is `==` to the old one at the same place, so that the
  /// screens that stay are not rebuilt.
  ///
  /// Every entry holds the value written here, never the old one: an entry may keep its identity
  /// and hold a new value (`==` may compare only part of a value, such as its id). Entries that
  /// already have an identity of `old` (kept, or updated in place) are left as they are. Paths
  /// take over the identities of their longest common prefix; a modal does when the modal at the
  /// same depth had the same style and an equal content, and then its path is reconciled too.
  func reconciled(with old: NBNavigationState) -> NBNavigationState {
    var result = self
    // Looked up by id, so that a state with many roots reconciles in linear time.
    let oldPaths = Dictionary(
      old.roots.map { ($0.id, $0.path) }, uniquingKeysWith: { first, _ in first })
    for index in result.roots.indices {
      if let oldPath = oldPaths[result.roots[index].id] {
        result.roots[index].path = result.roots[index].path.reconciled(with: oldPath)
      }
    }
    for depth in result.modals.indices where old.modals.indices.contains(depth) {
      let previous = old.modals[depth]
      let current = result.modals[depth]
      guard previous.style == current.style, previous.content == current.content else {
        break
      }
      if current.content.id != previous.content.id {
        result.modals[depth].content = current.content.takingOver(previous.content)
      }
      if let path = current.path, let oldPath = previous.path {
        result.modals[depth].path = path.reconciled(with: oldPath)
      }
    }
    return result
  }
}

extension NBNavigationPath {
  /// This path, with the identities of `old`'s entries over their longest common prefix.
  func reconciled(with old: NBNavigationPath) -> NBNavigationPath {
    var result = self
    for index in result.entries.indices {
      guard index < old.entries.count, old.entries[index] == result.entries[index] else {
        break
      }
      if result.entries[index].id != old.entries[index].id {
        result.entries[index] = result.entries[index].takingOver(old.entries[index])
      }
    }
    return result
  }
}
