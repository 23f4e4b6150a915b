import Foundation
import Testing

@testable import FeatureRoutingApp

/// The back-pressure under both readers of input (lines, keys): a source never gets further
/// ahead of the session than the stream's capacity.
@Suite(.timeLimit(.minutes(5))) struct BoundedStreamTests {
  @Test func aSenderWaitsOnceTheCapacityIsReachedAndEverythingArrivesInOrder() async throws {
    let progress = SenderProgress()
    let stream = BoundedStream<Int>(capacity: 3, waitingForSpace: { progress.markWaiting() })
    let sender = Thread {
      for number in 0..<100 {
        stream.send(number)
        progress.markSent()
      }
      stream.finish()
    }
    sender.start()

    #expect(try progress.sentWhenFirstWaiting() == 3)
    var received: [Int] = []
    for await number in stream {
      received.append(number)
    }
    #expect(received == Array(0..<100))
  }
}

/// How far the sender of ``BoundedStreamTests`` got.
private final class SenderProgress: @unchecked Sendable {
  private let condition = NSCondition()
  private var sent = 0
  private var sentAtFirstWait: Int?

  func markSent() { condition.withLock { sent += 1 } }

  func markWaiting() {
    condition.withLock {
      if sentAtFirstWait == nil { sentAtFirstWait = sent }
      condition.broadcast()
    }
  }

  /// How many elements had been sent when the sender first waited for space.
  func sentWhenFirstWaiting() throws -> Int {
    let deadline = Date(timeIntervalSinceNow: 60)
    condition.lock()
    defer { condition.unlock() }
    while sentAtFirstWait == nil {
      guard condition.wait(until: deadline) else {
        throw ChildProcess.TimedOut(description: "the sender never waited; \(sent) sent")
      }
    }
    return sentAtFirstWait ?? -1
  }
}
