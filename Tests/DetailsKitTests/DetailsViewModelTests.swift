import DetailsKit
import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(5))) struct DetailsViewModelTests {
  /// The id, not the title, names the grape to the rest of the app: a grape whose title differs
  /// from its id is shown by its title and reported to the router by its id.
  @MainActor
  @Test func identifiedByTheGrapeID() {
    let syrah = DetailsViewModel(id: "syrah", title: "Shiraz", subtitle: "Old World Shiraz")
    let router = RecordingDetailsRouter()
    let host = ViewHost(DetailsView.make(viewModel: syrah, router: router))
    #expect(host.render(width: 40).plainText.hasPrefix("Shiraz "))
    #expect(host.perform("e"))
    #expect(router.requests == [.presentExtraDetails("syrah")])
  }

  @Test func equalValuesAreEqualAndHashAlike() {
    let copy = DetailsViewModel(id: "shiraz", title: "Shiraz", subtitle: "New World Syrah")
    #expect(copy == .shiraz)
    #expect(copy.hashValue == DetailsViewModel.shiraz.hashValue)
    #expect(Set([copy, .shiraz, .cabernet]).count == 2)
  }

  @Test(arguments: [
    DetailsViewModel(id: "syrah", title: "Shiraz", subtitle: "New World Syrah"),
    DetailsViewModel(id: "shiraz", title: "Syrah", subtitle: "New World Syrah"),
    DetailsViewModel(id: "shiraz", title: "Shiraz", subtitle: "Old World Syrah"),
  ])
  func everyFieldTakesPartInEquality(other: DetailsViewModel) {
    #expect(other != .shiraz)
  }
}
