extension View {
  /// Asks for `key` as the shortcut of this button or menu; the first to ask for a key gets it.
  public func keyboardShortcut(_ key: Character) -> some View {
    environment(KeyboardShortcutKey.self, String(key))
  }
}
