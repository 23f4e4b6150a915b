import Foundation
import TerminalUITesting
import Testing

@testable import FeatureRoutingApp

#if canImport(Glibc)
  import Glibc
#endif

/// A fatal signal in full screen — a crash, an abort, a signal nobody handles — leaves the
/// terminal on the main screen in cooked mode, with the runtime's crash report (never its
/// interactive prompt), and the process gone.
@Suite(.serialized, .timeLimit(.minutes(10))) struct CrashTests {
  @Test(arguments: [SIGSEGV, SIGABRT, SIGILL, SIGBUS, SIGUSR1])
  func aFatalSignalRestoresTheTerminalAndEnds(signal: Int32) throws {
    let home = try TemporaryFolder()
    let app = try TerminalProcess(
      executable: AppProcess.executable.path, arguments: ["--latency", "0", "--no-state"],
      environment: [
        "TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8",
        "LLVM_PROFILE_FILE": AppProcess.coverageProfile(writable: true),
      ],
      rows: 20, columns: 60)
    try app.waitForScreen("the list") { $0.text.contains("[3] Shiraz ›") }
    app.signal(signal)
    // Well under the 30 seconds an interactive report would wait for a key.
    #expect(try app.waitForExit(timeout: .seconds(15)) == 128 + signal)
    #expect(app.pty.modes == app.initialModes)
    #expect(!app.screen.isAlternateScreen)
    #expect(app.screen.isCursorVisible)
    #expect(!app.screen.isBracketedPaste)
    #expect(!app.screen.text.contains("Press space to interact"), "\(app.screen.text)")
  }
}

/// The crash report setting the app starts itself again with on a terminal.
@Suite(.timeLimit(.minutes(5))) struct CrashReportSettingTests {
  @Test(
    arguments: [
      (nil, "interactive=no"), ("", "interactive=no"), ("color=no", "color=no,interactive=no"),
      ("interactive=yes", nil), ("color=no, interactive=tty", nil),
      ("enable=no", "enable=no,interactive=no"),
    ] as [(String?, String?)])
  func theReportIsMadeNonInteractiveUnlessThePersonChose(existing: String?, expected: String?) {
    #expect(CrashReportSetting.nonInteractive(keeping: existing) == expected)
  }
}
