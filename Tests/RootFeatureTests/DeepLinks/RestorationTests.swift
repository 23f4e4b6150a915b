import NavigationBackport
import Testing

@testable import RootFeature

@MainActor
@Suite(.timeLimit(.minutes(5))) struct RestorationTests {
  private typealias Screen = RootLocation.Screen

  private let items = ["a", "b", "c"].map { id in
    DataViewModel(model: RootModel(id: id, title: id.uppercased(), subtitle: "", regions: []))
  }

  @Test func missingGrapesCutEachStackThere() {
    let location = RootLocation(
      path: [Screen(.details, "a"), Screen(.extraDetails, "gone"), Screen(.details, "b")],
      modals: [
        .init(
          content: Screen(.details, "c"),
          path: [Screen(.extraDetails, "c"), Screen(.details, "lost"), Screen(.details, "a")])
      ])
    let (trimmed, dropped) = location.trimmed(to: items)
    #expect(trimmed.path == [Screen(.details, "a")])
    #expect(
      trimmed.modals == [.init(content: Screen(.details, "c"), path: [Screen(.extraDetails, "c")])])
    #expect(
      dropped == [
        .init(id: "gone", place: .rootStack(index: 1)),
        .init(id: "lost", place: .modalStack(depth: 0, index: 1)),
      ])
    #expect(
      dropped[0].description
        == "grape 'gone' no longer exists; its screen and every screen above it were removed from the root stack."
    )
  }

  @Test func aModalWhoseScreenIsGoneIsDismissedWithTheModalsAboveIt() {
    let location = RootLocation(
      path: [Screen(.details, "a")],
      modals: [
        .init(content: Screen(.details, "b")),
        .init(content: Screen(.details, "gone")),
        .init(content: Screen(.details, "c")),
      ])
    let (trimmed, dropped) = location.trimmed(to: items)
    #expect(trimmed.modals == [.init(content: Screen(.details, "b"))])
    #expect(dropped == [.init(id: "gone", place: .modal(depth: 1))])
  }

  @Test func aKnownLocationIsKeptWhole() {
    let location = RootLocation(
      path: [Screen(.details, "a")], modals: [.init(content: Screen(.extraDetails, "b"))])
    let (trimmed, dropped) = location.trimmed(to: items)
    #expect(trimmed == location)
    #expect(dropped.isEmpty)
  }

  @Test func restoringWaitsForTheGrapesAndIsOneUpdate() async {
    let root = RootView.make(client: SampleAPIClient(latency: .milliseconds(20)))
    let presenter = root.presenter
    var events: [NBNavigationEvent] = []
    root.router.navigator.observeEvents { events.append($0) }
    var reported: [RootLocation.Drop]?
    presenter.restoreWhenLoaded(
      RootLocation(
        path: [Screen(.details, "shiraz"), Screen(.details, "merlot")],
        presentationStyle: .detailsModally)
    ) { reported = $0 }
    #expect(root.router.navigator.state == RootTab.emptyState())
    presenter.start()
    await presenter.waitUntilLoaded()
    #expect(events == [.replacedState])
    #expect(root.router.location?.path == [Screen(.details, "shiraz")])
    #expect(root.router.presentationStyle == .detailsModally)
    #expect(reported == [.init(id: "merlot", place: .rootStack(index: 1))])
  }

  @Test func openingBeforeTheGrapesLoadIsRefused() {
    let root = RootView.make(client: SampleAPIClient(latency: .zero))
    #expect(throws: DeepLinkError.notLoaded) {
      try root.presenter.open(url: "feature-routing://grapes/shiraz/details")
    }
  }

  /// The saved form of each kind (its name), and the names version 1 of the state file used.
  @Test func restorableTypesAreEachKindsSavedForms() {
    #expect(
      Set(RootRouter.restorableTypes.typeNames)
        == Set(
          ["DetailsKit.DetailsViewModel", "ExtraDetailsKit.ExtraDetailsViewModel"]
            + ScreenKind.allCases.map(\.name)))
    #expect(ScreenKind.details.name == "details")
    #expect(ScreenKind.extraDetails.name == "extra")
  }
}
