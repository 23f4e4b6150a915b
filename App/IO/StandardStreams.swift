import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// Where the app writes: standard output for screens and command output, standard error for
/// problems.
///
/// Every line goes through one escaping (``Printable``) here, at the sink, so no message can send
/// a control character to the terminal, whichever path built it. Only a ``Frame`` is written as it
/// is: its cells hold no control characters, and its styles are the app's own.
@MainActor
protocol OutputSink: AnyObject {
  /// Writes `text` followed by a newline to standard output, with every control character but
  /// the line feed escaped.
  func write(_ text: String)
  /// Writes `text` to standard output with no newline after it (a prompt the typed line follows),
  /// escaped as ``write(_:)`` escapes.
  func writePrompt(_ text: String)
  /// Writes a rendered screen followed by a blank line to standard output, drawing its list rows
  /// a chunk at a time.
  func write(_ frame: LazyFrame, styled: Bool)
  /// Writes `text` as one line to standard error, with every control character and line break
  /// escaped.
  func writeError(_ text: String)
  /// Writes the warning `text` as ``writeError(_:)`` does; `meaning` says what it means for a
  /// screen that shows it (the status line keeps `State not saved` or `Trace stopped`).
  func writeWarning(_ text: String, meaning: WarningMeaning)
  /// Ends the app through `exits` when standard output fails, so that the clean-ups run (the
  /// state is saved) before it exits.
  func endOnFailure(through exits: ExitCoordinator)
}

/// What a warning means, beyond its words: what full screen keeps saying after it.
enum WarningMeaning: Equatable {
  /// The state cannot be saved: `State not saved` stays in the status line.
  case stateNotSaved
  /// The trace cannot be appended to: `Trace stopped` stays in the status line.
  case traceStopped
}

extension OutputSink {
  func writeWarning(_ text: String, meaning: WarningMeaning) { writeError(text) }
}

/// The process's standard output and error.
///
/// The C calls are here because Foundation's `FileHandle.write(_:)` traps on any error (a full
/// disk, a closed pipe, a closed descriptor); this type writes with `write(2)` instead and
/// decides what a failure means:
///
/// - **Standard output** carries what the person asked for, so a failed write ends the app: with
///   status 141 and no message when the reader went away (`EPIPE`, as if SIGPIPE had ended it,
///   but with the state saved), else with ``AppMain/ExitStatus/ioError`` (74) and one line on
///   standard error. SIGPIPE is ignored so that a closed pipe is such a failure, never a kill.
/// - **Standard error** carries diagnostics; when it cannot be written, they are dropped and the
///   app goes on: there is nowhere left to report that.
///
/// A standard descriptor the app was started without (`>&-`) is opened on `/dev/null` at once,
/// so that no file the app opens later can take its number and receive screens or messages; a
/// closed standard output still counts as failed.
@MainActor
final class StandardStreams: OutputSink {
  private let outputWasClosed: Bool
  private let errorWasClosed: Bool
  private weak var exits: ExitCoordinator?
  private var hasFailed = false

  /// The standard streams.
  ///
  /// Create it before anything opens a file, as `main.swift` does.
  init() {
    let closed = Self.claimClosedStandardDescriptors()
    outputWasClosed = closed.contains(STDOUT_FILENO)
    errorWasClosed = closed.contains(STDERR_FILENO)
    signal(SIGPIPE, SIG_IGN)
  }

  func write(_ text: String) {
    writeOutput(Printable.escape(text, limit: .max, keepingLineFeeds: true) + "\n")
  }

  func writePrompt(_ text: String) {
    writeOutput(Printable.escape(text, limit: .max))
  }

  func write(_ frame: LazyFrame, styled: Bool) {
    // Bytes, not strings: a list of 100,000 rows is written without checking its text again.
    frame.writeUTF8(styled: styled) { chunk in
      var lines = chunk
      lines.append(UInt8(ascii: "\n"))
      lines.withUnsafeBufferPointer { writeOutput($0) }
    }
    writeOutput("\n")
  }

  func writeError(_ text: String) {
    guard !errorWasClosed else { return }
    _ = Self.writeAll(Printable.escape(text, limit: .max) + "\n", to: STDERR_FILENO)
  }

  func endOnFailure(through exits: ExitCoordinator) {
    self.exits = exits
  }

  private func writeOutput(_ text: String) {
    var text = text
    text.withUTF8 { writeOutput($0) }
  }

  private func writeOutput(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !hasFailed else { return }
    guard let failure = outputWasClosed ? EBADF : Self.writeAll(bytes, to: STDOUT_FILENO) else {
      return
    }
    hasFailed = true
    let status: Int32
    if failure == EPIPE {
      status = ExitCoordinator.status(for: SIGPIPE)
    } else {
      writeError(
        "feature-routing: cannot write to standard output (\(String(cString: strerror(failure)))); stopping."
      )
      status = AppMain.ExitStatus.ioError
    }
    if let exits {
      exits.exit(with: status)
    }
    Glibc.exit(status)
  }

  /// Writes all of `text` to `descriptor`, resuming after interruptions and partial writes and
  /// waiting when a non-blocking descriptor is full.
  ///
  /// - Returns: The error number of the write that failed, or `nil`.
  private static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { writeAll($0, to: descriptor) }
  }

  /// Writes all of `bytes` to `descriptor`, as ``writeAll(_:to:)`` writes a string.
  private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32?
  {
    var offset = 0
    while offset < bytes.count {
      let count = Glibc.write(
        descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
      if count > 0 {
        offset += count
      } else if count == 0 {
        return EIO
      } else if errno == EINTR {
        continue
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      } else {
        return errno
      }
    }
    return nil
  }

  /// Opens `/dev/null` on each closed standard descriptor (0, 1, 2).
  ///
  /// - Returns: The descriptors that were closed.
  private static func claimClosedStandardDescriptors() -> Set<Int32> {
    var closed: Set<Int32> = []
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closed.insert(descriptor)
      // `open` returns the lowest free number: this one, as the lower ones are open by now.
      let opened = open("/dev/null", O_RDWR)
      if opened >= 0, opened != descriptor {
        close(opened)
      }
    }
    return closed
  }
}
