import Testing

@testable import FeatureRoutingApp
@testable import TerminalRuntime

/// The launch description: which mode a run takes and what line mode shows, decided from the
/// options and the terminal before anything runs, in-process.
@Suite(.timeLimit(.minutes(1))) struct LaunchTests {
  /// A terminal 100 columns wide, or the one `environment` describes.
  private func terminal(_ environment: [String: String] = [:]) -> TerminalEnvironment {
    TerminalEnvironment(environment: environment, isTerminal: true, terminalWidth: 100)
  }

  private func launch(
    _ arguments: [String], input: Bool = true, output: Bool = true, term: String? = "xterm",
    environment: [String: String] = [:]
  ) throws -> Launch {
    Launch(
      try AppOptions.parse(arguments), terminal: terminal(environment), inputIsTerminal: input,
      outputIsTerminal: output, terminalType: term)
  }

  @Test func aTerminalWithAUsableTERMRunsFullScreen() throws {
    #expect(try launch([]).mode == .fullScreen)
  }

  @Test(
    arguments: [
      (["--line"], true, true, "xterm"),
      (["--script", "s.txt"], true, true, "xterm"),
      ([], false, true, "xterm"),
      ([], true, false, "xterm"),
      ([], true, true, nil),
      ([], true, true, "dumb"),
    ] as [([String], Bool, Bool, String?)])
  func anythingElseRunsLines(arguments: [String], input: Bool, output: Bool, term: String?) throws {
    #expect(try launch(arguments, input: input, output: output, term: term).mode == .lines)
  }

  @Test func printURLWinsOverEveryMode() throws {
    #expect(try launch(["--print-url"]).mode == .printURL)
    #expect(try launch(["--print-url", "--line"], input: false).mode == .printURL)
  }

  @Test func aTerminalGetsAPromptAndAPipeOrScriptGetsItsCommandsEchoed() throws {
    let typed = try launch(["--line"])
    #expect(typed.prompt == "> " && !typed.echoesCommands && typed.readsTerminal)
    let piped = try launch([], input: false)
    #expect(piped.prompt == nil && piped.echoesCommands && piped.readsTerminal)
    let script = try launch(["--script", "s.txt"])
    #expect(script.prompt == nil && script.echoesCommands && !script.readsTerminal)
  }

  @Test func onlyFullScreenOpensALinkWhileDrawing() throws {
    #expect(try launch(["--open", "feature-routing://"]).opensWhileDrawing)
    #expect(!(try launch(["--open", "feature-routing://", "--line"]).opensWhileDrawing))
    #expect(!(try launch([]).opensWhileDrawing))
  }

  @Test func widthIsTheOptionsElseTheTerminalsWithANoticeForAnIgnoredSize() throws {
    #expect(try launch(["--width", "60"]).lineWidth == 60)
    #expect(try launch([]).lineWidth == 100)
    let ignored = try launch([], environment: ["COLUMNS": "10001"])
    #expect(ignored.lineWidth == 100)
    #expect(ignored.widthNotice?.contains("ignoring COLUMNS='10001'") == true)
    #expect(try launch(["--width", "60"], environment: ["COLUMNS": "10001"]).widthNotice == nil)
  }

  @Test func onlyATERMThatRulesOutFullScreenGetsItsNotice() throws {
    #expect(try launch([], term: nil).terminalTypeNotice?.contains("TERM is unset") == true)
    #expect(try launch([]).terminalTypeNotice == nil)
    #expect(try launch(["--line"], term: nil).terminalTypeNotice == nil)
  }
}
