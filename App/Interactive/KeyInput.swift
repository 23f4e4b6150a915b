import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

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

  /// The keys of standard input until it ends or fails.
  static func standardInput() -> BoundedStream<Key> {
    let keys = BoundedStream<Key>(capacity: capacity)
    let reader = Thread {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 4096)
      reading: while true {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, decoder.pending.isEmpty ? -1 : idleDelay)
        switch ready {
        case 0:
          for key in decoder.flush() { keys.send(key) }
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
        for key in decoder.decode(buffer.prefix(count)) { keys.send(key) }
      }
      for key in decoder.flush() { keys.send(key) }
      keys.finish()
    }
    reader.name = "feature-routing keys"
    reader.start()
    return keys
  }
}
