import AccountKit
import DetailsKit
import ExtraDetailsKit
import Foundation
import NavigationBackport
import RegionsKit
import TerminalUI
import Testing

@testable import RootFeature

/// Every listed kind of feature screen has all the root needs of it.
///
/// That is a view model made from what it shows (a grape, a region), a destination wherever it is
/// shown, a URL form and a saved form. A kind added to ``ScreenKind`` without one of them fails
/// here; what the compiler can check (each `switch` over the kinds) it checks first.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScreenKindTests {
  /// Who is signed in while a kind's screen is shown: the account's screens need someone.
  private static let account = Profile(name: "rosa")

  /// The ids of everything `kind` may show in the sample, in order: the grapes, the regions, or
  /// the account.
  private static func ids(_ kind: ScreenKind) -> [String] {
    let data = ScreenData(Grapes.all, account: account)
    return kind.someIDs(in: data, count: .max)
  }

  /// The id of the last thing `kind` may show in the sample: Shiraz, US, or the account.
  private static func sampleID(_ kind: ScreenKind) -> String {
    ids(kind).last!
  }

  /// The app screen with `kind`'s screen of its sample subject put where `place` says, and the
  /// missing destinations reported while drawing it.
  private func shown(
    _ kind: ScreenKind, in tab: RootTab, _ place: (NBNavigator, AnyHashable) -> Void
  ) async -> (text: String, missing: [NBMissingDestination]) {
    let screen = await AppScreen.loaded()
    screen.harness.router.account = Self.account
    var missing: [NBMissingDestination] = []
    screen.harness.navigator.missingDestinationHandler = { missing.append($0) }
    screen.harness.router.select(tab)
    place(
      screen.harness.navigator,
      kind.viewModel(id: Self.sampleID(kind), in: Grapes.all, account: Self.account)!)
    return (screen.text, missing)
  }

  @Test(arguments: ScreenKind.allCases, RootTab.allCases)
  func everyKindHasADestinationWhenPushed(kind: ScreenKind, tab: RootTab) async {
    let (text, missing) = await shown(kind, in: tab) { navigator, value in navigator.push(value) }
    #expect(missing.isEmpty)
    #expect(!text.contains("No destination"))
    #expect(text.contains("[b] Back"))
  }

  @Test(arguments: ScreenKind.allCases, RootTab.allCases)
  func everyKindHasADestinationWhenPresented(kind: ScreenKind, tab: RootTab) async {
    let (text, missing) = await shown(kind, in: tab) { navigator, value in
      navigator.present(value, style: .sheet)
    }
    #expect(missing.isEmpty)
    #expect(!text.contains("No destination"))
    #expect(text.contains("[x] Close"))
  }

  @Test(arguments: ScreenKind.allCases)
  func everyKindHasAURLForm(kind: ScreenKind) throws {
    let sole = kind.soleID
    let location = RootLocation(
      path: [RootLocation.Screen(kind, sole ?? "shiraz")],
      modals: [.init(content: RootLocation.Screen(kind, sole ?? "pinot-noir"))])
    let word = kind.word
    #expect(
      location.url
        == (sole == nil
          ? "feature-routing://\(word)/shiraz/\(kind.name)/sheet/\(word)/pinot-noir/\(kind.name)"
          : "feature-routing://\(kind.name)/sheet/\(kind.name)"))
    #expect(try RootLocation(url: location.url) == location)
  }

  @Test func namesAreUniqueAndNoneIsAWordOfTheURLsOwn() {
    let names = ScreenKind.allCases.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(Set(names).isDisjoint(with: RootLocation.ownWords))
    #expect(names.allSatisfy { RootLocation.percentEncoded($0) == $0 && !$0.isEmpty })
  }

  @Test func subjectWordsAreUniqueAndNoneIsATabWordOrAModalWord() {
    let words = ScreenKind.words
    #expect(words == ["grapes", "regions", "account"])
    #expect(Set(words).isDisjoint(with: ["tab", "sheet", "cover"]))
    #expect(
      words.map { word in ScreenKind.allCases.first { $0.word == word }!.noun } == [
        "grape", "region", "account",
      ])
  }

  /// A kind's saved form is allowed in a state file and reads back as that kind and id.
  @Test(arguments: ScreenKind.allCases)
  func everyKindHasASavedForm(kind: ScreenKind) throws {
    let value = kind.savedValue(id: Self.sampleID(kind))
    #expect(ScreenKind.screen(of: value) == RootLocation.Screen(kind, Self.sampleID(kind)))
    let state = NBNavigationState(roots: [NBRoot(id: .main, path: NBNavigationPath([value]))])
    let data = try JSONEncoder().encode(try #require(state.codable))
    #expect(try RootRouter.restorableTypes.decodeState(from: data) == state)
  }

  /// A kind's value is its kit's view model of the subject, and reads back as that kind and id.
  @Test(arguments: ScreenKind.allCases)
  func theValueIsTheKitsViewModelOfTheSubject(kind: ScreenKind) {
    for id in Self.ids(kind) {
      let value = kind.viewModel(id: id, in: Grapes.all, account: Self.account)
      #expect(value.flatMap(ScreenKind.screen(of:)) == RootLocation.Screen(kind, id))
    }
  }

  @Test func aKindAboutAnotherSubjectHasNoValueForIt() {
    #expect(ScreenKind.details.viewModel(id: Grapes.first.id, in: Grapes.all) != nil)
    #expect(ScreenKind.region.viewModel(id: Regions.france.id, in: Grapes.all) != nil)
    #expect(ScreenKind.extraDetails.viewModel(id: Regions.france.id, in: Grapes.all) == nil)
    #expect(ScreenKind.region.viewModel(id: "shiraz", in: Grapes.all) == nil)
  }

  @Test func theViewModelsCarryTheData() throws {
    #expect(
      ScreenKind.details.viewModel(id: "pinot-noir", in: Grapes.all)
        == AnyHashable(
          DetailsViewModel(
            id: "pinot-noir", title: "Pinot Noir",
            subtitle: "The dominant red wine grape of Burgundy")))
    let extra = try #require(
      ScreenKind.extraDetails.viewModel(id: "pinot-noir", in: Grapes.all)?.base
        as? ExtraDetailsViewModel)
    #expect(extra.id == "pinot-noir")
    #expect(extra.title == "Pinot Noir")
    // Ordered once, when the data loads, as the chart shows them: largest share first.
    #expect(extra.regions.map(\.name) == ["Australia", "France", "Argentina"])
    #expect(extra.regions.map(\.value) == [10, 8, 2])
    #expect(
      ScreenKind.region.viewModel(id: "france", in: Grapes.all)
        == AnyHashable(
          RegionViewModel(
            id: "france", name: "France",
            grapes: [
              RegionGrape(id: "pinot-noir", title: "Pinot Noir", value: 8),
              RegionGrape(id: "shiraz", title: "Shiraz", value: 1),
            ])))
  }

  /// Editing the name needs someone signed in; signing in does not.
  @Test func theAccountsScreensNeedWhatTheyNeed() {
    #expect(ScreenKind.editName.viewModel(id: "me", in: Grapes.all) == nil)
    #expect(
      ScreenKind.editName.viewModel(id: "me", in: Grapes.all, account: Self.account)
        == AnyHashable(EditNameViewModel(name: "rosa")))
    #expect(
      ScreenKind.signIn.viewModel(id: "me", in: Grapes.all) == AnyHashable(SignInViewModel()))
    #expect(ScreenKind.signIn.viewModel(id: "you", in: Grapes.all) == nil)
  }

  @Test func aValueOfAnotherTypeIsNoFeatureScreen() {
    #expect(ScreenKind.screen(of: AnyHashable("shiraz")) == nil)
    #expect(ScreenKind.screen(of: AnyHashable(Grapes.third)) == nil)
    #expect(ScreenKind.screen(of: AnyHashable(Regions.france)) == nil)
  }
}
