extension NBNavigationState {
  /// This state with the values as written, taking over `old`'s identities where an equal value
  /// is at the same place, so those screens are not rebuilt; one that saves differently (see
  /// `NBPathEntry.takingOver(_:coder:)`) is the same screen updated in place.
  func reconciled(with old: NBNavigationState) -> NBNavigationState {
    var result = self
    let coder = ElementCoder()
    // Looked up by id, so that a state with many roots reconciles in linear time.
    let oldPaths = Dictionary(
      old.roots.map { ($0.id, $0.path) }, uniquingKeysWith: { first, _ in first })
    for index in result.roots.indices {
      if let oldPath = oldPaths[result.roots[index].id] {
        result.roots[index].path = result.roots[index].path.reconciled(with: oldPath, coder: coder)
      }
    }
    for depth in result.modals.indices where old.modals.indices.contains(depth) {
      let previous = old.modals[depth]
      let current = result.modals[depth]
      guard previous.style == current.style, previous.content == current.content else {
        break
      }
      if current.content.id != previous.content.id {
        result.modals[depth].content = current.content.takingOver(previous.content, coder: coder)
      }
      if let path = current.path, let oldPath = previous.path {
        result.modals[depth].path = path.reconciled(with: oldPath, coder: coder)
      }
    }
    return result
  }
}

extension NBNavigationPath {
  /// This path, with the identities of `old`'s entries over their longest common prefix.
  func reconciled(with old: NBNavigationPath, coder: ElementCoder) -> NBNavigationPath {
    var result = self
    for index in result.entries.indices {
      guard index < old.entries.count, old.entries[index] == result.entries[index] else {
        break
      }
      if result.entries[index].id != old.entries[index].id {
        result.entries[index] = result.entries[index].takingOver(old.entries[index], coder: coder)
      }
    }
    return result
  }
}
