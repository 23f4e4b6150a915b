import Foundation

/// What a reader thread hands to the session, with at most ``capacity`` elements waiting: the
/// reader waits in ``send(_:)`` until the session has taken half of them (back-pressure), so a
/// source faster than the session (`yes 1 | feature-routing`, a huge paste) fills its pipe or
/// terminal, not the app's memory.
///
/// ```swift
/// let stream = BoundedStream<Key>(capacity: 256)
/// Thread { for key in keys { stream.send(key) }; stream.finish() }.start()
/// for await key in stream { … }   // taking keys makes room for more
/// ```
///
/// The reader is woken when half the room is free again, not after every element: waking a
/// thread costs more than handling a line, and a script of many commands would spend a quarter
/// of its time on it.
final class BoundedStream<Element: Sendable>: AsyncSequence, @unchecked Sendable {
  /// How many elements may wait for the session.
  let capacity: Int

  private let elements: AsyncStream<Element>
  private let continuation: AsyncStream<Element>.Continuation
  private let waitingForSpace: (@Sendable () -> Void)?
  /// Guards ``pending``; the reader waits on it for room.
  private let room = NSCondition()
  /// Elements sent and not taken yet; read and written only with ``room`` locked.
  private var pending = 0

  /// An empty stream with room for `capacity` elements.
  ///
  /// - Parameter waitingForSpace: Called on the sending thread each time it waits for the
  ///   session to take elements; for tests.
  init(capacity: Int, waitingForSpace: (@Sendable () -> Void)? = nil) {
    let (elements, continuation) = AsyncStream.makeStream(of: Element.self)
    self.elements = elements
    self.continuation = continuation
    self.capacity = Swift.max(capacity, 1)
    self.waitingForSpace = waitingForSpace
  }

  /// Hands `element` to the session; when ``capacity`` elements wait already, first waits until
  /// the session has taken half of them.
  ///
  /// Called from the reader's thread, never from the session's.
  func send(_ element: Element) {
    room.lock()
    if pending >= capacity {
      waitingForSpace?()
      while pending > capacity / 2 {
        room.wait()
      }
    }
    pending += 1
    room.unlock()
    continuation.yield(element)
  }

  /// Hands `element` to the session after the elements sent so far, without waiting for room:
  /// for the session's own rare events, sent from any thread, the session's included.
  func interject(_ element: Element) {
    room.lock()
    pending += 1
    room.unlock()
    continuation.yield(element)
  }

  /// Ends the stream after the elements sent so far.
  func finish() {
    continuation.finish()
  }

  /// Records that the session took an element, waking the reader once half the room is free.
  fileprivate func took() {
    room.lock()
    pending -= 1
    if pending == capacity / 2 {
      room.signal()
    }
    room.unlock()
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(elements: elements.makeAsyncIterator(), stream: self)
  }

  /// Takes the elements in order, making room for the reader as it goes.
  struct AsyncIterator: AsyncIteratorProtocol {
    fileprivate var elements: AsyncStream<Element>.Iterator
    fileprivate let stream: BoundedStream

    mutating func next() async -> Element? {
      await next(isolation: nil)
    }

    mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      let element = await elements.next(isolation: actor)
      if element != nil {
        stream.took()
      }
      return element
    }
  }
}
