import Foundation
import TerminalRuntime
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// What the key reader reports: keys, or that input has paused; and, among them, the end of the
/// session's own startup.
enum KeyEvent: Equatable {
  /// The keys decoded from one read of input, in order: one key a person pressed, or a whole
  /// burst such as a paste, handed to the session at once rather than key by key.
  case keys([Key])
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
/// Each read of input (at most ``readSize`` bytes) is sent to the session as one event, so a
/// paste of 50,000 bytes wakes the session a dozen times, not 50,000. At most ``capacity`` reads
/// wait for the session: past that the reader stops reading until the session takes one, so a
/// paste of any size waits in the terminal, not in the app's memory.
enum KeyInput {
  /// How many reads of keys may wait for the session: far more than a person types ahead.
  static let capacity = 16

  /// The most bytes one read takes, and so the most keys one ``KeyEvent/keys(_:)`` holds.
  static let readSize = 4096

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
    reading(STDIN_FILENO)
  }

  /// The keys read from `input` until it ends or fails, one event per read, with a
  /// ``KeyEvent/pause`` after each burst of input.
  static func reading(_ input: Int32) -> BoundedStream<KeyEvent> {
    let keys = BoundedStream<KeyEvent>(capacity: capacity)
    let reader = Thread {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: readSize)
      // Since the last input: nothing yet (waiting to flush), flushed (waiting to report a
      // pause), or the pause reported (waiting for input).
      var quiet = QuietTime.reported
      reading: while true {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let timeout: Int32 =
          switch quiet {
          case .none: idleDelay
          case .flushed: pauseDelay - idleDelay
          case .reported: -1
          }
        let ready = poll(&descriptor, 1, timeout)
        switch ready {
        case 0 where quiet == .none:
          send(decoder.flush(), to: keys)
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
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        guard count > 0 else { break }
        quiet = .none
        send(decoder.decode(buffer.prefix(count)), to: keys)
      }
      send(decoder.flush(), to: keys)
      keys.finish()
    }
    reader.name = "feature-routing keys"
    reader.start()
    return keys
  }

  /// Sends `decoded` as one event; nothing when a read completed no key (half an escape
  /// sequence).
  private static func send(_ decoded: [Key], to keys: BoundedStream<KeyEvent>) {
    if !decoded.isEmpty { keys.send(.keys(decoded)) }
  }

  /// How long input has been quiet, as the reader counts it.
  private enum QuietTime {
    case none, flushed, reported
  }
}
