import Foundation
import TerminalUITesting
import Testing

/// Full screen starts on the saved screen, and keys pressed while it is being restored are never
/// half applied.
@Suite(.serialized, .timeLimit(.minutes(10))) struct RestoreFirstFrameTests {
  private static let f3 = "\u{1B}OR"

  /// The app's home folder for one test, removed after it.
  private let home: TemporaryFolder

  init() throws {
    home = try TemporaryFolder()
  }

  /// Starts the app full screen on a 100x30 terminal over the state file `state`, its grapes
  /// arriving after `latency` seconds.
  private func start(state: String, latency: String) throws -> TerminalProcess {
    let file = home.file("state.json")
    try Data(state.utf8).write(to: URL(fileURLWithPath: file))
    return try TerminalProcess(
      executable: AppProcess.executable.path,
      arguments: ["--latency", latency, "--state", file],
      environment: [
        "TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8",
        "LLVM_PROFILE_FILE": AppProcess.coverageProfile(writable: true),
      ],
      rows: 30, columns: 100)
  }

  /// The edit-name screen needs no grapes: it is the first thing drawn, however long the grapes
  /// take, never the Grapes tab's loading screen first.
  @Test func aSavedAccountScreenIsTheFirstFrame() throws {
    let app = try start(
      state: #"""
        {"account":{"name":"rosa"},"navigation":{"modals":[],"roots":[{"id":"grapes","path":[]},{"id":"regions","path":[]},{"id":"account","path":["screen","{\"id\":\"\",\"route\":\"edit-name\"}"]}],"selectedRoot":"account"},"presentationStyle":"details-stack","sheets":"single","version":5}
        """#,
      latency: "2")
    var framesBefore: [String] = []
    try app.waitForScreen("the edit-name screen") { screen in
      let shown = screen.text.contains("Account › Edit name")
      if !shown, !screen.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        framesBefore.append(screen.text)
      }
      return shown
    }
    #expect(framesBefore.isEmpty, "drawn before the saved screen: \(framesBefore)")
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  /// A saved region sheet needs the grapes: until they arrive the Regions tab shows its loading
  /// screen, and keys pressed meanwhile (F3, then `s`, which signs out on the Account tab) are
  /// dropped, all of them, with a word on the status line; the restored sheet then shows, and the
  /// person is still signed in.
  @Test func keysPressedWhileRestoringAreDroppedTogether() throws {
    let app = try start(
      state: #"""
        {"account":{"name":"rosa"},"navigation":{"modals":[{"content":["screen","{\"id\":\"france\",\"route\":\"regions/{id}/region\"}"],"path":[],"style":"sheet"}],"roots":[{"id":"grapes","path":[]},{"id":"regions","path":[]},{"id":"account","path":[]}],"selectedRoot":"regions"},"presentationStyle":"details-stack","sheets":"single","version":5}
        """#,
      latency: "2")
    try app.waitForScreen("the Regions tab loading") { screen in
      screen.text.contains("● Regions") && screen.text.contains("Loading…")
    }
    app.send(Self.f3)
    app.send("s")
    try app.waitForScreen("the word on the status line") {
      $0.text(ofLine: 29).contains("Still restoring your last screen; that key was not used.")
    }
    #expect(app.screen.text.contains("● Regions"))
    try app.waitForScreen("France's sheet") { $0.text.contains("France") }
    #expect(app.screen.text.contains("● Regions"))
    app.send("x")
    app.send(Self.f3)
    try app.waitForScreen("the Account tab") { $0.text.contains("● Account") }
    #expect(app.screen.text.contains("rosa"))
    #expect(!app.screen.text.contains("You are not signed in."))
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
