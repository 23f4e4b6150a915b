import Testing

@testable import TerminalRuntime
@testable import TerminalUI

/// The decisions, from given facts.
///
/// `TerminalEnvironment.current()`, which reads the real
/// terminal, is checked where a real terminal exists: `FullScreenTests` runs the app in line
/// mode on a pseudo-terminal 47 columns wide and expects its screens 47 columns wide.
@Suite(.timeLimit(.minutes(5))) struct TerminalEnvironmentTests {
  @Test(
    arguments: [
      ([:], true, nil, true),
      ([:], false, nil, false),
      (["NO_COLOR": "1"], true, nil, false),
      (["NO_COLOR": ""], true, nil, true),
      ([:], true, false, false),
      (["NO_COLOR": "1"], false, true, true),
    ] as [([String: String], Bool, Bool?, Bool)])
  func colourIsOnForTerminalsUnlessNoColorOrOverridden(
    environment: [String: String], isTerminal: Bool, override: Bool?, expected: Bool
  ) {
    let terminal = TerminalEnvironment(
      environment: environment, isTerminal: isTerminal, terminalWidth: nil, colorOverride: override)
    #expect(terminal.colorEnabled == expected)
  }

  @Test(
    arguments: [
      (["COLUMNS": "120"], 100, 120),
      (["COLUMNS": "0"], 100, 100),
      (["COLUMNS": "-3"], nil, 80),
      (["COLUMNS": "wide"], 100, 100),
      ([:], 100, 100),
      ([:], 0, 80),
      ([:], nil, 80),
    ] as [([String: String], Int?, Int)])
  func widthComesFromColumnsThenTheTerminalThenEighty(
    environment: [String: String], terminalWidth: Int?, expected: Int
  ) {
    let terminal = TerminalEnvironment(
      environment: environment, isTerminal: true, terminalWidth: terminalWidth)
    #expect(terminal.width == expected)
  }

  @Test(
    arguments: [
      (["COLUMNS": "10000"], nil, 10_000, nil, nil),
      (["COLUMNS": "1"], nil, 1, nil, nil),
      (["COLUMNS": "10001"], 100, 100, "10001", nil),
      (["COLUMNS": "9223372036854775807"], nil, 80, "9223372036854775807", nil),
      (["COLUMNS": "99999999"], 65_535, 80, "99999999", 65_535),
      (["COLUMNS": ""], 12_000, 80, nil, 12_000),
      ([:], 10_000, 10_000, nil, nil),
      ([:], 0, 80, nil, nil),
    ] as [([String: String], Int?, Int, String?, Int?)])
  func aSizeOutsideOneToTenThousandIsIgnoredAndRecorded(
    environment: [String: String], terminalWidth: Int?, expected: Int, ignoredColumns: String?,
    ignoredTerminalWidth: Int?
  ) {
    let terminal = TerminalEnvironment(
      environment: environment, isTerminal: true, terminalWidth: terminalWidth)
    #expect(terminal.width == expected)
    #expect(terminal.ignoredColumns == ignoredColumns)
    #expect(terminal.ignoredTerminalWidth == ignoredTerminalWidth)
  }
}
