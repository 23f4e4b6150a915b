/// What nodes need to know while drawing: the shortcut assigned to each registered control.
package struct DrawContext {
  private let shortcuts: [String]

  /// A context where the control with index `i` has shortcut `shortcuts[i]`.
  init(shortcuts: [String]) {
    self.shortcuts = shortcuts
  }

  /// The shortcut of the control `id`.
  func shortcut(for id: ControlID) -> String {
    shortcuts.indices.contains(id.index) ? shortcuts[id.index] : "?"
  }
}
