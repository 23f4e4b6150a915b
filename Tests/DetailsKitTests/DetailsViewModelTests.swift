import DetailsKit
import Testing

@Suite struct DetailsViewModelTests {
  @Test func identifiedByTheGrapeID() {
    #expect(DetailsViewModel.shiraz.id == "shiraz")
    #expect(DetailsViewModel.cabernet.id == "cabernet-sauvignon")
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
