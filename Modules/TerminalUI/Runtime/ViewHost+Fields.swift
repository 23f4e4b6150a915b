/// Text fields: typing into one in line mode, editing one key by key in full screen.
///
/// ```swift
/// host.setText("rosa", inField: "u")   // line mode: `u rosa`
/// host.beginEditing("p")               // full screen: Enter on [p] Password
/// host.edit(.character("m"))           // .changed; the frame shows a cursor after "•"
/// host.edit(.enter)                    // .leave(.next): the app moves the highlight on
/// ```
///
/// Text is cleaned of control characters on the way in (``FieldEditor/cleaned(_:)``). A field that
/// leaves the frame or becomes disabled stops being edited at the next render.
extension ViewHost {
  /// The control of the field being edited, as drawn in the last frame; `nil` when none is.
  ///
  /// Fields are controls drawn with the frame, so finding it never draws the rows of a list.
  public var editingField: Control? {
    guard let shortcut = fieldFocus.editingShortcut else { return nil }
    return lastRender?.fixedControls.first { $0.shortcut == shortcut }
  }

  /// Puts `text` in the enabled text field with `shortcut` in the last frame, replacing its text;
  /// returns `false`, changing nothing, when there is no such field.
  @discardableResult
  public func setText(_ text: String, inField shortcut: String) -> Bool {
    fieldFocus.setText(text, inField: shortcut)
  }

  /// Starts editing the enabled text field with `shortcut` in the last frame, the cursor after its
  /// text (and stops editing any other); returns `false` when there is no such field.
  @discardableResult
  public func beginEditing(_ shortcut: String) -> Bool {
    fieldFocus.begin(shortcut)
  }

  /// Applies `key` to the field being edited, as ``FieldEditor/handle(_:)`` describes.
  ///
  /// Editing stops when the outcome is ``FieldEditor/Outcome/leave(_:)``; the outcome is
  /// `.ignored` when no field is being edited.
  @discardableResult
  public func edit(_ key: Key) -> FieldEditor.Outcome {
    fieldFocus.edit(key)
  }

  /// Inserts what fits of pasted `text` (see ``FieldEditor/maximumLength``) at the cursor of the
  /// field being edited: whether a field is being edited, and whether text was dropped, for the
  /// app to say so.
  public func pasteKeepingWhatFits(_ text: String) -> (isEditing: Bool, dropped: Bool) {
    fieldFocus.insert(text)
  }
}
