import Testing

@testable import FeatureRoutingApp

/// The one table of commands: every list a person reads is drawn from it, and each word and key
/// names one command.
@Suite(.timeLimit(.minutes(5))) struct CommandTableTests {
  @Test func noWordOrKeyNamesTwoCommands() {
    let words = AppCommand.all.flatMap(\.words)
    #expect(Set(words).count == words.count)
    let keys = AppCommand.all.compactMap(\.key)
    #expect(Set(keys).count == keys.count)
  }

  @Test func helpListsEveryCommandLineModeHasAWordFor() {
    let help = LineCommand.helpLines.joined(separator: "\n")
    for command in AppCommand.all {
      if let word = command.words.first {
        #expect(help.contains(word), "help names \(word)")
      }
    }
    #expect(help.contains("menu (or m)"))
    #expect(help.contains("open URL"))
  }

  @Test func theKeysOverlayAndHelpListTheSameKeysAsTheTable() {
    let keyed = AppCommand.all.filter { $0.keys != nil }
    #expect(KeyBindings.all.map(\.keys) == keyed.compactMap(\.keys))
    #expect(KeyBindings.lines.contains { $0.hasPrefix(":") && $0.contains(":url") })
    #expect(HelpText.usage.contains(KeyBindings.lines[0]))
  }

  @Test func eachWordParsesToItsCommand() throws {
    let words: [(String, LineCommand)] = [
      ("menu", .menu), ("m", .menu), ("M", .menu), ("[", .previousTab), ("]", .nextTab),
      ("back", .back), ("b", .shortcut("b")), ("x", .shortcut("x")), ("close", .close),
      ("url", .url), ("history", .history), ("quit", .quit), ("q", .quit), ("?", .help),
    ]
    for (word, command) in words {
      #expect(try LineCommand.parse(word) == command, "\(word)")
    }
  }

  @Test func aFullScreenKeyIsAlsoALineModeWordOfTheSameCommand() {
    for command in AppCommand.all {
      guard let key = command.key, !command.words.isEmpty else { continue }
      #expect(
        command.words.contains(String(key)) || command.prefix == String(key),
        "\(key) is typed the same in line mode")
    }
    // What has a key but no word is full screen's own: moving and the `:` line itself.
    let fullScreenOnly = AppCommand.all.filter { $0.key != nil && $0.words.isEmpty }.map(\.name)
    #expect(fullScreenOnly == [.commandLine])
  }

  @Test func aKitsCommandIsARowOfTheTableInBothModes() throws {
    let search = try #require(AppCommand.all.first { $0.name == .kit("search") })
    #expect(search.key == "/")
    #expect(AppCommand.command(forKey: "/")?.name == .kit("search"))
    #expect(AppCommand.helpLines.contains { $0.hasPrefix("search TEXT, /TEXT") })
    #expect(KeyBindings.lines.contains { $0.hasPrefix("/ ") && $0.contains("Grapes list") })
    #expect(
      try LineCommand.parse("search Pinot  Noir") == .kit(word: "search", argument: "Pinot  Noir"))
    #expect(try LineCommand.parse("/pinot") == .kit(word: "search", argument: "pinot"))
    #expect(try LineCommand.parse("  /") == .kit(word: "search", argument: ""))
  }

  @Test func historySpeaksOfScreensNotTypes() {
    #expect(HistoryLines.cause("push DetailsViewModel") == "opened Details")
    #expect(
      HistoryLines.cause("push DetailsViewModel, ExtraDetailsViewModel")
        == "opened Details, Extra details")
    #expect(
      HistoryLines.cause("present SignInViewModel (fullScreenCover)")
        == "opened Sign in as a cover")
    #expect(
      HistoryLines.cause("dismiss, push ScoreStepViewModel") == "closed, opened Score step")
    #expect(HistoryLines.cause("present NBDialog (dialog)") == "asked a question")
    #expect(HistoryLines.cause("update NoteStepViewModel") == "changed Note step")
    #expect(HistoryLines.cause("tab regions") == "showed the Regions tab")
    #expect(HistoryLines.cause("back 2") == "went back 2 screens")
    #expect(HistoryLines.cause("signed in") == "signed in")
    #expect(
      HistoryLines.cause("open feature-routing://grapes/shiraz/details")
        == "open feature-routing://grapes/shiraz/details")
  }
}
