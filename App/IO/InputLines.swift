import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The lines of standard input or of a script file, read off the main actor so that loading and
/// rendering go on while the app waits for the next line.
///
/// Memory stays bounded whatever the input: a line is refused as soon as it passes
/// ``LineSplitter/maximumLength`` (``LineSplitter``), and the reader stays at most ``capacity``
/// lines ahead of the session: it waits for the session to take a line before reading on
/// (back-pressure), so a fast writer (`yes 1 | feature-routing`) fills the pipe, not the app.
///
/// The C calls (`read`, `poll`, `close`) are here because Foundation's `readLine()` reads a line
/// whole, however long, before returning it.
final class InputLines: AsyncSequence, Sendable {
  typealias Element = InputLine

  /// How many lines the reader may have read that the session has not taken yet.
  static let capacity = 16

  private let lines: BoundedStream<InputLine>

  /// Reads `descriptor` (named `source` in messages) on a thread of its own, closing it at the
  /// end when `closing`.
  ///
  /// - Parameter waitingForSpace: Called on the reader's thread each time it waits for the
  ///   session to take a line; for tests.
  init(
    descriptor: Int32,
    source: String,
    closing: Bool,
    waitingForSpace: (@Sendable () -> Void)? = nil
  ) {
    let lines = BoundedStream<InputLine>(
      capacity: Self.capacity, waitingForSpace: waitingForSpace)
    self.lines = lines
    let reader = Thread {
      Self.read(descriptor, source: source, deliver: lines.send)
      if closing {
        close(descriptor)
      }
      lines.finish()
    }
    reader.name = "feature-routing input"
    reader.start()
  }

  /// The lines of standard input, until it ends.
  static func standardInput() -> InputLines {
    InputLines(descriptor: STDIN_FILENO, source: "standard input", closing: false)
  }

  /// The lines of the script file at `path`, which must be a regular file.
  ///
  /// - Throws: ``UsageError`` naming the file and why it cannot be read.
  static func file(_ path: String) throws(UsageError) -> InputLines {
    let opened: (descriptor: Int32, size: Int)
    do {
      opened = try RegularFile.open(path, followingLinks: true)
    } catch {
      throw UsageError(
        message: """
          Cannot read the script file '\(Printable.escape(path, limit: 300))': \(error). Pass a \
          file of commands, one per line, or pipe them to standard input.
          """)
    }
    return InputLines(
      descriptor: opened.descriptor, source: "the script file \(path)", closing: true)
  }

  /// Reads lines from `descriptor` until it ends, cannot be read, or is not commands.
  private static func read(
    _ descriptor: Int32, source: String, deliver: (InputLine) -> Void
  ) {
    var splitter = LineSplitter(source: source)
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        switch errno {
        case EINTR:
          continue
        case EAGAIN, EWOULDBLOCK:
          // A descriptor inherited in non-blocking mode: wait until it has something.
          var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        default:
          deliver(.unreadable("cannot read \(source) (\(RegularFile.reason(errno)))"))
          return
        }
      }
      if count == 0 {
        if let last = splitter.finish() {
          deliver(last)
        }
        return
      }
      guard splitter.feed(buffer[..<count], deliver: deliver) else {
        return
      }
    }
  }

  func makeAsyncIterator() -> BoundedStream<InputLine>.AsyncIterator {
    lines.makeAsyncIterator()
  }
}
