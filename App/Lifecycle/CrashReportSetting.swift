import Foundation

/// The crash report the Swift runtime writes when the app crashes on a terminal, made
/// non-interactive.
///
/// By default the runtime's backtracer asks on a terminal whether to explore the crash and waits
/// 30 seconds for a key, in whatever mode the terminal is in. A full-screen app's terminal is in
/// raw mode on the alternate screen, so a crash would leave it there, waiting. The runtime reads
/// its settings (`SWIFT_BACKTRACE`) once, as the process starts, so `main.swift` starts the app
/// again with the setting below when it started on a terminal without one.
enum CrashReportSetting {
  /// The name of the runtime's settings variable.
  static let variable = "SWIFT_BACKTRACE"

  /// The value of `SWIFT_BACKTRACE` that makes the report non-interactive while keeping the
  /// person's other settings, or `nil` when `existing` already chooses whether it is interactive.
  static func nonInteractive(keeping existing: String?) -> String? {
    guard let existing, !existing.isEmpty else { return "interactive=no" }
    let names = existing.split(separator: ",").map {
      $0.prefix { $0 != "=" }.trimmingCharacters(in: .whitespaces)
    }
    return names.contains("interactive") ? nil : existing + ",interactive=no"
  }

  /// Names the process after the program it was started as (`feature-routing`), as `ps`, `top`
  /// and `pgrep -x` show it.
  ///
  /// Starting again through `/proc/self/exe` would name it `exe`. The name is the main thread's
  /// (`/proc/self/comm`), at most 15 bytes; best effort.
  static func restoreProcessName(_ program: String = CommandLine.arguments.first ?? "") {
    let name = program.split(separator: "/").last.map(String.init) ?? ""
    guard !name.isEmpty else { return }
    // Whole characters only: a name cut inside one would show an invalid byte.
    var shown = ""
    for character in name {
      guard shown.utf8.count + character.utf8.count <= 15 else { break }
      shown.append(character)
    }
    guard let comm = FileHandle(forWritingAtPath: "/proc/self/comm") else { return }
    try? comm.write(contentsOf: Data(shown.utf8))
    try? comm.close()
  }
}
