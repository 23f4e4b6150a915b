import ExtraDetailsKit
import Foundation
import Testing

@Suite(.timeLimit(.minutes(5))) struct ExtraDetailsViewModelTests {
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

  /// Regions are plain data read from JSON; a colour is one of the names.
  @Test func regionsDecodeFromTheirColoursNames() throws {
    let json = Data(
      """
      [{"name": "France", "value": 1, "color": "gray"}, {"name": "US", "value": 5, "color": "orange"}]
      """.utf8)
    #expect(
      try JSONDecoder().decode([RegionShare].self, from: json) == [
        RegionShare(name: "France", value: 1, color: .gray),
        RegionShare(name: "US", value: 5, color: .orange),
      ])
  }

  @Test(arguments: ["mauve", "ansi256:208", "#ff8800", "Red", ""])
  func anUnknownColourIsADecodingErrorListingTheNames(name: String) throws {
    let json = Data(#"{"name": "A", "value": 1, "color": "\#(name)"}"#.utf8)
    do {
      _ = try JSONDecoder().decode(RegionShare.self, from: json)
      Issue.record("decoded the colour \(name)")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(
        context.debugDescription
          == "unknown colour \"\(name)\"; expected one of red, orange, yellow, green, blue, purple, cyan, gray"
      )
      #expect(context.codingPath.map(\.stringValue) == ["color"])
    }
  }

  @Test func largestShareFirstKeepsTheOrderOfEqualShares() {
    let regions = [
      RegionShare(name: "A", value: 1, color: .red),
      RegionShare(name: "B", value: 5, color: .red),
      RegionShare(name: "C", value: 1, color: .red),
      RegionShare(name: "D", value: 5, color: .red),
    ]
    let ordered = regions.largestShareFirst()
    #expect(ordered.map(\.name) == ["B", "D", "A", "C"])
    #expect(ordered.largestShareFirst() == ordered)
  }
}
