/// The keys of full-screen mode, as the `?` overlay and `--help` list them: the rows of the one
/// table of commands (``AppCommand/all``) that have keys.
enum KeyBindings {
  /// Each key (or group of keys) and what it does, in the order they are listed.
  static var all: [(keys: String, action: String)] { AppCommand.keyLines }

  /// One line per binding, the keys padded to a column.
  static var lines: [String] {
    AppCommand.padded(all.map { ($0.keys, $0.action) })
  }
}
