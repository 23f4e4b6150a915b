import DetailsKit
import ExtraDetailsKit
import NavigationBackport
import TerminalUI
import Testing

@testable import RootFeature

/// Every listed kind of feature screen has all the root needs of it.
///
/// That is a view model made from a grape, a destination wherever it is shown, and a URL form. A
/// kind added to ``ScreenKind`` without one of them fails here; what the compiler can check (each
/// ``FeatureScreen`` requirement) it checks first.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScreenKindTests {
  /// The app screen with `kind`'s screen of Shiraz put where `place` says, and the missing
  /// destinations reported while drawing it.
  private func shown(
    _ kind: ScreenKind, _ place: (NBNavigator, AnyHashable) -> Void
  ) async -> (text: String, missing: [NBMissingDestination]) {
    let screen = await AppScreen.loaded()
    var missing: [NBMissingDestination] = []
    screen.harness.navigator.missingDestinationHandler = { missing.append($0) }
    place(screen.harness.navigator, kind.viewModel(for: Grapes.third))
    return (screen.text, missing)
  }

  @Test(arguments: ScreenKind.allCases)
  func everyKindHasADestinationWhenPushed(kind: ScreenKind) async {
    let (text, missing) = await shown(kind) { navigator, value in navigator.push(value) }
    #expect(missing.isEmpty)
    #expect(!text.contains("No destination"))
    #expect(text.contains("[b] Back"))
  }

  @Test(arguments: ScreenKind.allCases)
  func everyKindHasADestinationWhenPresented(kind: ScreenKind) async {
    let (text, missing) = await shown(kind) { navigator, value in
      navigator.present(value, style: .sheet)
    }
    #expect(missing.isEmpty)
    #expect(!text.contains("No destination"))
    #expect(text.contains("[x] Close"))
  }

  @Test(arguments: ScreenKind.allCases)
  func everyKindHasAURLForm(kind: ScreenKind) throws {
    let location = RootLocation(
      path: [RootLocation.Screen(kind, "shiraz")],
      modals: [.init(content: RootLocation.Screen(kind, "pinot-noir"))])
    #expect(
      location.url
        == "feature-routing://grapes/shiraz/\(kind.name)/sheet/grapes/pinot-noir/\(kind.name)")
    #expect(try RootLocation(url: location.url) == location)
  }

  @Test func namesAreUniqueAndNoneIsAWordOfTheURLsOwn() {
    let names = ScreenKind.allCases.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(Set(names).isDisjoint(with: ["grapes", "sheet", "cover"]))
    #expect(names.allSatisfy { RootLocation.percentEncoded($0) == $0 && !$0.isEmpty })
  }

  /// A kind's value is its kit's view model of the grape, and reads back as that kind and grape.
  @Test(arguments: ScreenKind.allCases, Grapes.all)
  func theValueIsTheKitsViewModelOfTheGrape(kind: ScreenKind, item: DataViewModel) {
    let value = kind.viewModel(for: item)
    #expect(ScreenKind.screen(of: value) == RootLocation.Screen(kind, item.id))
  }

  @Test func theViewModelsCarryTheGrapesData() throws {
    let grape = Grapes.second
    #expect(
      ScreenKind.details.viewModel(for: grape)
        == AnyHashable(
          DetailsViewModel(
            id: "pinot-noir", title: "Pinot Noir",
            subtitle: "The dominant red wine grape of Burgundy")))
    let extra = try #require(
      ScreenKind.extraDetails.viewModel(for: grape).base as? ExtraDetailsViewModel)
    #expect(extra.id == "pinot-noir")
    #expect(extra.title == "Pinot Noir")
    #expect(extra.regions.map(\.name) == ["France", "Australia", "Argentina"])
    #expect(extra.regions.map(\.value) == [8, 10, 2])
  }

  @Test func aValueOfAnotherTypeIsNoFeatureScreen() {
    #expect(ScreenKind.screen(of: AnyHashable("shiraz")) == nil)
    #expect(ScreenKind.screen(of: AnyHashable(Grapes.third)) == nil)
  }
}
