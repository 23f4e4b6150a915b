import Foundation
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-Z and SIGTSTP give the terminal back and stop the app, as in every full-screen program;
/// SIGCONT (`fg`) takes the terminal over again and draws the whole screen.
@Suite(.serialized, .timeLimit(.minutes(10))) struct JobControlTests {
  private let home: TemporaryFolder

  init() throws {
    home = try TemporaryFolder()
  }

  private func start() throws -> TerminalProcess {
    let app = try TerminalProcess(
      executable: AppProcess.executable.path, arguments: ["--latency", "0", "--no-state"],
      environment: [
        "TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8",
        "LLVM_PROFILE_FILE": AppProcess.coverageProfile(writable: true),
      ],
      rows: 20, columns: 60)
    try app.waitForScreen("the list") { $0.text.contains("[3] Shiraz ›") }
    return app
  }

  /// Stops the app with `stop` and checks the terminal is given back.
  private func expectStoppedWithTheTerminalRestored(
    _ app: TerminalProcess, sourceLocation: SourceLocation = #_sourceLocation, _ stop: () -> Void
  ) throws {
    stop()
    try app.waitForStop()
    #expect(app.pty.modes == app.initialModes, sourceLocation: sourceLocation)
    #expect(app.pty.modes?.isCanonical == true, sourceLocation: sourceLocation)
    #expect(!app.screen.isAlternateScreen, sourceLocation: sourceLocation)
    #expect(app.screen.isCursorVisible, sourceLocation: sourceLocation)
    #expect(!app.screen.isBracketedPaste, sourceLocation: sourceLocation)
  }

  /// Continues the app and checks it takes the terminal over and draws every line again, then
  /// answers keys.
  private func expectEverythingDrawnAfterContinuing(
    _ app: TerminalProcess, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    app.forgetDrawnLines()
    app.signal(SIGCONT)
    try app.waitForScreen("the list drawn again") {
      $0.isAlternateScreen && $0.drawnLines == Set(0..<20)
        && $0.text.contains("[1] Cabernet Sauvignon ›") && $0.text.contains("[3] Shiraz ›")
        && $0.text(ofLine: 19).contains("q quit")
    }
    #expect(app.pty.modes?.isCanonical == false, sourceLocation: sourceLocation)
    #expect(!app.screen.isCursorVisible, sourceLocation: sourceLocation)
    #expect(app.screen.isBracketedPaste, sourceLocation: sourceLocation)
    app.send("3")
    try app.waitForScreen("Shiraz") { $0.text.contains("[b] ‹ Wine Grapes") }
    app.send("b")
    try app.waitForScreen("the list") { $0.text.contains("[3] Shiraz ›") }
  }

  @Test func ctrlZStopsWithTheTerminalRestoredAndContinuingRedrawsEverything() throws {
    let app = try start()
    try expectStoppedWithTheTerminalRestored(app) { app.send("\u{1A}") }
    try expectEverythingDrawnAfterContinuing(app)
    // And again: the second stop works as the first.
    try expectStoppedWithTheTerminalRestored(app) { app.send("\u{1A}") }
    try expectEverythingDrawnAfterContinuing(app)
    app.send("q")
    #expect(try app.waitForExit() == 0)
    #expect(app.pty.modes == app.initialModes)
  }

  @Test func sigtstpFromOutsideStopsTheSameWay() throws {
    let app = try start()
    try expectStoppedWithTheTerminalRestored(app) { app.signal(SIGTSTP) }
    try expectEverythingDrawnAfterContinuing(app)
    app.send("q")
    #expect(try app.waitForExit() == 0)
    #expect(app.pty.modes == app.initialModes)
  }

  /// SIGSTOP cannot be caught: the terminal stays as the app left it, and SIGCONT finds it
  /// possibly changed by the shell, so the app takes it over and draws everything again.
  @Test func continuingAfterSigstopDrawsEverythingAgain() throws {
    let app = try start()
    app.signal(SIGSTOP)
    try app.waitForStop()
    try expectEverythingDrawnAfterContinuing(app)
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
