import Dispatch

/// What a reader thread hands to the session, with at most ``capacity`` elements waiting: the
/// reader waits in ``send(_:)`` until the session takes one (back-pressure), so a source faster
/// than the session (`yes 1 | feature-routing`, a huge paste) fills its pipe or terminal, not the
/// app's memory.
///
/// ```swift
/// let stream = BoundedStream<Key>(capacity: 256)
/// Thread { for key in keys { stream.send(key) }; stream.finish() }.start()
/// for await key in stream { … }   // each key taken makes room for one more
/// ```
final class BoundedStream<Element: Sendable>: AsyncSequence, Sendable {
  /// How many elements may wait for the session.
  let capacity: Int

  private let elements: AsyncStream<Element>
  private let continuation: AsyncStream<Element>.Continuation
  private let space: DispatchSemaphore
  private let waitingForSpace: (@Sendable () -> Void)?

  /// An empty stream with room for `capacity` elements.
  ///
  /// - Parameter waitingForSpace: Called on the sending thread each time it waits for the
  ///   session to take an element; for tests.
  init(capacity: Int, waitingForSpace: (@Sendable () -> Void)? = nil) {
    // Made with no room and given `capacity` after: libdispatch traps when a semaphore is freed
    // with less than it was made with, as this one is when the session ends before its source.
    let space = DispatchSemaphore(value: 0)
    for _ in 0..<capacity {
      space.signal()
    }
    let (elements, continuation) = AsyncStream.makeStream(of: Element.self)
    self.elements = elements
    self.continuation = continuation
    self.capacity = capacity
    self.space = space
    self.waitingForSpace = waitingForSpace
  }

  /// Hands `element` to the session, first waiting while ``capacity`` elements wait already.
  ///
  /// Called from the reader's thread, never from the session's.
  func send(_ element: Element) {
    if space.wait(timeout: .now()) == .timedOut {
      waitingForSpace?()
      space.wait()
    }
    continuation.yield(element)
  }

  /// Ends the stream after the elements sent so far.
  func finish() {
    continuation.finish()
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(elements: elements.makeAsyncIterator(), space: space)
  }

  /// Takes the elements in order, making room for the reader to send one more each time.
  struct AsyncIterator: AsyncIteratorProtocol {
    fileprivate var elements: AsyncStream<Element>.Iterator
    fileprivate let space: DispatchSemaphore

    mutating func next() async -> Element? {
      await next(isolation: nil)
    }

    mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      let element = await elements.next(isolation: actor)
      if element != nil {
        space.signal()
      }
      return element
    }
  }
}
