import Foundation
import RootFeature
import TerminalRuntime
import TerminalUI
import TerminalUITesting
import Testing

@testable import FeatureRoutingApp

#if canImport(Glibc)
  import Glibc
#endif

/// A full-screen session of Show Details Beside the List run in the test's process on a
/// pseudo-terminal of its own: a key in, the frame it draws out, with no process between.
@MainActor
final class SplitSession {
  let pty: PseudoTerminal
  let session: InteractiveSession
  private let terminal: FullScreenTerminal
  /// Where the session writes: the frames are read from ``screen``, not from the terminal.
  private let output: Int32

  /// A session `rows` × `columns` over `grapes`, loaded and drawn.
  init(
    rows: Int, columns: Int, grapes: [RootModel] = SampleAPIClient.originalGrapes
  ) async throws {
    pty = try PseudoTerminal(rows: rows, columns: columns)
    output = open("/dev/null", O_WRONLY)
    terminal = FullScreenTerminal(input: pty.terminal, output: output)
    try terminal.enter()
    let root = RootView.make(
      client: SampleAPIClient(grapes: grapes, latency: .zero), presentationStyle: .splitView)
    session = InteractiveSession(root: root, terminal: terminal, colored: true)
    session.redraw()
    await session.host.waitForTasks()
    await root.presenter.waitUntilLoaded()
    session.redraw()
  }

  /// `count` grapes named `Grape 1`, `Grape 2` and so on.
  static func grapes(_ count: Int) -> [RootModel] {
    (1...count).map { number in
      let sample = SampleAPIClient.originalGrapes[number % 3]
      return RootModel(
        id: "grape-\(number)", title: "Grape \(number)", subtitle: sample.subtitle,
        regions: sample.regions)
    }
  }

  /// Gives the terminal back.
  func close() {
    terminal.restore()
    Glibc.close(output)
  }

  /// Presses `keys` one by one, each followed by a redraw once what it started has finished.
  func press(_ keys: Key...) async {
    for key in keys {
      _ = session.handle(key)
      await session.host.waitForTasks()
      session.redraw()
    }
  }

  /// Resizes the terminal to `rows` × `columns` and redraws, as a resize signal does.
  func resize(rows: Int, columns: Int) {
    _ = pty.resize(rows: rows, columns: columns)
    session.redraw()
  }

  /// The frame on the terminal, status line included.
  var screen: Frame { session.shown ?? Frame(width: 0, lines: [], controls: []) }

  /// The lines on the terminal as plain text, the status line left out.
  var lines: [String] {
    screen.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      String($0)
    }
  }

  /// The highlighted text, in inverse video above the status line.
  var highlight: String? {
    for line in screen.lines.dropLast() {
      let inverse = line.filter(\.style.inverse).map(\.character).joined()
      if !inverse.isEmpty { return inverse }
    }
    return nil
  }

  /// The columns of each pane at the terminal's width.
  var panes: [Range<Int>] { session.splitPanes(width: session.size.columns) }

  /// The text of pane `pane` on each line where the panes stand side by side.
  func text(ofPane pane: Int) -> [String] {
    splitLines.map { line in
      panes[pane].clamped(to: 0..<line.count).map { line[$0].character }.joined()
    }
  }

  /// Whether every character drawn in pane `pane` is dim, and there is one.
  func isDim(pane: Int) -> Bool {
    let cells = splitLines.flatMap { line in
      panes[pane].clamped(to: 0..<line.count).map { line[$0] }
    }.filter { !$0.character.trimmingCharacters(in: .whitespaces).isEmpty }
    return !cells.isEmpty && cells.allSatisfy(\.style.dim)
  }

  /// The lines with a rule between the first two panes.
  private var splitLines: [[Cell]] {
    guard let first = panes.first else { return [] }
    return screen.lines.dropLast().filter { line in
      line.indices.contains(first.upperBound + 1) && line[first.upperBound + 1].character == "│"
    }
  }
}
