import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A write that fails ends the app quietly with a clear status, never a crash.
///
/// A full disk, a closed descriptor or a reader that went away ends the app after its clean-ups;
/// a message that cannot be written is dropped.
@Suite(.timeLimit(.minutes(10))) struct WriteFailureTests {
  static var environment: [String: String] {
    AppProcess.environment([:], stateHome: FileManager.default.temporaryDirectory.path)
  }

  @Test(arguments: [
    (ChildProcess.Stream.path("/dev/full", O_WRONLY), "No space left on device"),
    (.closed, "Bad file descriptor"),
  ])
  func aStandardOutputThatCannotBeWrittenEndsTheAppWith74(
    output: ChildProcess.Stream, reason: String
  ) throws {
    let app = try ChildProcess(
      [AppProcess.executable.path, "--help"], environment: Self.environment, output: output)
    let end = try app.waitForExit()
    #expect(end.signal == nil, "\(end)")
    #expect(end.status == 74, "\(end)")
    #expect(
      end.error == "feature-routing: cannot write to standard output (\(reason)); stopping.\n")
  }

  @Test(arguments: [ChildProcess.Stream.path("/dev/full", O_WRONLY), .closed])
  func anErrorMessageThatCannotBeWrittenIsDropped(error: ChildProcess.Stream) throws {
    let app = try ChildProcess(
      [AppProcess.executable.path, "--no-such-option"], environment: Self.environment,
      error: error)
    let end = try app.waitForExit()
    #expect(end.signal == nil, "\(end)")
    #expect(end.status == 64, "\(end)")
    #expect(end.output.isEmpty)
  }

  /// The save warning cannot be written: the app keeps working, as the warning says it would.
  @Test func aSaveWarningThatCannotBeWrittenLeavesTheAppWorking() throws {
    let folder = try TemporaryFolder()
    let app = try ChildProcess(
      [
        "/bin/sh", "-c", "ulimit -f 0 && exec \"$0\" \"$@\"", AppProcess.executable.path,
        "--latency", "0", "--state", folder.file("state.json"),
      ],
      environment: Self.environment, error: .path("/dev/full", O_WRONLY))
    app.send("3\ne\nurl\n")
    app.closeInput()
    let end = try app.waitForExit()
    #expect(end.signal == nil, "\(end)")
    #expect(end.status == 0, "\(end)")
    #expect(
      end.output.contains("\nfeature-routing://grapes/shiraz/details/extra?style=details-stack\n"))
  }

  /// A reader that goes away (`feature-routing | head -1`) ends the app with the status SIGPIPE
  /// would give, and no message; unlike SIGPIPE, the clean-ups save the state first.
  @Test(arguments: [false, true])
  func aReaderThatGoesAwayEndsTheAppWith141AfterSavingTheState(ignoringSIGPIPE: Bool) throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let app = try ChildProcess(
      [AppProcess.executable.path, "--latency", "0", "--state", file],
      environment: Self.environment, ignoringSIGPIPE: ignoringSIGPIPE)
    app.send("3\ne\n")
    try app.waitForOutput { $0.contains("Wine Grapes › Shiraz › Shiraz's regions") }
    // Remove the file the changes saved: only the exit clean-up can bring it back.
    try FileManager.default.removeItem(atPath: file)
    app.closeOutput()
    app.send("url\n")
    let end = try app.waitForExit()
    #expect(end.signal == nil, "\(end)")
    #expect(end.status == 141, "\(end)")
    #expect(end.error.isEmpty)
    #expect(
      try savedURL(file) == "feature-routing://grapes/shiraz/details/extra?style=details-stack")
  }

  /// A full standard output ends the app before the saved state is restored: the file is left
  /// as it was, not replaced by the root.
  @Test func aFullStandardOutputLeavesTheStateFileAsItWas() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(["3", "e"], arguments: ["--state", file])
    let saved = try #require(contents(file))
    let app = try ChildProcess(
      [AppProcess.executable.path, "--latency", "0", "--state", file],
      environment: Self.environment, output: .path("/dev/full", O_WRONLY))
    app.send("b\nb\n")
    app.closeInput()
    let end = try app.waitForExit()
    #expect(end.signal == nil, "\(end)")
    #expect(end.status == 74, "\(end)")
    #expect(contents(file) == saved)
  }
}
