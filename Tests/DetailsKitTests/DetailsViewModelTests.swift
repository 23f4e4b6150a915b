import DetailsKit
import Foundation
import Testing

@Suite struct DetailsViewModelTests {
  @Test func codableRoundTripKeepsEveryField() throws {
    let data = try JSONEncoder().encode(DetailsViewModel.cabernet)
    #expect(try JSONDecoder().decode(DetailsViewModel.self, from: data) == .cabernet)
  }

  @Test func encodesAsAPlainObjectOfItsFields() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(DetailsViewModel.shiraz), as: UTF8.self)
    #expect(json == #"{"id":"shiraz","subtitle":"New World Syrah","title":"Shiraz"}"#)
  }

  @Test func decodingWithoutAFieldFails() {
    let json = Data(#"{"id":"shiraz","title":"Shiraz"}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(DetailsViewModel.self, from: json)
    }
  }

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
