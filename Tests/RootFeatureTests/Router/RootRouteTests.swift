import DetailsKit
import ExtraDetailsKit
import RootFeature
import TerminalUI
import Testing

/// The pure decision of where a selection leads, without a navigator.
@Suite struct RootRouteTests {
  @Test(arguments: PresentationStyle.allCases, Grapes.all)
  func selectingLeadsWhereTheStyleSays(style: PresentationStyle, item: DataViewModel) {
    let expected: RootRoute =
      switch style {
      case .detailsStack: .push(.details(item.makeDetailsViewModel()))
      case .extraDetailsStack: .push(.extraDetails(item.makeExtraDetailsViewModel()))
      case .detailsModally: .present(.details(item.makeDetailsViewModel()))
      case .extraDetailsModally: .present(.extraDetails(item.makeExtraDetailsViewModel()))
      }
    #expect(RootRoute(selecting: item, style: style) == expected)
  }

  @Test func screensCarryTheGrapesData() {
    let grape = Grapes.second
    #expect(
      RootRoute(selecting: grape, style: .detailsStack)
        == .push(
          .details(
            DetailsViewModel(
              id: "pinot-noir", title: "Pinot Noir",
              subtitle: "The dominant red wine grape of Burgundy"))))
    guard
      case .present(.extraDetails(let extra)) = RootRoute(
        selecting: grape, style: .extraDetailsModally)
    else {
      Issue.record("Show ExtraDetails Modally should present Extra details")
      return
    }
    #expect(extra.id == "pinot-noir")
    #expect(extra.title == "Pinot Noir")
    #expect(extra.regions.map(\.name) == ["France", "Australia", "Argentina"])
    #expect(extra.regions.map(\.value) == [8, 10, 2])
  }

  @Test func theScreensValueIsTheViewModelItself() {
    let details = Grapes.first.makeDetailsViewModel()
    let extra = Grapes.first.makeExtraDetailsViewModel()
    #expect(RootScreen.details(details).value == AnyHashable(details))
    #expect(RootScreen.extraDetails(extra).value == AnyHashable(extra))
    #expect(RootScreen.details(details).value.base is DetailsViewModel)
    #expect(RootScreen.extraDetails(extra).value.base is ExtraDetailsViewModel)
  }
}
