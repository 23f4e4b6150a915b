/// What nodes need while drawing: the shortcut of each registered control.
package struct DrawContext {
  /// The shortcut of each control, by its index.
  let shortcuts: [String]

  /// The shortcut of the control `id`.
  func shortcut(for id: ControlID) -> String {
    shortcuts.indices.contains(id.index) ? shortcuts[id.index] : "?"
  }
}
