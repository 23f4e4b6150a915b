import Foundation
import TerminalUITesting

/// The release `feature-routing` with a data file of many grapes, as separate processes, the
/// way a person meets it: full screen on a pseudo-terminal of 100×30, and line mode.
///
/// - **keys**: from a key to its frame written on the terminal. `j` and `k` in turns at 100,000
///   grapes against 10 grapes (goal at most 1.5×); Page Down through the list, and End and
///   Home in turns, at 100,000 grapes against 1,000 (each draws rows it had not drawn).
/// - **first frame**: from starting the app to its first full-screen frame of the list, against
///   Python's `json.load` of the same file in a process of its own (goal at most 3×).
/// - **peak memory**: the largest resident set of the app in line mode (printing every row) and
///   full screen (after End), against a process that only decodes the file with `JSONDecoder`.
struct LargeListAppBenchmark {
  let measurement: Measurement
  /// How many grapes the large file holds.
  let size: Int
  /// How many key presses of each kind are timed.
  let keyPresses: Int

  private static let pageDown = "\u{1B}[6~"
  private static let end = "\u{1B}[F"
  private static let home = "\u{1B}[H"

  func run() throws -> [Result] {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let app = directory.appendingPathComponent("feature-routing").path
    guard FileManager.default.isExecutableFile(atPath: app) else {
      throw BenchmarkError.setup("\(app) is missing; run `swift build -c release` first")
    }
    let middle = min(1000, size)
    let files = try [10, middle, size].map(GrapeFile.init(count:))
    defer {
      for file in files { file.remove() }
    }
    // The three sizes run at once and take turns at every key, so that a burst of load on the
    // machine lands on all of them alike. The large session also gives a first frame and, after
    // End, the peak memory of full-screen mode.
    // Python's load of the file right before, for the first frame's ratio.
    let python = try Self.python().map { try pythonLoadTime($0, file: files[2]) }
    let clock = ContinuousClock()
    let started = clock.now
    let large = try KeySession(start(app, file: files[2]))
    let firstFrame = (app: Self.nanoseconds(clock.now - started), python: python)
    let medium = try KeySession(start(app, file: files[1]))
    let small = try KeySession(start(app, file: files[0]))
    defer {
      for session in [small, medium, large] { stop(session.process) }
    }
    let jk = try keyTimes(["j", "k"], in: [small, large])
    let pages = try keyTimes([Self.pageDown], in: [medium, large])
    let ends = try keyTimes([Self.end, Self.home], in: [medium, large])
    let fullScreenPeak = ChildProcess.peakBytes(of: large.process.pid)
    func ratio(_ time: Double, _ reference: Double) -> String {
      String(format: "%.2f×", time / reference)
    }
    var results = [
      Result(
        name: "app: key press (j, k)", parameter: "\(size) grapes", nanoseconds: jk[1],
        baselineNanoseconds: jk[0],
        note:
          "key to frame on a terminal: \(ratio(jk[1], jk[0])) the time at 10 grapes (goal ≤ 1.5×)"
      ),
      Result(
        name: "app: key press (Page Down)", parameter: "\(size) grapes", nanoseconds: pages[1],
        baselineNanoseconds: pages[0],
        note: "a page further each press: \(ratio(pages[1], pages[0])) the time at \(middle) grapes"
      ),
      Result(
        name: "app: key press (End, Home)", parameter: "\(size) grapes", nanoseconds: ends[1],
        baselineNanoseconds: ends[0],
        note: "to the last row and back: \(ratio(ends[1], ends[0])) the time at \(middle) grapes"),
    ]
    results += try firstFrames(app: app, file: files[2], earlier: firstFrame)
    results += try peakMemory(app: app, file: files[2], fullScreen: fullScreenPeak)
    return results
  }

  /// Runs `body` with the app started full screen on the grapes of `file`, then quits it; also
  /// returns the time the app took to draw its list.
  private func withSession<T>(
    _ app: String,
    file: GrapeFile,
    _ body: (TerminalProcess) throws -> T
  ) throws -> (start: Double, result: T) {
    let clock = ContinuousClock()
    let start = clock.now
    let process = try self.start(app, file: file)
    let startTime = Self.nanoseconds(clock.now - start)
    defer { stop(process) }
    return (startTime, try body(process))
  }

  // MARK: Keys

  /// The app full screen and the row it highlights.
  private final class KeySession {
    let process: TerminalProcess
    var highlighted = "[1] "

    init(_ process: TerminalProcess) {
      self.process = process
    }
  }

