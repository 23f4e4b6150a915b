import Foundation

/// Where the app writes: standard output for screens, standard error for problems.
///
/// Tests substitute a recorder, so every line the app prints can be asserted.
protocol OutputSink: AnyObject {
  /// Writes `text` followed by a newline to standard output.
  func write(_ text: String)
  /// Writes `text` followed by a newline to standard error.
  func writeError(_ text: String)
}

/// The process's real standard output and error, flushed after every write so that screens and
/// messages appear in order even through a pipe.
final class StandardStreams: OutputSink {
  func write(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  func writeError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
