import Foundation
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Resource limits, files named twice, the save on the way out and the trace file: the app says
/// what it lacks and exits, or keeps the files it did not write.
@Suite(.timeLimit(.minutes(10))) struct HostileInputRoundFourTests {
  /// `bash -c "LIMITS && exec app …"`, as a shell with those limits would start the app.
  private static func limited(_ limits: String) -> [String] {
    ["/bin/bash", "-c", "\(limits) && exec \"$0\" \"$@\"", AppProcess.executable.path]
  }

  private static func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  // MARK: Threads and descriptors

  /// With no thread to spare (`ulimit -u`, which binds only a user other than root), the app
  /// used to show "Loading…" and ignore every key and signal.
  @Test(.enabled(if: Unprivileged.isAvailable, Unprivileged.requirement))
  func noThreadToStartEndsAtOnceSayingSo() throws {
    let prefix = try #require(Unprivileged.command).dropLast()
    let outcome = try AppProcess.run(
      ["--latency", "0", "--no-state"], inputData: Data("1\n".utf8),
      command: prefix + Self.limited("ulimit -u 3"), timeout: 60)
    #expect(outcome.status == 71)
    #expect(outcome.output.isEmpty)
    #expect(
      outcome.error.hasPrefix(
        "feature-routing: cannot start a thread (Resource temporarily unavailable, after "))
    #expect(
      outcome.error.contains("raise the limits on processes (ulimit -u) and memory (ulimit -v)"))
  }

  @Test func tooFewDescriptorsEndAtOnceSayingHowManyAreNeeded() throws {
    let outcome = try AppProcess.run(
      ["--latency", "0", "--no-state"], input: "1\n", command: Self.limited("ulimit -n 10"))
    #expect(outcome.status == 71)
    #expect(
      outcome.error
        == "feature-routing: cannot start: this process may have only 10 files open at once (ulimit -n), and the app needs 32; raise the limit (ulimit -n 32) and start again.\n"
    )
  }

  /// A low soft limit is raised to the hard one, which a process may always do.
  @Test func aLowSoftDescriptorLimitIsRaised() throws {
    let outcome = try AppProcess.run(
      ["--latency", "0", "--no-state"], input: "1\nurl\n", command: Self.limited("ulimit -Sn 4"))
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
    #expect(outcome.output.contains("feature-routing://grapes/cabernet-sauvignon/details"))
  }

  // MARK: The save on the way out

  /// The save on the way out runs however the session ends, so a state file replaced during the
  /// session (by another instance) holds this session's state after it, the last to quit.
  @Test(arguments: ["quit", "q", ""])
  func theSaveOnTheWayOutRunsOnEveryWayOut(last: String) throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let app = try RunningApp(
      ["--latency", "0", "--state", file],
      environment: AppProcess.environment([:], stateHome: folder.path))
    app.send(["2"])
    app.waitForOutput { $0.contains("[b] ‹ Wine Grapes  Pinot Noir") }
    let other = try folder.signedInStateFile()
    #expect(Self.contents(other)?.contains("pinot-noir") == false)
    app.send(last.isEmpty ? [] : [last], thenClose: true)
    let end = try #require(app.waitForExit())
    #expect(end.status == 0)
    #expect(Self.contents(file)?.contains("pinot-noir") == true, "\(Self.contents(file) ?? "")")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  // MARK: Files named twice

  @Test(arguments: [["--data", "--state"], ["--script", "--state"], ["--trace", "--state"]])
  func twoOptionsNamingOneFileAreRefusedNamingBoth(options: [String]) throws {
    let file = try TemporaryFile(contents: StateFileTests.grapes(["a"]))
    let before = Self.contents(file.path)
    let outcome = try AppProcess.run(
      ["--latency", "0", options[0], file.path, options[1], file.path], input: "1\n")
    #expect(outcome.status == 64)
    // Named in the order of `--help`: --data, --script, --state, --trace.
    let named = options.sorted()
    #expect(
      outcome.error
        == "feature-routing: \(named[0]) \(file.path) and \(named[1]) \(file.path) name the same file, which the app would read as one and write as the other; name a different file for each.\n"
    )
    #expect(Self.contents(file.path) == before)
    let folder = (file.path as NSString).deletingLastPathComponent
    let name = (file.path as NSString).lastPathComponent
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasPrefix(name) && $0 != name }
    #expect(leftovers.isEmpty)
  }

  /// Another spelling of the path, or a link, names the same file (device and inode); a file not
  /// there yet is compared by its path.
  @Test func anotherSpellingOrALinkIsTheSameFile() throws {
    let folder = try TemporaryFolder()
    let data = folder.file("g.json")
    try Data(StateFileTests.grapes(["a"]).utf8).write(to: URL(fileURLWithPath: data))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.json"), withDestinationPath: data)
    let spelled = folder.path + "/./g.json"
    for (first, second) in [(spelled, folder.file("link.json"))] {
      let outcome = try AppProcess.run(["--data", first, "--state", second])
      #expect(outcome.status == 64)
      #expect(outcome.error.contains("name the same file"))
    }
    let missing = try AppProcess.run([
      "--trace", folder.file("new.jsonl"), "--state", folder.path + "//new.jsonl",
    ])
    #expect(missing.status == 64)
    #expect(!FileManager.default.fileExists(atPath: folder.file("new.jsonl")))
    let distinct = try AppProcess.session(
      ["1"], arguments: ["--data", data, "--state", folder.file("state.json")])
    #expect(distinct.status == 0)
  }

  // MARK: The trace file

  /// A trace line with long URLs, as a long link makes, is longer than the 4,096 bytes the check
  /// of an existing trace used to read.
  @Test func aTraceOfLongLinksIsAcceptedAgain() throws {
    let folder = try TemporaryFolder()
    let trace = folder.file("t.jsonl")
    let long = "feature-routing://grapes/" + String(repeating: "x", count: 2400) + "/details"
    let line = """
      {"cause":"open","from":"feature-routing://","time":"2026-01-01T00:00:00Z","to":"\(long)"}
      """
    try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: trace))
    let outcome = try AppProcess.session(["1"], arguments: ["--trace", trace, "--no-state"])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(outcome.error.isEmpty)
    let lines = try #require(Self.contents(trace)).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first.map(String.init) == line)
  }

  /// Under `ulimit -f` a line is written whole or not at all, and the person is told why in
  /// words, not as "NSCocoaErrorDomain error 512".
  @Test func aFileSizeLimitStopsTheTraceBetweenLines() throws {
    let folder = try TemporaryFolder()
    let trace = folder.file("t.jsonl")
    let outcome = try AppProcess.run(
      ["--latency", "0", "--no-state", "--trace", trace],
      input: String(repeating: "1\nb\n", count: 10), command: Self.limited("ulimit -f 1"))
    #expect(outcome.status == 0)
    #expect(
      outcome.error
        == "feature-routing: --trace \(trace): cannot append to it (File too large (ulimit -f)); tracing stopped.\n"
    )
    let text = try #require(Self.contents(trace))
    #expect(!text.isEmpty)
    #expect(text.hasSuffix("\n"))
    for line in text.split(separator: "\n") {
      #expect(line.hasPrefix("{\"cause\":") && line.hasSuffix("\"}"), "\(line)")
    }
  }

  /// A trace torn by an earlier run (killed while writing) has its torn end cut off on open, so
  /// that the next line does not continue it.
  @Test(arguments: [true, false])
  func aTornEndIsCutOffOnOpen(hasWholeLine: Bool) throws {
    let folder = try TemporaryFolder()
    let trace = folder.file("t.jsonl")
    let whole =
      #"{"cause":"select","from":"feature-routing://","time":"2026-01-01T00:00:00Z","to":"feature-routing://grapes"}"#
    let torn = #"{"cause":"open","from":"feature-rou"#
    let start = hasWholeLine ? whole + "\n" : ""
    try Data((start + torn).utf8).write(to: URL(fileURLWithPath: trace))
    let outcome = try AppProcess.session(["1"], arguments: ["--trace", trace, "--no-state"])
    #expect(outcome.status == 0)
    let text = try #require(Self.contents(trace))
    #expect(text.hasPrefix(start))
    #expect(!text.contains(torn))
    #expect(text.split(separator: "\n").count == (hasWholeLine ? 2 : 1))
  }

  @Test(.enabled(if: Unprivileged.isAvailable, Unprivileged.requirement))
  func aFolderThatCannotBeWrittenGivesTheRealReason() throws {
    let folder = try TemporaryFolder()
    chmod(folder.path, 0o555)
    defer { chmod(folder.path, 0o755) }
    let trace = folder.file("t.jsonl")
    let outcome = try AppProcess.run(
      ["--latency", "0", "--no-state", "--trace", trace], input: "1\n",
      command: try #require(Unprivileged.command))
    #expect(outcome.status == 73)
    #expect(
      outcome.error
        == "feature-routing: --trace \(trace): cannot open it to append to (Permission denied); name a file in a folder you can write to.\n"
    )
  }

  /// A trace that stops in full screen used to be said for one frame; the status line keeps
  /// saying it, and standard error says it again once the terminal is restored.
  @Test func aTraceThatStopsInFullScreenIsSaidLastingly() throws {
    let home = try TemporaryFolder()
    let trace = home.file("t.jsonl")
    let app = try TerminalProcess(
      executable: "/bin/bash",
      arguments: Array(Self.limited("ulimit -f 1").dropFirst())
        + ["--latency", "0", "--no-state", "--trace", trace],
      environment: [
        "TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8",
        "LLVM_PROFILE_FILE": AppProcess.coverageProfile(writable: false),
      ],
      rows: 20, columns: 80)
    try app.waitForScreen("the list") { $0.text.contains("[3] Shiraz ›") }
    for _ in 0..<12 {
      app.send("1")
      try app.waitForScreen("Cabernet Sauvignon") { $0.text.contains("[b] ‹ Wine Grapes") }
      app.send("b")
      try app.waitForScreen("the list") { !$0.text.contains("[b] ‹ Wine Grapes") }
    }
    app.send("3")
    try app.waitForScreen("Shiraz") { $0.text.contains("[b] ‹ Wine Grapes") }
    #expect(app.screen.text(ofLine: 19).contains("Trace stopped"), "\(app.screen.text)")
    app.send("q")
    #expect(try app.waitForExit() == 0)
    #expect(!app.screen.isAlternateScreen)
    #expect(app.screen.text.contains("File too large (ulimit -f)); tracing stopped."))
  }

  // MARK: Links

  /// The ids a link could have named are listed as a URL writes them: listed raw, `x%2Fy` was
  /// the very text that failed.
  @Test func theIdsALinkCouldNameAreListedAsAURLWritesThem() throws {
    let file = try TemporaryFile(contents: StateFileTests.grapes(["café/noir", "a b", "x%2Fy"]))
    let outcome = try AppProcess.run([
      "--latency", "0", "--no-state", "--data", file.path, "--open",
      "feature-routing://grapes/x%2Fy/details",
    ])
    #expect(outcome.status != 0)
    #expect(
      outcome.error.contains(
        "No grape has the id 'x/y'; the ids are 'caf%C3%A9%2Fnoir', 'a%20b', 'x%252Fy'."),
      "\(outcome.error)")
  }

  // MARK: The process's name

  /// Full screen starts again through `/proc/self/exe`, which used to name the process `exe` in
  /// `ps`, `top` and `pgrep -x`.
  @Test func fullScreenKeepsTheProcessName() throws {
    let home = try TemporaryFolder()
    let app = try TerminalProcess(
      executable: AppProcess.executable.path, arguments: ["--latency", "0", "--no-state"],
      environment: [
        "TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8",
        "LLVM_PROFILE_FILE": AppProcess.coverageProfile(writable: true),
      ],
      rows: 20, columns: 60)
    try app.waitForScreen("the list") { $0.text.contains("[3] Shiraz ›") }
    let name = Self.contents("/proc/\(app.pid)/comm")
    app.send("q")
    #expect(try app.waitForExit() == 0)
    #expect(name == "feature-routing\n")
  }
}
