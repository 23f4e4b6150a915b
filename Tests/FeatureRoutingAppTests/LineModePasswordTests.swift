import Foundation
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--line` on a terminal: a password is typed with the terminal's echo off, as with `sudo`, and
/// never shows on the screen.
@Suite(.serialized, .timeLimit(.minutes(5))) struct LineModePasswordTests {
  private let launcher: FullScreenTests

  init() throws {
    launcher = try FullScreenTests()
  }

  @Test(arguments: FullScreenFrameTests.sizes)
  func thePasswordFieldsShortcutAloneAsksForItUnseen(rows: Int, columns: Int) throws {
    let app = try launcher.start(
      ["--line", "--no-state"], rows: rows, columns: columns, waitingFor: "[3] Shiraz ›")
    app.send("tab account\ns\nu rosa\n")
    try app.waitForScreen("the sign-in cover, the user name typed") {
      $0.text.contains("[u] User name: rosa")
    }
    app.send("p\n")
    try app.waitForScreen("the prompt") { $0.text.contains("Password (not shown as you type") }
    #expect(app.pty.modes.map { $0.local & UInt32(ECHO) == 0 } == true, "the echo is off")
    app.send("merlot\n")
    try app.waitForScreen("the password in the field, masked") {
      $0.text.contains("[p] Password: ••••••")
    }
    // Typed with the echo on, it would show on the line under the prompt.
    #expect(!FullScreenTests.hasLine(app.screen, "merlot"), "the password never shows")
    #expect(app.pty.modes?.isCanonical == true, "the echo is back on")
    app.send("s\n")
    try app.waitForScreen("signed in") { $0.text.contains("Signed in as") }
    app.send("quit\n")
    #expect(try app.waitForExit() == 0)
    #expect(app.pty.modes == app.initialModes)
  }

  @Test func aPasswordTypedAfterTheShortcutSaysHowToKeepItUnseen() throws {
    let app = try launcher.start(["--line", "--no-state"], waitingFor: "[3] Shiraz ›")
    app.send("tab account\ns\np merlot\n")
    try app.waitForScreen("the hint") {
      $0.text.contains("Type p alone to enter a password without it showing.")
    }
    app.send("quit\n")
    #expect(try app.waitForExit() == 0)
  }
}
