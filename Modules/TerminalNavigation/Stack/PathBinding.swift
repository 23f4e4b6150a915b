import NavigationBackport
import TerminalUI

/// A binding to a stack's path, whatever its element type: an `NBNavigationPath` or an array.
struct PathBinding {
  let get: @MainActor () -> NBNavigationPath
  let set: @MainActor (NBNavigationPath) -> Void

  init(_ binding: Binding<NBNavigationPath>) {
    get = { binding.wrappedValue }
    set = { binding.wrappedValue = $0 }
  }

  init<Element: Hashable>(_ binding: Binding<[Element]>) {
    get = { NBNavigationPath(binding.wrappedValue) }
    set = { path in binding.wrappedValue = path.elements.compactMap { $0.base as? Element } }
  }

  /// Brings the navigator and the binding into agreement: a binding that changed since the last
  /// sync moves the navigator now; a navigator that moved (the back control) updates the binding
  /// after the frame, through `context`.
  @MainActor
  func sync(_ state: StackState, in context: ResolveContext) {
    let bound = get()
    if bound != state.lastSyncedPath {
      state.navigator.path = bound
      state.lastSyncedPath = bound
      return
    }
    let navigated = state.navigator.state.rootPath
    guard navigated != bound else {
      return
    }
    context.addPostRenderEffect { [set] in
      state.lastSyncedPath = navigated
      set(navigated)
    }
  }
}
