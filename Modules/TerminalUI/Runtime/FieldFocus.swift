/// The text fields of a host's last frame, and the one being edited, if any.
@MainActor
final class FieldFocus {
  private(set) var fields: [String: FieldTarget] = [:]
  private(set) var editing: FieldTarget?

  /// Takes a new frame's fields, no longer editing one that is gone or disabled.
  func update(_ fields: [String: FieldTarget]) {
    self.fields = fields
    guard let editing else { return }
    let current = fields.values.first { $0.state === editing.state }
    if let current, current.isEnabled {
      self.editing = current
    } else {
      stop()
    }
  }

  /// The shortcut of the field being edited in the last frame.
  var editingShortcut: String? {
    guard let editing else { return nil }
    return fields.first { $0.value.state === editing.state }?.key
  }

  func setText(_ text: String, inField shortcut: String) -> Bool {
    guard let field = fields[shortcut], field.isEnabled else { return false }
    let editor = FieldEditor(text: text)
    field.text.wrappedValue = editor.text
    if field.state.cursor != nil { field.state.cursor = editor.cursor }
    return true
  }

  func begin(_ shortcut: String) -> Bool {
    guard let field = fields[shortcut], field.isEnabled else { return false }
    if let editing, editing.state !== field.state { stop() }
    editing = field
    field.state.cursor = FieldEditor(text: field.text.wrappedValue).cursor
    return true
  }

  func edit(_ key: Key) -> FieldEditor.Outcome {
    change { $0.handle(key) } ?? .ignored
  }

  func insert(_ text: String) -> (isEditing: Bool, dropped: Bool) {
    var dropped = false
    let outcome = change { editor in
      defer { dropped = editor.hasDroppedText }
      return editor.insert(text) ? .changed : .ignored
    }
    return (outcome != nil, dropped)
  }

  func stop() {
    editing?.state.cursor = nil
    editing = nil
  }

  /// Runs `body` on an editor of the field being edited and writes back what changed.
  private func change(_ body: (inout FieldEditor) -> FieldEditor.Outcome) -> FieldEditor.Outcome? {
    guard let field = editing else { return nil }
    let old = field.text.wrappedValue
    var editor = FieldEditor(text: old, cursor: field.state.cursor)
    let outcome = body(&editor)
    if editor.text != old { field.text.wrappedValue = editor.text }
    if case .leave = outcome {
      stop()
    } else if field.state.cursor != editor.cursor {
      field.state.cursor = editor.cursor
    }
    return outcome
  }
}
