import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the app's clean-ups on every way out — a normal end, `quit`, a failed write, SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT — exactly once and in reverse order of registration, then exits with
/// the right status.
///
/// The parts of the app that must leave things tidy (saving the navigation state, restoring the
/// terminal) register a clean-up here instead of each handling signals themselves.
///
/// Signals are received on a queue of their own, never the main queue, so that a signal ends the
/// app whatever the main actor is doing. The clean-ups run on the main actor as soon as it is
/// free. When it is not (blocked writing to a full pipe, or busy) within a few seconds, or a
/// second signal arrives, the app ends from the signal queue after the clean-ups that are safe
/// on any thread (restoring the terminal); the state was saved after the last change already.
@MainActor
final class ExitCoordinator {
  /// The exit status after a signal, as shells report it: 128 + the signal number.
  nonisolated static func status(for signal: Int32) -> Int32 { 128 + signal }

  /// The signals that end the app: Ctrl-C, `kill`, the terminal going away, and Ctrl-\ (which
  /// would otherwise make the Swift runtime print a crash report).
  nonisolated static let terminatingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Asked first when SIGINT (Ctrl-C) arrives: `true` when it took the interrupt (line mode
  /// asking "Discard your changes?"), and the app goes on; `false` ends the app as usual.
  var interruptHandler: (@MainActor () -> Bool)?

  private var cleanups: [(name: String, run: @MainActor () -> Void)] = []
  private var hasFinished = false
  private let watcher = SignalWatcher()
  private let terminate: @MainActor (Int32) -> Never

  /// A coordinator that ends the process with `terminate` (by default `exit`).
  init(terminate: @escaping @MainActor (Int32) -> Never = { Glibc.exit($0) }) {
    self.terminate = terminate
  }

  /// Registers `cleanup` (described by `name` for diagnostics) to run before the app exits.
  ///
  /// - Parameter fromAnyThread: A form of the clean-up that is safe to run on any thread and
  ///   never blocks, run when the main actor cannot run `cleanup` in time after a signal.
  func addCleanup(
    _ name: String,
    fromAnyThread: (@Sendable () -> Void)? = nil,
    _ cleanup: @escaping @MainActor () -> Void
  ) {
    cleanups.append((name, cleanup))
    if let fromAnyThread {
      watcher.add(fromAnyThread)
    }
  }

  /// Runs the clean-ups once, most recent first; later calls do nothing.
  func runCleanups() {
    guard !hasFinished else {
      return
    }
    hasFinished = true
    watcher.cleanupsStarted()
    for cleanup in cleanups.reversed() {
      cleanup.run()
    }
    cleanups.removeAll()
  }

  /// Runs the clean-ups and ends the process with `status`.
  func exit(with status: Int32) -> Never {
    runCleanups()
    terminate(status)
  }

  /// Makes each of ``terminatingSignals`` run the clean-ups and exit with 128 + its number (130,
  /// 143, 129, 131).
  func handleTerminationSignals() {
    watcher.start { [weak self] signalNumber in
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          guard let self else {
            return
          }
          if signalNumber == SIGINT, let handler = self.interruptHandler, handler() {
            self.watcher.interruptWasTaken()
            return
          }
          self.exit(with: Self.status(for: signalNumber))
        }
      }
    }
  }
}

/// Receives the terminating signals on a serial queue of its own and makes sure the process
/// ends after one.
///
/// The C calls (`signal`, `_exit`) are here because this is where signals are received. Its
/// state is guarded by a lock, as it is read on the signal queue and written on the main actor.
private final class SignalWatcher: @unchecked Sendable {
  /// How long the main actor has to start the clean-ups after a signal.
  private static let graceToStart: DispatchTimeInterval = .seconds(3)
  /// How long it has to finish them once started (a save flushes the disk twice).
  private static let graceToFinish: DispatchTimeInterval = .seconds(10)

  private let queue = DispatchQueue(label: "feature-routing signals")
  private let lock = NSLock()
  private var sources: [any DispatchSourceSignal] = []
  private var anyThreadCleanups: [@Sendable () -> Void] = []
  private var hasStartedCleanups = false
  private var hasReceived = false
  /// How many interrupts the app took instead of ending; a deadline set before one does not end
  /// the app.
  private var interruptsTaken = 0

  func add(_ cleanup: @escaping @Sendable () -> Void) {
    lock.withLock { anyThreadCleanups.append(cleanup) }
  }

  func cleanupsStarted() {
    lock.withLock { hasStartedCleanups = true }
  }

  /// The main actor took the last signal (an interrupt) instead of ending: the app goes on, and
  /// the next signal counts as a first one.
  func interruptWasTaken() {
    lock.withLock {
      hasReceived = false
      interruptsTaken += 1
    }
  }

  /// Starts receiving the signals; `handle` asks the main actor to run the clean-ups and exit
  /// after the signal it is given.
  func start(_ handle: @escaping @Sendable (Int32) -> Void) {
    var sources: [any DispatchSourceSignal] = []
    for signalNumber in ExitCoordinator.terminatingSignals {
      // Ignored, so that only the source sees it (and not the runtime's crash handler).
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      source.setEventHandler { [self] in
        receive(signalNumber, handle)
      }
      source.resume()
      sources.append(source)
    }
    lock.withLock { self.sources = sources }
  }

  /// On the signal queue: asks the main actor to end the app, and ends it from here if that does
  /// not happen in time or this is the second signal.
  private func receive(_ signalNumber: Int32, _ handle: @Sendable (Int32) -> Void) {
    let status = ExitCoordinator.status(for: signalNumber)
    let (isSecond, taken) = lock.withLock {
      defer { hasReceived = true }
      return (hasReceived, interruptsTaken)
    }
    if isSecond {
      endNow(status)
    }
    handle(signalNumber)
    queue.asyncAfter(deadline: .now() + Self.graceToStart) { [self] in
      let (started, wasTaken) = lock.withLock { (hasStartedCleanups, interruptsTaken > taken) }
      if wasTaken { return }
      if !started {
        endNow(status)
      }
      queue.asyncAfter(deadline: .now() + Self.graceToFinish) { [self] in
        endNow(status)
      }
    }
  }

  /// Runs the clean-ups that are safe on any thread and ends the process at once, without the
  /// `atexit` work that could race with the main actor.
  private func endNow(_ status: Int32) -> Never {
    for cleanup in lock.withLock({ anyThreadCleanups }).reversed() {
      cleanup()
    }
    _exit(status)
  }
}
