import NavigationBackport
import TerminalUI

/// What the root knows of one kit, written once in that kit's root file (`Kits/<Kit>+Root.swift`):
/// a plain value of closures, not a protocol, so a reader finds a kit's whole wiring in one file.
///
/// Every list the app derives from the kits — destinations, link routes, the screens that need
/// someone signed in, the notices' names, the kits' commands — is read from ``all``.
struct RootKit {
  /// `content` with the kit's type-keyed destinations, each screen reporting to the router.
  let destinations: @MainActor (RootRouter, AnyView) -> AnyView
  /// The kit's link routes, making its view models from the data and who is signed in; they name
  /// its screens in links and in the state file alike.
  var routes: (ScreenData, RootSavedState.Account?) -> [NBLinkRoute] = { _, _ in [] }
  /// What a kit's screen needing someone signed in is called (`Edit name`), or `nil` for a
  /// screen that needs nobody.
  var needsSignIn: (AnyHashable) -> String? = { _ in nil }
  /// What quitting now would drop of the kit's screens (`the new name typed in Edit name`), or
  /// `nil` when nothing would be lost.
  var unsavedChanges: @MainActor (RootRouter) -> String? = { _ in nil }
  /// The name a notice gives the kit's screen in a sheet (`Closed France`), or `nil`.
  var noticeTitle: (AnyHashable) -> String? = { _ in nil }
  /// What the router sets up for the kit when it starts: guards, a flow's results.
  var start: @MainActor (RootRouter) -> Void = { _ in }
  /// The commands the kit adds to the app, in both modes.
  var commands: [RootKitCommand] = []
  /// A sample of each screen the kit shows, with the screens it opens above, made as its routes
  /// make them: what the tests check every kit screen with.
  var samples: (ScreenData, RootSavedState.Account?) -> [[AnyHashable]] = { _, _ in [] }
}

extension RootKit {
  /// The kits the root shows, in order.
  ///
  /// Adding a kit is its root file and one line here.
  static var all: [RootKit] { [.details, .extraDetails, .regions, .account, .tasting, .search] }
}

extension RootRouter {
  /// `content` with a type-keyed destination for each kit's view model: the one place where a
  /// pushed or presented value becomes a screen reporting to this router.
  func registeringDestinations(on content: some View) -> some View {
    RootKit.all.reduce(AnyView(content)) { content, kit in kit.destinations(self, content) }
  }
}

extension RootLink {
  /// The app's links: the engine's link grammar (`NBLinkGrammar`) with each kit's routes making
  /// its view models from `data`, signed in as `account`: the one list of the words that name
  /// screens in links and in the state file alike.
  ///
  /// ```text
  /// feature-routing://[tab/TAB/]SCREENS[/sheet/SCREENS][/cover/SCREENS][?style=STYLE&sheets=POLICY]
  /// TAB     grapes (the default), regions, account
  /// SCREENS the kits' routes (``screenPatterns``): grapes/ID/details, regions/ID/region, …
  /// ```
  ///
  /// Consecutive screens of one grape share its words (`grapes/shiraz/details/extra`). Without
  /// `style` or `sheets`, the current setting is kept; a link names the selected tab's screens and
  /// leaves the other tabs' stacks alone.
  package static func grammar(
    _ data: ScreenData = ScreenData([]), signedIn account: RootSavedState.Account? = nil
  ) -> NBLinkGrammar {
    NBLinkGrammar(
      scheme: scheme, tabs: RootTab.allCases.map(\.rootID), parameters: ["style", "sheets"],
      routes: RootKit.all.flatMap { $0.routes(data, account) }, maximumLength: maximumURLLength)
  }

  /// Every screen a link can name, as the kits' routes spell it with `ID` for the id
  /// (`grapes/ID/details`), in the kits' order: what `--help` lists and Docs/DeepLinks.md says.
  package static var screenPatterns: [String] {
    RootKit.all.flatMap { $0.routes(ScreenData([]), nil) }.map { route in
      route.pattern.split(separator: "/").map { $0 == "{id}" ? "ID" : String($0) }
        .joined(separator: "/")
    }
  }
}