  /// For each session, the median time from a key to the frame it leads to, pressing `keys` in
  /// turns, the sessions taking turns at every press; each key must move the highlight.
  private func keyTimes(_ keys: [String], in sessions: [KeySession]) throws -> [Double] {
    let clock = ContinuousClock()
    var samples = Array(repeating: [Double](), count: sessions.count)
    for press in 0..<(keyPresses + 2) {
      for (index, session) in sessions.enumerated() {
        let before = session.highlighted
        let start = clock.now
        session.process.send(keys[press % keys.count])
        try session.process.waitForScreen("the highlight to move after a key") { screen in
          guard let row = Self.highlightedRow(screen), row != before else { return false }
          session.highlighted = row
          return true
        }
        // The first presses warm the app up.
        if press >= 2 { samples[index].append(Self.nanoseconds(clock.now - start)) }
      }
    }
    return samples.map { $0.sorted()[$0.count / 2] }
  }

  /// The shortcut of the highlighted control, `[2] ` for instance, if one is highlighted.
  private static func highlightedRow(_ screen: VirtualTerminal) -> String? {
    screen.inverseText.lazy.compactMap { text -> String? in
      guard text.hasPrefix("["), let end = text.firstIndex(of: "]") else { return nil }
      return String(text[...end]) + " "
    }.first
  }

  // MARK: First frame

  /// The first frame against Python's `json.load`: the `earlier` pair and one more, each app
  /// start right after a Python load, so that both meet the same load on the machine.
  private func firstFrames(
    app: String, file: GrapeFile, earlier: (app: Double, python: Double?)
  ) throws -> [Result] {
    var pairs = [earlier]
    while pairs.count < min(measurement.runs, 2) {
      let python = try Self.python().map { try pythonLoadTime($0, file: file) }
      pairs.append((try withSession(app, file: file) { _ in }.start, python))
    }
    let appTime = Self.median(pairs.map(\.app))
    let pythonTimes = pairs.compactMap(\.python)
    let pythonTime = pythonTimes.isEmpty ? nil : Self.median(pythonTimes)
    return [
      Result(
        name: "app: first frame on a terminal", parameter: "\(size) grapes", nanoseconds: appTime,
        baselineNanoseconds: pythonTime,
        note: pythonTime.map {
          String(format: "%.2f× Python's json.load of the same file (goal ≤ 3×)", appTime / $0)
        } ?? "python3 not found: no reference")
    ]
  }

  /// How long `python` takes to start and `json.load` the file.
  private func pythonLoadTime(_ python: String, file: GrapeFile) throws -> Double {
    let outcome = try ChildProcess.run(
      python, arguments: ["-c", "import json, sys; json.load(open(sys.argv[1]))", file.url.path])
    guard outcome.status == 0 else {
      throw BenchmarkError.setup("python3 could not load the grape file")
    }
    return Self.nanoseconds(outcome.elapsed)
  }

  /// Where python3 is, if it is installed.
  private static func python() -> String? {
    ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  // MARK: Peak memory

  /// Line mode's peak and full screen's (read from the session, after End), against a
  /// process that only decodes the file.
  private func peakMemory(app: String, file: GrapeFile, fullScreen: Double?) throws -> [Result] {
    let baseline = try ChildProcess.peakBytes(
      running: CommandLine.arguments[0], arguments: ["--decode-only", file.url.path])
    let lineMode = try ChildProcess.peakBytes(
      running: app,
      arguments: ["--data", file.url.path, "--latency", "0", "--no-state", "--width", "100"],
      environment: ["NO_COLOR": "1"])
    func note(_ bytes: Double) -> String {
      String(
        format: "%.1f KB a grape; decoding the file alone peaks at %.0f MB (goal ≤ 300 MB)",
        bytes / Double(size) / 1e3, baseline / 1e6)
    }
    var results = [
      Result(
        name: "app: peak memory, line mode", parameter: "\(size) grapes", value: lineMode,
        baseline: baseline, unit: .bytes, note: note(lineMode))
    ]
    if let fullScreen {
      results.append(
        Result(
          name: "app: peak memory, full screen", parameter: "\(size) grapes", value: fullScreen,
          baseline: baseline, unit: .bytes, note: note(fullScreen)))
    }
    return results
  }

  // MARK: The app on a terminal

  /// The app started full screen on a 100×30 pseudo-terminal with the grapes of `file`, once its
  /// list is drawn.
  private func start(_ app: String, file: GrapeFile) throws -> TerminalProcess {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "feature-routing-benchmark-home")
    let process = try TerminalProcess(
      executable: app,
      arguments: ["--data", file.url.path, "--latency", "0", "--no-state"],
      environment: ["TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8"],
      rows: 30, columns: 100)
    try process.waitForScreen("the list", timeout: .seconds(60)) {
      $0.text.contains("[1] Grape variety 1 ›")
    }
    return process
  }

  private func stop(_ process: TerminalProcess) {
    process.send("q")
    _ = try? process.waitForExit()
  }

  /// The middle value, or the mean of the two middle ones.
  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }
}
