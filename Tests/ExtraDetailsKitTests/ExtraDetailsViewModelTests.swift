import ExtraDetailsKit
import Foundation
import TerminalUI
import Testing

@Suite struct ExtraDetailsViewModelTests {
  @Test(arguments: [ExtraDetailsViewModel.cabernet, .unknownRegions])
  func codableRoundTripKeepsEveryField(viewModel: ExtraDetailsViewModel) throws {
    let data = try JSONEncoder().encode(viewModel)
    #expect(try JSONDecoder().decode(ExtraDetailsViewModel.self, from: data) == viewModel)
  }

  @Test func coloursAreWrittenAsReadableStrings() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(ExtraDetailsViewModel.cabernet), as: UTF8.self)
    #expect(
      json == """
        {"id":"cabernet-sauvignon","regions":[\
        {"color":"blue","name":"Australia","value":2},\
        {"color":"green","name":"US","value":3},\
        {"color":"ansi256:208","name":"Argentina","value":10}\
        ],"title":"Cabernet Sauvignon"}
        """)
  }

  @Test func decodesHandWrittenColours() throws {
    let json = Data(
      """
      {"id": "shiraz", "title": "Shiraz", "regions": [
        {"name": "France", "value": 1, "color": "brightBlack"},
        {"name": "US", "value": 5, "color": "#ff8800"}
      ]}
      """.utf8)
    let decoded = try JSONDecoder().decode(ExtraDetailsViewModel.self, from: json)
    #expect(
      decoded.regions == [
        ChartSlice(name: "France", value: 1, color: .brightBlack),
        ChartSlice(name: "US", value: 5, color: .rgb(0xFF, 0x88, 0x00)),
      ])
  }

  @Test func anUnknownColourIsADecodingError() {
    let json = Data(
      #"{"id": "x", "title": "X", "regions": [{"name": "A", "value": 1, "color": "mauve"}]}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ExtraDetailsViewModel.self, from: json)
    }
  }

  @Test func identifiedByTheGrapeIDAndComparedByValue() {
    let copy = ExtraDetailsViewModel(
      id: "cabernet-sauvignon", title: "Cabernet Sauvignon",
      regions: ExtraDetailsViewModel.cabernet.regions)
    #expect(copy.id == "cabernet-sauvignon")
    #expect(copy == .cabernet)
    #expect(Set([copy, .cabernet, .unknownRegions]).count == 2)
    let reordered = ExtraDetailsViewModel(
      id: copy.id, title: copy.title, regions: copy.regions.reversed())
    #expect(reordered != .cabernet, "the data's order is part of the value")
  }
}
