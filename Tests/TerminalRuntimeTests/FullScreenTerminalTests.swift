import TerminalUITesting
import Testing

@testable import TerminalRuntime
@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
@Suite(.timeLimit(.minutes(5))) struct FullScreenTerminalTests {
  /// What the program wrote to `pty` so far, waiting briefly for the first bytes.
  private static func output(of pty: PseudoTerminal) -> [UInt8] {
    var bytes = pty.read(timeout: .seconds(5))
    while case let more = pty.read(timeout: .zero), !more.isEmpty { bytes += more }
    return bytes
  }

  @Test func enterSwitchesToRawModeAndTheAlternateScreenAndRestorePutsEverythingBack() throws {
    let pty = try PseudoTerminal(rows: 10, columns: 40)
    let before = try #require(pty.modes)
    #expect(before.isCanonical)
    var screen = VirtualTerminal(rows: 10, columns: 40)
    screen.feed("$ feature-routing")

    let terminal = FullScreenTerminal(input: pty.terminal, output: pty.terminal)
    try terminal.enter()
    #expect(terminal.isActive)
    let raw = try #require(pty.modes)
    #expect(raw.local & UInt32(ICANON | ECHO | ISIG | IEXTEN) == 0)
    #expect(raw.output & UInt32(OPOST) == 0)
    #expect(raw.input & UInt32(ICRNL | IXON) == 0)
    screen.feed(Self.output(of: pty))
    #expect(screen.isAlternateScreen)
    #expect(!screen.isCursorVisible)
    #expect(screen.text.allSatisfy { $0 == "\n" })
    #expect(terminal.size == TerminalSize(rows: 10, columns: 40))

    terminal.write("drawn")
    terminal.restore()
    #expect(!terminal.isActive)
    #expect(pty.modes == before)
    screen.feed(Self.output(of: pty))
    #expect(!screen.isAlternateScreen)
    #expect(screen.isCursorVisible)
    #expect(screen.style == .plain)
    #expect(screen.text(ofLine: 0) == "$ feature-routing")
    #expect(screen.unsupported.isEmpty)
  }

  @Test func restoringTwiceOrWithoutEnteringDoesNothing() throws {
    let pty = try PseudoTerminal(rows: 5, columns: 20)
    let terminal = FullScreenTerminal(input: pty.terminal, output: pty.terminal)
    terminal.restore()
    #expect(pty.read(timeout: .zero).isEmpty)
    try terminal.enter()
    try terminal.enter()
    #expect(Self.output(of: pty) == Array(FullScreenTerminal.enterSequence.utf8))
    terminal.restore()
    #expect(Self.output(of: pty) == Array(FullScreenTerminal.restoreSequence.utf8))
    terminal.restore()
    #expect(pty.read(timeout: .zero).isEmpty)
  }

  @Test func enteringFailsCleanlyWhenTheInputIsNotATerminal() {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    defer {
      for descriptor in descriptors { close(descriptor) }
    }
    let terminal = FullScreenTerminal(input: descriptors[0], output: descriptors[1])
    #expect(throws: TerminalError.self) { try terminal.enter() }
    #expect(!terminal.isActive)
  }

  @Test func rawModeIsWhatCfmakerawSets() {
    var modes = termios()
    modes.c_iflag = tcflag_t(ICRNL | IXON | BRKINT | IUTF8)
    modes.c_oflag = tcflag_t(OPOST | ONLCR)
    modes.c_lflag = tcflag_t(ICANON | ECHO | ISIG | IEXTEN | ECHOE)
    modes.c_cflag = tcflag_t(CS7 | PARENB | CREAD)
    var expected = modes
    cfmakeraw(&expected)
    let raw = FullScreenTerminal.rawMode(from: modes)
    #expect(TerminalModes(raw) == TerminalModes(expected))
  }
}
