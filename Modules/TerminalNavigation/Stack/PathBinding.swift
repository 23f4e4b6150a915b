import NavigationBackport
import TerminalUI

/// A binding to a stack's path, whatever its element type: an `NBNavigationPath` or an array.
struct PathBinding {
  let get: @MainActor () -> NBNavigationPath
  let set: @MainActor (NBNavigationPath) -> Void
  /// The part of a navigated path the binding can hold: all of it for an `NBNavigationPath`, the
  /// elements of the array's type for an array (screens pushed by bound destinations are not).
  let representable: (NBNavigationPath) -> NBNavigationPath

  init(_ binding: Binding<NBNavigationPath>) {
    get = { binding.wrappedValue }
    set = { binding.wrappedValue = $0 }
    representable = { $0 }
  }

  init<Element: Hashable>(_ binding: Binding<[Element]>) {
    get = { NBNavigationPath(binding.wrappedValue) }
    set = { path in binding.wrappedValue = path.elements.compactMap { $0.base as? Element } }
    representable = { path in
      NBNavigationPath(entries: path.entries.filter { $0.value.base is Element })
    }
  }

  /// Brings the navigator and the binding into agreement: a binding that changed since the last
  /// sync moves the navigator now; a navigator that moved (the back control) updates the binding
  /// after the frame, through `context`.
  ///
  /// The navigator is compared as the binding sees it, so pushing a screen the binding cannot hold
  /// (a bound destination on a stack bound to an array) leaves the binding as it is, instead of
  /// being undone by the next frame.
  @MainActor
  func sync(_ state: StackState, in context: ResolveContext) {
    let bound = get()
    if bound != state.lastSyncedPath {
      state.navigator.path = bound
      state.lastSyncedPath = bound
      return
    }
    let navigated = representable(state.navigator.state.rootPath)
    guard navigated != bound else {
      return
    }
    context.addPostRenderEffect { [set] in
      state.lastSyncedPath = navigated
      set(navigated)
    }
  }
}
