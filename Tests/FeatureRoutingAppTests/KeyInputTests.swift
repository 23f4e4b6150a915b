import Foundation
import TerminalUI
import Testing

@testable import FeatureRoutingApp

#if canImport(Glibc)
  import Glibc
#endif

/// How keys reach the session: the keys of one read of input travel together, so that a paste
/// costs a handful of hand-offs between the reader and the session, not one per byte.
@Suite(.timeLimit(.minutes(5))) struct KeyInputTests {
  private static let pasteStart = "\u{1B}[200~"
  private static let pasteEnd = "\u{1B}[201~"

  /// The events the key reader sends for `text`, written before the reader starts and followed by
  /// the end of input.
  private func events(reading text: String) async throws -> [KeyEvent] {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
      try #require(count > 0)
      written += count
    }
    close(ends[1])
    var received: [KeyEvent] = []
    for await event in KeyInput.reading(ends[0]) { received.append(event) }
    close(ends[0])
    return received
  }

  /// A paste that fits one read is one event: the session is woken once, not once per byte.
  @Test func aPasteReadAtOnceArrivesAsOneBatchOfKeys() async throws {
    let text = String(repeating: "rosa", count: 750)
    let received = try await events(reading: Self.pasteStart + text + Self.pasteEnd)
    let keys: [Key] = [.pasteStart] + text.map { .character($0) } + [.pasteEnd]
    #expect(received == [.keys(keys)])
  }

  /// A 50,000-byte paste is a dozen events, one per read, and every key arrives, in order.
  @Test func aLargePasteArrivesAsOneBatchPerReadWithEveryKeyInOrder() async throws {
    let text = String(repeating: "rosa", count: 12_500)
    let received = try await events(reading: Self.pasteStart + text + Self.pasteEnd)
    let keys = received.flatMap { event -> [Key] in
      guard case .keys(let batch) = event else { return [] }
      return batch
    }
    #expect(keys == [.pasteStart] + text.map { .character($0) } + [.pasteEnd])
    let bytes = (Self.pasteStart + text + Self.pasteEnd).utf8.count
    #expect(received.count == (bytes + KeyInput.readSize - 1) / KeyInput.readSize)
  }

  /// A key pressed on its own is a batch of one.
  @Test func aKeyTypedAloneIsABatchOfOne() async throws {
    let received = try await events(reading: "q")
    #expect(received == [.keys([.character("q")])])
  }
}
