extension View {
  /// Asks for `key` as the shortcut of the button or menu this view is.
  ///
  /// An explicit shortcut wins over the letters chosen automatically; if two controls ask for the
  /// same key, the first in the frame gets it and the other is given a letter as usual.
  ///
  /// ```swift
  /// Button("Programmatic pop") { presenter.pop() }
  ///   .keyboardShortcut("p")
  /// ```
  public func keyboardShortcut(_ key: Character) -> some View {
    environment(KeyboardShortcutKey.self, String(key))
  }
}
