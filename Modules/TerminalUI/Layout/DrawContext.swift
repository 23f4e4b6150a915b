/// What nodes need while drawing: the shortcut of each registered control.
package struct DrawContext {
  private let shortcuts: [String]

  init(shortcuts: [String]) {
    self.shortcuts = shortcuts
  }

  /// The shortcut of the control `id`.
  func shortcut(for id: ControlID) -> String {
    shortcuts.indices.contains(id.index) ? shortcuts[id.index] : "?"
  }
}
