import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// SIGKILL at many moments of a save loop never leaves a torn or unknown state file.
///
/// Where the kills are aimed comes from a seed: a fixed one by default, so that every run tests
/// the same moments, or `KILL_LOOP_SEED` to try others. The test prints the seed it used.
@Suite(.timeLimit(.minutes(10))) struct KillLoopTests {
  /// The seed used unless `KILL_LOOP_SEED` gives another.
  static let defaultSeed: UInt64 = 17
  /// Every command sequence starts with an `open` that names the style, so what follows is the
  /// same whatever state the run restored; `url` after each change prints every state reached.
  static let links = [
    "feature-routing://grapes/shiraz/details/extra?style=details-stack",
    "feature-routing://sheet/grapes/pinot-noir/details/extra?style=details-modally",
    "feature-routing://grapes/cabernet-sauvignon/details/grapes/pinot-noir/extra/grapes/shiraz/details?style=extra-details-stack",
    "feature-routing://grapes/shiraz/extra/sheet/grapes/shiraz/details?style=extra-details-modally",
  ]

  static let script: [String] = {
    var lines: [String] = []
    for link in links {
      lines += ["open \(link)", "url", "b", "url", "style details-modally", "url", "x", "url"]
      lines += ["1", "url", "e", "url", "p", "url", "deeplink 2", "url", "b", "url"]
    }
    return Array(repeating: lines, count: 4).flatMap { $0 }
  }()

  /// A small seeded generator, so that a failing run can be replayed from its seed.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func urls(in output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.hasPrefix("feature-routing://") }
  }

  @Test func killingTheAppMidSaveLeavesTheOldOrANewCompleteState() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let environment = AppProcess.environment([:], stateHome: folder.path)

    // The states the script can leave, from one run to its end.
    let reference = try AppProcess.session(
      Self.script, arguments: ["--state", folder.file("reference.json")])
    let legitimate = Set(Self.urls(in: reference.output).map(String.init))
    let printed = Self.urls(in: reference.output).count
    #expect(legitimate.count >= 15)

    let override = ProcessInfo.processInfo.environment["KILL_LOOP_SEED"] ?? ""
    let seed = try #require(
      override.isEmpty ? Self.defaultSeed : UInt64(override),
      "KILL_LOOP_SEED must be a whole number from 0 to \(UInt64.max), not '\(override)'")
    print("KillLoopTests: seed \(seed) (KILL_LOOP_SEED=\(seed) repeats this run)")
    var generator = SplitMix64(state: seed)
    var states = Set<String>()
    for run in 1...50 {
      let app = try RunningApp(["--latency", "0", "--state", file], environment: environment)
      // Input stays open, so the app never ends by itself: every run ends with the kill, at a
      // moment after the target's URL was printed, while later commands are being handled.
      app.send(Self.script)
      let target = Int.random(in: 1...printed, using: &generator)
      try #require(
        app.waitForOutput { Self.urls(in: $0).count >= target }, "run \(run) (seed \(seed))")
      app.kill(SIGKILL)
      let end = try #require(app.waitForExit(), "run \(run) (seed \(seed))")
      #expect(end.reason == .uncaughtSignal, "run \(run) (seed \(seed))")
      guard let data = contents(file) else {
        #expect(run == 1, "run \(run) (seed \(seed)) left no state file")
        continue
      }
      let url = try #require(
        try? savedURL(file),
        "run \(run) (seed \(seed)) left a file that does not parse: \(String(decoding: data, as: UTF8.self))"
      )
      #expect(legitimate.contains(url), "run \(run) (seed \(seed)) left an unknown state \(url)")
      states.insert(url)
    }
    print("KillLoopTests: the 50 kills left \(states.count) different states (seed \(seed))")

    // A normal run afterwards restores the last state and removes the killed runs' temporaries.
    let last = try savedURL(file)
    let final = try AppProcess.session(["url"], arguments: ["--state", file])
    #expect(final.output.contains("\n\(last)\n"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "reference.json", "state.json",
      ])
  }
}
