import Foundation
import TerminalRuntime
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// What the key reader reports: a key, or that input has paused; and, among them, the end of the
/// session's own startup.
enum KeyEvent: Equatable {
  /// A key pressed (or a byte of pasted text).
  case key(Key)
  /// No input has arrived for ``KeyInput/pauseDelay`` since the last: a paste still open then
  /// has ended, whether or not its end marker came.
  case pause
  /// Not input: the session's startup (opening an `--open` link) has ended, with the exit status
  /// that ends the app when the link cannot be opened.
  case startupEnded(exitStatus: Int32?)
}

/// The keys a person presses, read from standard input in raw mode on a thread of their own, so
/// that loading and drawing go on while the app waits for a key.
///
/// At most ``capacity`` keys wait for the session: past that the reader stops reading until the
/// session takes one, so a paste of any size waits in the terminal, not in the app's memory.
enum KeyInput {
  /// How many keys may wait for the session: far more than a person types ahead.
  static let capacity = 1024

  /// How long input must pause after an unfinished sequence (an `ESC` above all) for it to count
  /// as complete: the one timing decision of key input, made here and nowhere else.
  ///
  /// A terminal sends a whole escape sequence in one write, so a lone `ESC` followed by nothing for
  /// this long is the Escape key. ``KeyDecoder`` itself never looks at a clock.
  static let idleDelay: Int32 = 50

  /// How long input must pause, in milliseconds, for ``KeyEvent/pause`` to be reported once: a
  /// terminal sends a paste as fast as the app reads it, so a paste that stops arriving for this
  /// long has ended, even without its end marker.
  static let pauseDelay: Int32 = 500

  /// The keys of standard input until it ends or fails, with a ``KeyEvent/pause`` after each
  /// burst of input.
  static func standardInput() -> BoundedStream<KeyEvent> {
    let keys = BoundedStream<KeyEvent>(capacity: capacity)
    let reader = Thread {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 4096)
      // Since the last input: nothing yet (waiting to flush), flushed (waiting to report a
      // pause), or the pause reported (waiting for input).
      var quiet = QuietTime.reported
      reading: while true {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let timeout: Int32 =
          switch quiet {
          case .none: idleDelay
          case .flushed: pauseDelay - idleDelay
          case .reported: -1
          }
        let ready = poll(&descriptor, 1, timeout)
        switch ready {
        case 0 where quiet == .none:
          for key in decoder.flush() { keys.send(.key(key)) }
          quiet = .flushed
          continue reading
        case 0:
          keys.send(.pause)
          quiet = .reported
          continue reading
        case ..<0 where errno == EINTR:
          continue reading
        case ..<0:
          break reading
        default:
          break
        }
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        guard count > 0 else { break }
        quiet = .none
        for key in decoder.decode(buffer.prefix(count)) { keys.send(.key(key)) }
      }
      for key in decoder.flush() { keys.send(.key(key)) }
      keys.finish()
    }
    reader.name = "feature-routing keys"
    reader.start()
    return keys
  }

  /// How long input has been quiet, as the reader counts it.
  private enum QuietTime {
    case none, flushed, reported
  }
}
