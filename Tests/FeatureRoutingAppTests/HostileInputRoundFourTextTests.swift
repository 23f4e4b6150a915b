import Foundation
import TerminalUITesting
import Testing

@testable import FeatureRoutingApp

/// Scripts with other line ends or not in UTF-8, a terminal without a usable `TERM` and a relative
/// `XDG_STATE_HOME`: the app does what was meant, or says what it did instead and why.
@Suite(.timeLimit(.minutes(10))) struct HostileInputRoundFourTextTests {
  /// Runs `--script` with a file holding `bytes`.
  private func script(_ bytes: [UInt8]) throws -> (outcome: AppProcess.Outcome, path: String) {
    let folder = try TemporaryFolder()
    let path = folder.file("commands.txt")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return (
      try AppProcess.run(["--latency", "0", "--no-state", "--script", path], input: ""), path
    )
  }

  /// A script saved with classic Mac line ends used to be one line: "[3] is not a text field".
  @Test func aScriptWithCarriageReturnsOnlyRunsLineByLine() throws {
    let outcome = try script(Array("3\rb\r1\rquit\r".utf8)).outcome
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
    #expect(!outcome.output.contains("not a text field"))
    #expect(outcome.output.contains("> 3\n"))
    #expect(outcome.output.contains("> b\n"))
    #expect(outcome.output.contains("[b] Back  Cabernet Sauvignon"))
  }

  /// CR, LF and CRLF end a line, a CRLF split between two reads included, without an empty line
  /// between its halves.
  @Test func everyLineEndEndsOneLine() {
    var splitter = LineSplitter(source: "the input")
    var lines: [InputLine] = []
    for chunk in ["a\r", "\nb\rc\n", "\r\n", "d\r"] {
      #expect(splitter.feed(Array(chunk.utf8)[...]) { lines.append($0) })
    }
    #expect(splitter.feed(Array("\re".utf8)[...]) { lines.append($0) })
    if let last = splitter.finish() { lines.append(last) }
    #expect(
      lines == [.text("a"), .text("b"), .text("c"), .text(""), .text("d"), .text(""), .text("e")])
  }

  /// A line in Latin-1 used to run as a command with `\u{FFFD}` in it ("Unknown command").
  @Test func aLineNotInUTF8IsSkippedNamingTheFileAndLine() throws {
    let (outcome, path) = try script(
      Array("url\n".utf8) + [0x63, 0x61, 0x66, 0xE9, 0x0A] + Array("1\n".utf8))
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
    #expect(!outcome.output.contains("FFFD"))
    #expect(!outcome.output.contains("Unknown command"))
    #expect(
      outcome.output.contains(
        "Line 2 of the script file \(path) is not UTF-8 text, so it is "
          + "skipped; save or send the commands as UTF-8."))
    #expect(outcome.output.contains("[b] Back  Cabernet Sauvignon"))
  }

  @Test(arguments: [nil, "", "dumb"] as [String?])
  func lineModeForTERMSaysWhyOnce(term: String?) {
    let notice = AppOptions().terminalTypeNotice(
      inputIsTerminal: true, outputIsTerminal: true, terminalType: term)
    #expect(
      notice?.contains(", so line mode is used; set TERM (for example TERM=xterm-256color)") == true
    )
    #expect(
      notice?.hasPrefix(
        term == nil ? "TERM is unset" : term == "" ? "TERM is empty" : "TERM is dumb") == true)
  }

  /// Only when `TERM` is why: not for a pipe, `--line`, `--script`, `--print-url` or a usable TERM.
  @Test func lineModeForAnotherReasonSaysNothingOfTERM() throws {
    let plain = AppOptions()
    #expect(
      plain.terminalTypeNotice(inputIsTerminal: false, outputIsTerminal: true, terminalType: nil)
        == nil)
    #expect(
      plain.terminalTypeNotice(inputIsTerminal: true, outputIsTerminal: false, terminalType: nil)
        == nil)
    #expect(
      plain.terminalTypeNotice(inputIsTerminal: true, outputIsTerminal: true, terminalType: "xterm")
        == nil)
    for arguments in [["--line"], ["--script", "f"], ["--print-url"]] {
      let options = try AppOptions.parse(arguments)
      #expect(
        options.terminalTypeNotice(
          inputIsTerminal: true, outputIsTerminal: true, terminalType: "dumb")
          == nil, "\(arguments)")
    }
  }

  /// On a terminal with `TERM=dumb` the app used to fall back to line mode without a word.
  @Test func aDumbTerminalIsToldWhyLineModeIsUsed() throws {
    let home = try TemporaryFolder()
    let app = try TerminalProcess(
      executable: AppProcess.executable.path, arguments: ["--latency", "0", "--no-state"],
      environment: [
        "TERM": "dumb", "HOME": home.path, "LANG": "C.UTF-8",
        "LLVM_PROFILE_FILE": AppProcess.coverageProfile(writable: true),
      ],
      rows: 30, columns: 100)
    try app.waitForScreen("the list in line mode") { $0.text.contains("[3] Shiraz ›") }
    #expect(
      app.screen.text.contains(
        "feature-routing: TERM is dumb (a terminal that cannot move its cursor), so line mode"))
    app.send("quit\r")
    #expect(try app.waitForExit() == 0)
  }

  /// The specification says a relative `XDG_STATE_HOME` is invalid and to be ignored; the app
  /// did so without a word.
  @Test func aRelativeStateHomeIsIgnoredSayingWhichFileIsUsed() throws {
    let home = try TemporaryFolder()
    let outcome = try AppProcess.session(
      ["1", "url"], environment: ["XDG_STATE_HOME": "state", "HOME": home.path])
    #expect(outcome.status == 0)
    #expect(
      outcome.error == """
        feature-routing: warning: XDG_STATE_HOME is 'state', a relative path, which is ignored \
        (the XDG Base Directory specification allows only absolute ones), so the state is kept in \
        \(home.path)/.local/state/feature-routing/state.json instead; set XDG_STATE_HOME to an \
        absolute path, or unset it.

        """)
    #expect(
      FileManager.default.fileExists(atPath: home.path + "/.local/state/feature-routing/state.json")
    )
    #expect(!FileManager.default.fileExists(atPath: "state"))
  }
}
