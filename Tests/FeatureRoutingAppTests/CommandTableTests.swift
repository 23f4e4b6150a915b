import NavigationBackport
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
    let grapes = NBContext.root("grapes")
    func words(_ events: NBNavigationEvent...) -> String { HistoryLines.words(for: events) }
    #expect(words(.pushed(["DetailsKit.DetailsViewModel"], in: grapes)) == "opened Details")
    #expect(
      words(
        .pushed(
          ["DetailsKit.DetailsViewModel", "ExtraDetailsKit.ExtraDetailsViewModel"], in: grapes))
        == "opened Details, Extra details")
    #expect(
      words(.presented(.fullScreenCover, typeName: "AccountKit.SignInViewModel", withStack: true))
        == "opened Sign in as a cover")
    #expect(
      words(.presented(.sheet, typeName: "RegionsKit.RegionViewModel", withStack: false))
        == "opened Region as a sheet")
    #expect(
      words(.dismissed(1), .pushed(["TastingKit.ScoreStepViewModel"], in: grapes))
        == "closed, opened Score step")
    #expect(
      words(.presented(.dialog, typeName: "NavigationBackport.NBDialog", withStack: false))
        == "asked a question")
    #expect(words(.updated(typeName: "TastingKit.NoteStepViewModel")) == "changed Note step")
    #expect(words(.selectedRoot("regions")) == "showed the Regions tab")
    #expect(words(.popped(2, from: grapes)) == "went back 2 screens")
    #expect(words(.popped(1, from: grapes)) == "went back")
    #expect(words(.replacedState) == "jumped there")
    #expect(words() == "jumped there")
  }

  /// A cause the app named is said as it is; the engine's events are not read for it.
  @MainActor @Test func aNamedCauseIsSaidAsItIs() {
    let navigator = NBNavigator()
    let history = NBNavigationHistory(recording: navigator)
    history.withCause("signed in") { navigator.push(1) }
    navigator.push(2)
    let transitions = history.transitions
    #expect(transitions.map(HistoryLines.cause(of:)) == ["signed in", "opened Int"])
  }
}
