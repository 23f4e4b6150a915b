import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the app's clean-ups on every way out — a normal end, `quit`, SIGINT, SIGTERM, SIGHUP — exactly
/// once and in reverse order of registration, then exits with the right status.
///
/// The parts of the app that must leave things tidy (saving the navigation state, restoring the
/// terminal) register a clean-up here instead of each handling signals themselves.
@MainActor
final class ExitCoordinator {
  /// The exit status after a signal, as shells report it: 128 + the signal number.
  static func status(for signal: Int32) -> Int32 { 128 + signal }

  private var cleanups: [(name: String, run: @MainActor () -> Void)] = []
  private var signalSources: [any DispatchSourceSignal] = []
  private var hasFinished = false
  private let terminate: @MainActor (Int32) -> Never

  /// A coordinator that ends the process with `terminate` (by default `exit`).
  init(terminate: @escaping @MainActor (Int32) -> Never = { Glibc.exit($0) }) {
    self.terminate = terminate
  }

  /// Registers `cleanup` (described by `name` for diagnostics) to run before the app exits.
  func addCleanup(_ name: String, _ cleanup: @escaping @MainActor () -> Void) {
    cleanups.append((name, cleanup))
  }

  /// Runs the clean-ups once, most recent first; later calls do nothing.
  func runCleanups() {
    guard !hasFinished else {
      return
    }
    hasFinished = true
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

  /// Makes SIGINT, SIGTERM and SIGHUP (the terminal went away) run the clean-ups and exit with
  /// 130, 143 and 129.
  func handleTerminationSignals() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      let status = Self.status(for: signalNumber)
      source.setEventHandler { [weak self] in
        MainActor.assumeIsolated {
          guard let self else {
            return
          }
          self.exit(with: status)
        }
      }
      source.resume()
      signalSources.append(source)
    }
  }
}
