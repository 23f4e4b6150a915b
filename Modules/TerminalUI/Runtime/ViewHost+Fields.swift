/// Text fields: typed into in line mode (`setText`), edited key by key in full screen. A field
/// that leaves the frame or is disabled stops being edited at the next render.
extension ViewHost {
  /// The control of the field being edited in the last frame, if any.
  public var editingField: Control? {
    guard let shortcut = fieldFocus.editingShortcut else { return nil }
    return lastRender?.fixedControls.first { $0.shortcut == shortcut }
  }

  /// Replaces the text of the enabled field with `shortcut`; `false` when there is none.
  @discardableResult
  public func setText(_ text: String, inField shortcut: String) -> Bool {
    fieldFocus.setText(text, inField: shortcut)
  }

  /// Starts editing the enabled field with `shortcut`, the cursor after its text; `false` when
  /// there is none.
  @discardableResult
  public func beginEditing(_ shortcut: String) -> Bool {
    fieldFocus.begin(shortcut)
  }

  /// Applies `key` to the field being edited, as ``FieldEditor`` describes; editing stops on
  /// `.leave`.
  @discardableResult
  public func edit(_ key: Key) -> FieldEditor.Outcome {
    fieldFocus.edit(key)
  }

  /// Inserts what fits of pasted `text` into the field being edited: whether one is, and whether
  /// text was dropped.
  public func pasteKeepingWhatFits(_ text: String) -> (isEditing: Bool, dropped: Bool) {
    fieldFocus.insert(text)
  }
}
