import Foundation
import TerminalUITesting
import Testing

/// Show Details Beside the List in the app: the style by every name, line mode printing the
/// panes side by side at a wide `--width`, and full screen keeping the state through a resize.
@Suite(.timeLimit(.minutes(10))) struct SplitViewAppTests {
  /// The rule between two panes.
  private static let rule = " │ "

  @Test func theStyleOptionAndCommandAreNamedSplitView() throws {
    let option = try AppProcess.session(
      ["3", "url"], arguments: ["--no-state", "--presentation-style", "split-view"])
    #expect(option.output.hasSuffix("feature-routing://grapes/shiraz/details?style=split-view\n"))
    let command = try AppProcess.session(
      ["style split-view", "3", "url"], arguments: ["--no-state"])
    #expect(command.output.hasSuffix("feature-routing://grapes/shiraz/details?style=split-view\n"))
    let help = try AppProcess.run(["--help"])
    #expect(help.output.contains("split-view"))
  }

  @Test func lineModeAtAWideWidthPrintsTheListBesideDetails() throws {
    let wide = try AppProcess.session(
      ["3", "url"], arguments: ["--no-state", "-s", "split-view", "--width", "160"])
    let shiraz = wide.screens[1]
    let header = try #require(shiraz.split(separator: "\n").first { $0.contains("[b] Back") })
    #expect(header.contains("Wine Grapes") && header.contains(Self.rule))
    #expect(shiraz.contains("[1] Cabernet Sauvignon ›") && shiraz.contains("[r] Rate this grape"))
    let narrow = try AppProcess.session(
      ["3", "url"], arguments: ["--no-state", "-s", "split-view", "--width", "80"])
    #expect(!narrow.screens[1].contains(Self.rule))
    #expect(narrow.screens[1].contains("[b] ‹ Wine Grapes  Shiraz"))
    #expect(wide.screens[2] == narrow.screens[2], "the same url at 80 and 160 columns")
  }

  @Test func aStateSavedAtOneWidthIsRestoredAtAnother() throws {
    let folder = try TemporaryFolder()
    let file = folder.path + "/state.json"
    let saved = try AppProcess.session(
      ["3", "e", "url"], arguments: ["--state", file, "-s", "split-view", "--width", "200"])
    let savedURL = saved.output.split(separator: "\n").last
    let restored = try AppProcess.session(["url"], arguments: ["--state", file, "--width", "80"])
    #expect(restored.output.split(separator: "\n").last == savedURL)
    #expect(restored.screens[0].contains("[b] ‹ Shiraz  Shiraz's regions"))
    let wide = try AppProcess.session(["url"], arguments: ["--state", file, "--width", "200"])
    #expect(wide.screens[0].contains("[1] Cabernet Sauvignon ›"), "three panes from 180")
    #expect(
      wide.screens[0].contains("[r] Rate this grape") && wide.screens[0].contains("Australia"))
  }

  @Test func resizingTheTerminalKeepsTheScreensAndTheHighlight() throws {
    let home = try TemporaryFolder()
    let app = try TerminalProcess(
      executable: AppProcess.executable.path,
      arguments: ["--latency", "0", "--no-state", "-s", "split-view"],
      environment: ["TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8"],
      rows: 30, columns: 160)
    try app.waitForScreen("the list") { $0.text.contains("[3] Shiraz ›") }
    app.send("3")
    try app.waitForScreen("Shiraz beside the list") {
      $0.text.contains("[r] Rate this grape") && $0.text.contains("[1] Cabernet Sauvignon ›")
    }
    let highlight = FullScreenTests.highlight(app.screen)
    _ = app.pty.resize(rows: 30, columns: 80)
    try app.waitForScreen("Shiraz alone with its back control") {
      $0.text.contains("[b] ‹ Wine Grapes  Shiraz") && !$0.text.contains("Cabernet Sauvignon")
    }
    _ = app.pty.resize(rows: 30, columns: 160)
    try app.waitForScreen("Shiraz beside the list again") {
      $0.text.contains("[r] Rate this grape") && $0.text.contains("[1] Cabernet Sauvignon ›")
    }
    #expect(FullScreenTests.highlight(app.screen) == highlight)
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}

/// The pane keys of full screen: → and Tab to the pane on the right, ← back to the list.
@Suite(.timeLimit(.minutes(10))) struct SplitViewPaneKeyTests {
  @Test func arrowsMoveTheHighlightBetweenPanesAndAResizeKeepsIt() throws {
    let home = try TemporaryFolder()
    let app = try TerminalProcess(
      executable: AppProcess.executable.path,
      arguments: ["--latency", "0", "--no-state", "-s", "split-view"],
      environment: ["TERM": "xterm-256color", "HOME": home.path, "LANG": "C.UTF-8"],
      rows: 30, columns: 160)
    try app.waitForScreen("the list") { $0.text.contains("[3] Shiraz ›") }
    app.send("3")
    try app.waitForScreen("Shiraz beside the list") { $0.text.contains("[r] Rate this grape") }
    app.send("\u{1B}[C")
    try app.waitForScreen("the Details pane") { FullScreenTests.highlight($0) == "[b] Back" }
    app.send("\u{1B}[D")
    try app.waitForScreen("the list pane, on the grape it opened") {
      FullScreenTests.highlight($0) == "[3] Shiraz ›"
    }
    app.send("\t")
    try app.waitForScreen("Tab: the Details pane") { FullScreenTests.highlight($0) == "[b] Back" }
    app.send("j")
    try app.waitForScreen("the next control of Details") {
      FullScreenTests.highlight($0) != "[b] Back"
    }
    let inDetails = FullScreenTests.highlight(app.screen)
    app.send("\u{1B}[D")
    try app.waitForScreen("the list, where it was left") {
      FullScreenTests.highlight($0) == "[3] Shiraz ›"
    }
    app.send("k")
    try app.waitForScreen("the row above") { FullScreenTests.highlight($0) == "[2] Pinot Noir ›" }
    app.send("\u{1B}[C")
    try app.waitForScreen("Details, where it was left") {
      FullScreenTests.highlight($0) == inDetails
    }
    app.send("\u{1B}[D")
    try app.waitForScreen("the list's own highlight") {
      FullScreenTests.highlight($0) == "[2] Pinot Noir ›"
    }
    app.send("\u{1B}[C")
    try app.waitForScreen("Details") { FullScreenTests.highlight($0) == inDetails }
    app.send("\u{1B}[D\u{1B}[C")
    try app.waitForScreen("back in Details") { FullScreenTests.highlight($0) == inDetails }
    // Details' own controls: at 100 columns Details alone, its back control in its bar.
    let details = [
      "[b] ‹ Wine Grapes", "[b] Back", "[e] Show extra details", "[r] Rate this grape",
      "[p] Programmatic pop",
    ]
    _ = app.pty.resize(rows: 30, columns: 100)
    try app.waitForScreen("Details alone, the highlight on one of its controls") {
      !$0.text.contains("Cabernet Sauvignon")
        && FullScreenTests.highlight($0).map(details.contains) == true
    }
    _ = app.pty.resize(rows: 30, columns: 160)
    try app.waitForScreen("the panes again, the highlight still in the Details pane") {
      $0.text.contains("[1] Cabernet Sauvignon ›")
        && FullScreenTests.highlight($0).map(details.contains) == true
    }
    app.send("\u{1B}")
    try app.waitForScreen("Esc in the Details pane goes back") {
      !$0.text.contains("[r] Rate this grape")
    }
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }
}
