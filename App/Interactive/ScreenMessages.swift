import TerminalUI

/// Where the app's warnings go: standard error, or, while full screen is (about to be) drawn,
/// the screen itself, so that nothing is ever written over it.
///
/// AppMain hands this sink to everything that warns (the state file, restoring, links). Once it
/// knows it runs full screen it calls ``hold()``: warnings wait until the session shows them
/// (``deliver(to:)``), or go to standard error after all when full screen could not start
/// (``release()``).
@MainActor
final class ScreenMessages: OutputSink {
  private let base: any OutputSink
  private var held: [(text: String, meaning: WarningMeaning?)] = []
  private var isHolding = false
  private var receiver: ((String, WarningMeaning?) -> Bool)?

  /// Warnings written to `base` until ``hold()``.
  init(_ base: any OutputSink) {
    self.base = base
  }

  func write(_ text: String) { base.write(text) }

  func writePrompt(_ text: String) { base.writePrompt(text) }

  func write(_ frame: LazyFrame, styled: Bool) { base.write(frame, styled: styled) }

  func writeError(_ text: String) {
    write(text, meaning: nil)
  }

  func writeWarning(_ text: String, meaning: WarningMeaning) {
    write(text, meaning: meaning)
  }

  private func write(_ text: String, meaning: WarningMeaning?) {
    if let receiver {
      if !receiver(text, meaning) { base.writeError(text) }
    } else if isHolding {
      held.append((text, meaning))
    } else {
      base.writeError(text)
    }
  }

  func endOnFailure(through exits: ExitCoordinator) { base.endOnFailure(through: exits) }

  /// Keeps warnings from now on, for the full screen about to start.
  func hold() {
    isHolding = true
  }

  /// Gives `receiver` every warning kept so far and every later one, with what it means; a
  /// warning it does not show (it returns `false`: the screen is gone) goes to standard error.
  func deliver(to receiver: @escaping (String, WarningMeaning?) -> Bool) {
    self.receiver = receiver
    let kept = held
    held = []
    for warning in kept where !receiver(warning.text, warning.meaning) {
      base.writeError(warning.text)
    }
  }

  /// Writes the warnings kept to standard error and every later one there too: full screen has
  /// ended, or never started.
  func release() {
    receiver = nil
    isHolding = false
    for warning in held { base.writeError(warning.text) }
    held = []
  }

  /// `text` as the screen shows it, after a warning sign: without the program name and the
  /// word "warning" that start a line of standard error.
  static func shown(_ text: String) -> String {
    var shown = Substring(text)
    for prefix in ["feature-routing: ", "warning: "] where shown.hasPrefix(prefix) {
      shown = shown.dropFirst(prefix.count)
    }
    return String(shown)
  }
}
