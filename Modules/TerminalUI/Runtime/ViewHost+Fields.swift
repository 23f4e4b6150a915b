/// Text fields: set in line mode, edited key by key in full screen until gone or disabled.
extension ViewHost {
  /// The control of the field being edited in the last frame, if any.
  public var editingField: Control? {
    guard let editing,
      let shortcut = fields.first(where: { $0.value.state === editing.state })?.key
    else { return nil }
    return lastRender?.fixedControls.first { $0.shortcut == shortcut }
  }

  /// Replaces the text of the enabled field with `shortcut`; `false` when there is none.
  @discardableResult
  public func setText(_ text: String, inField shortcut: String) -> Bool {
    guard let field = fields[shortcut], field.isEnabled else { return false }
    let editor = FieldEditor(text: text)
    field.text.wrappedValue = editor.text
    if field.state.cursor != nil { field.state.cursor = editor.cursor }
    return true
  }

  /// Starts editing the enabled field with `shortcut`, cursor at the end; `false` when none.
  @discardableResult
  public func beginEditing(_ shortcut: String) -> Bool {
    guard let field = fields[shortcut], field.isEnabled else { return false }
    if let editing, editing.state !== field.state { stopEditing() }
    editing = field
    field.state.cursor = FieldEditor(text: field.text.wrappedValue).cursor
    return true
  }

  /// Applies `key` to the field being edited (``FieldEditor``); editing stops on `.leave`.
  @discardableResult
  public func edit(_ key: Key) -> FieldEditor.Outcome {
    changeEditedField { $0.handle(key) } ?? .ignored
  }

  /// Inserts what fits of pasted `text` into the field being edited: whether one is, and whether
  /// text was dropped.
  public func pasteKeepingWhatFits(_ text: String) -> (isEditing: Bool, dropped: Bool) {
    var dropped = false
    let outcome = changeEditedField { editor in
      defer { dropped = editor.hasDroppedText }
      return editor.insert(text) ? .changed : .ignored
    }
    return (outcome != nil, dropped)
  }

  /// Takes a new frame's fields, no longer editing one that is gone or disabled.
  func updateFields(_ fields: [String: FieldTarget]) {
    self.fields = fields
    guard let editing else { return }
    if let current = fields.values.first(where: { $0.state === editing.state }), current.isEnabled {
      self.editing = current
    } else {
      stopEditing()
    }
  }

  private func stopEditing() {
    editing?.state.cursor = nil
    editing = nil
  }

  /// Runs `body` on an editor of the field being edited and writes back what changed.
  private func changeEditedField(
    _ body: (inout FieldEditor) -> FieldEditor.Outcome
  ) -> FieldEditor.Outcome? {
    guard let field = editing else { return nil }
    let old = field.text.wrappedValue
    var editor = FieldEditor(text: old, cursor: field.state.cursor)
    let outcome = body(&editor)
    if editor.text != old { field.text.wrappedValue = editor.text }
    if case .leave = outcome {
      stopEditing()
    } else if field.state.cursor != editor.cursor {
      field.state.cursor = editor.cursor
    }
    return outcome
  }
}
