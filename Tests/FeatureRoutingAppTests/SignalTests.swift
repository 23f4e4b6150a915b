import Foundation
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT save the state through the exit clean-ups and exit 130,
/// 143, 129 and 131, whatever the app is doing.
@Suite(.timeLimit(.minutes(10))) struct SignalTests {
  @Test(arguments: [
    (SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGQUIT, Int32(131)),
  ])
  func aSignalSavesTheStateAndExitsWithTheShellStatus(signal: Int32, status: Int32) throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let app = try RunningApp(
      ["--latency", "0", "--state", file],
      environment: AppProcess.environment([:], stateHome: folder.path))
    app.send(["3", "e"])
    #expect(app.waitForOutput { $0.contains("Wine Grapes › Shiraz › Shiraz's regions") })
    #expect(
      try savedURL(file) == "feature-routing://grapes/shiraz/details/extra?style=details-stack")
    // Remove the file the changes saved: only the exit clean-up can bring it back.
    try FileManager.default.removeItem(atPath: file)
    app.kill(signal)
    let end = try #require(app.waitForExit())
    #expect(end.reason == .exit)
    #expect(end.status == status)
    #expect(app.errorOutput.isEmpty, "\(app.errorOutput)")
    #expect(
      try savedURL(file) == "feature-routing://grapes/shiraz/details/extra?style=details-stack")
  }

  /// The main actor is blocked writing a screen to a pipe nobody reads: the signal still ends
  /// the app, with its status, once the main actor has had a few seconds to answer.
  @Test func aSignalEndsTheAppWhileItIsBlockedWritingToAFullPipe() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let app = try ChildProcess(
      [AppProcess.executable.path, "--latency", "0", "--state", file],
      environment: AppProcess.environment([:], stateHome: folder.path), output: .unreadPipe)
    app.send(String(repeating: "1\nb\n", count: 1000))
    app.closeInput()
    try app.wait { app.isBlockedWritingOutput }
    kill(app.pid, SIGTERM)
    let end = try app.waitForExit(drainingOutput: false)
    #expect(end.signal == nil, "\(end)")
    #expect(end.status == 143, "\(end)")
    // Saved after each change, so a state the session passed through is on disk.
    #expect(try savedURL(file).hasPrefix("feature-routing://"))
  }

  @Test func sigquitInFullScreenQuitsWith131AndRestoresTheTerminal() throws {
    let home = try TemporaryFolder()
    let app = try TerminalProcess(
      executable: AppProcess.executable.path, arguments: ["--latency", "0"],
      environment: ["TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8"],
      rows: 20, columns: 60)
    try app.waitForScreen("the list") { $0.text.contains("[3] Shiraz ›") }
    #expect(app.screen.isAlternateScreen)
    app.signal(SIGQUIT)
    #expect(try app.waitForExit() == 131)
    #expect(app.pty.modes == app.initialModes)
    #expect(!app.screen.isAlternateScreen)
    #expect(app.screen.isCursorVisible)
    #expect(!app.screen.text.contains("crash"))
  }
}
