import Foundation

/// Makes creating descriptors and spawning programs one step at a time across the test runner's
/// threads.
///
/// A spawned program closes every descriptor the runner had open when it was spawned, so it keeps
/// no other test's pipe or terminal open; a descriptor made between that list and the spawn, and
/// not yet marked close-on-exec, would slip through (glibc's `pipe2` and `O_CLOEXEC` for
/// `openpty` are not available to Swift). Under this lock a descriptor is made and marked, and
/// a program's list is taken and used, with nothing in between.
package enum DescriptorLock {
  private static let lock = NSLock()

  /// Runs `body` holding the lock.
  package static func run<Value, Failure: Error>(
    _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Takes the lock until ``release()``, for a spawn written as a sequence of statements.
  package static func acquire() {
    lock.lock()
  }

  /// Gives back the lock ``acquire()`` took.
  package static func release() {
    lock.unlock()
  }
}
