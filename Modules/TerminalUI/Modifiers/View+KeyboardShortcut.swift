extension View {
  /// Asks for `key` as the shortcut of this button or menu; when two ask for one key, the first
  /// gets it.
  public func keyboardShortcut(_ key: Character) -> some View {
    environment(KeyboardShortcutKey.self, String(key))
  }
}
