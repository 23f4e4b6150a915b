import ExtraDetailsKit
import Foundation
import Testing

@testable import RootFeature

/// The data file's format is the root's own (``RootModel``'s coding keys), and what Foundation's decoder
/// takes silently or reports without a place is refused with the grape and field.
@Suite(.timeLimit(.minutes(5))) struct DataFileFormatTests {
  private func problem(_ text: String) -> String? {
    problem(Data(text.utf8))
  }

  private func problem(_ data: Data) -> String? {
    do {
      _ = try FileAPIClient.decode(data, file: "grapes.json")
      return nil
    } catch {
      return error.description
    }
  }

  /// Pins the format: these field names and colour names are what files hold, whatever the
  /// kits call them.
  @Test func theFormatIsPinned() throws {
    let text = """
      [{"id": "g", "title": "T", "subtitle": "S", "regions": [
        {"name": "A", "value": 1, "color": "red"}, {"name": "B", "value": 2, "color": "orange"},
        {"name": "C", "value": 3, "color": "yellow"}, {"name": "D", "value": 4, "color": "green"},
        {"name": "E", "value": 5, "color": "blue"}, {"name": "F", "value": 6, "color": "purple"},
        {"name": "G", "value": 7, "color": "cyan"}, {"name": "H", "value": 8.5, "color": "gray"}]}]
      """
    let grapes = try FileAPIClient.decode(Data(text.utf8), file: "grapes.json")
    let colors: [GrapeRegion.Color] = [
      .red, .orange, .yellow, .green, .blue, .purple, .cyan, .gray,
    ]
    #expect(
      grapes == [
        RootModel(
          id: "g", title: "T", subtitle: "S",
          regions: zip("ABCDEFGH", colors).enumerated().map { index, pair in
            GrapeRegion(
              name: String(pair.0), value: index == 7 ? 8.5 : Double(index + 1), color: pair.1)
          })
      ])
    #expect(GrapeRegion.Color.allCases.map(\.rawValue) == RegionColor.allCases.map(\.rawValue))
  }

  @Test func aFieldGivenTwiceIsRefusedWithItsPlace() {
    #expect(
      problem(#"[{"id": "a", "title": "A", "title": "B", "subtitle": "", "regions": []}]"#)
        == "grapes.json: grape 1, field \"title\": this field is given twice; give each field once."
    )
    #expect(
      problem(
        #"[{"id": "a", "title": "A", "subtitle": "", "regions": [{"name": "X", "value": 1, "value": 2, "color": "red"}]}]"#
      )
        == "grapes.json: grape 1, field \"regions[0].value\": this field is given twice; give each field once."
    )
  }

  @Test(arguments: [
    (
      "1e309",
      "grape 1, field \"regions[0].value\": 1e309 is too large a number; write one of at most 1.7976931348623157e+308."
    ),
    (
      "1e-400",
      "grape 1, field \"regions[0].value\": 1e-400 is too small a number to be told from 0; write 0, or a number of at least 2.2250738585072014e-308."
    ),
    // Without an exponent too, however many digits it takes.
    (
      "1" + String(repeating: "0", count: 309),
      "grape 1, field \"regions[0].value\": 1\(String(repeating: "0", count: 39))… is too large a number; write one of at most 1.7976931348623157e+308."
    ),
    (
      "0." + String(repeating: "0", count: 400) + "1",
      "grape 1, field \"regions[0].value\": 0.\(String(repeating: "0", count: 38))… is too small a number to be told from 0; write 0, or a number of at least 2.2250738585072014e-308."
    ),
  ])
  func aNumberADoubleCannotHoldIsNamedWithItsPlace(number: String, message: String) {
    let text = """
      [{"id": "a", "title": "A", "subtitle": "", "regions": [{"name": "X", "value": \(number), "color": "red"}]}]
      """
    #expect(problem(text) == "grapes.json: " + message)
  }

  @Test func aLoneSurrogateIsNamedWithItsPlace() {
    #expect(
      problem(#"[{"id": "a", "title": "A\ud800B", "subtitle": "", "regions": []}]"#)
        == "grapes.json: grape 1, field \"title\": the text holds \"\\ud800\", half of a character (a lone surrogate); write the whole character, or both halves of it."
    )
    #expect(
      problem(#"[{"id": "a", "title": "\ud83c\udf47", "subtitle": "", "regions": []}]"#) == nil)
  }

  /// `\\` is a backslash of the text: the `\udc00` after `\\ud800` has no first half.
  @Test func aLoneSurrogateAfterAnEscapedBackslashIsNamed() {
    #expect(
      problem(#"[{"id": "a", "title": "\\ud800\udc00", "subtitle": "", "regions": []}]"#)
        == "grapes.json: grape 1, field \"title\": the text holds \"\\udc00\", half of a character (a lone surrogate); write the whole character, or both halves of it."
    )
  }

  @Test func aUTF32FileIsNamedAsSuch() throws {
    let text = #"[{"id": "a", "title": "A", "subtitle": "", "regions": []}]"#
    let little = try #require(text.data(using: .utf32LittleEndian))
    let big = try #require(text.data(using: .utf32BigEndian))
    #expect(
      problem(little) == "grapes.json: the file is UTF-32 (little-endian); write it in UTF-8.")
    #expect(problem(big) == "grapes.json: the file is UTF-32 (big-endian); write it in UTF-8.")
  }

  /// A UTF-16 file would skip the checks above (the scan reads UTF-8), so it is named as UTF-32 is,
  /// with or without a byte order mark.
  @Test func aUTF16FileIsNamedAsSuch() throws {
    let text = #"[{"id": "a", "title": "A", "title": "B", "subtitle": "", "regions": []}]"#
    let little = try #require(text.data(using: .utf16LittleEndian))
    let big = try #require(text.data(using: .utf16BigEndian))
    let marked = try #require(text.data(using: .utf16))  // with its byte order mark
    #expect(
      problem(little) == "grapes.json: the file is UTF-16 (little-endian); write it in UTF-8.")
    #expect(problem(big) == "grapes.json: the file is UTF-16 (big-endian); write it in UTF-8.")
    #expect(problem(marked)?.hasSuffix("; write it in UTF-8.") == true)
    #expect(problem(marked)?.contains("UTF-16") == true)
  }

  /// UTF-8's byte order mark is skipped, so the checks still see the file's fields.
  @Test func aFileStartingWithUTF8sByteOrderMarkIsChecked() {
    let mark = Data([0xEF, 0xBB, 0xBF])
    let twice = #"[{"id": "a", "title": "A", "title": "B", "subtitle": "", "regions": []}]"#
    #expect(
      problem(mark + Data(twice.utf8))
        == "grapes.json: grape 1, field \"title\": this field is given twice; give each field once."
    )
    #expect(
      problem(mark + Data(#"[{"id": "a", "title": "A", "subtitle": "", "regions": []}]"#.utf8))
        == nil)
  }

  @Test func deepNestingIsLeftToTheDecoder() {
    #expect(problem(String(repeating: "[", count: 100_000))?.hasPrefix("grapes.json: ") == true)
  }

  /// A 32 MB title used to take 1.5 GB to show; titles, subtitles and region names are capped.
  @Test func aVeryLongTitleIsRefusedNamingTheGrape() async {
    let title = String(repeating: "x", count: RootInteractor.longestText + 1)
    let grape = RootModel(id: "a", title: title, subtitle: "", regions: [])
    let client = SampleAPIClient(grapes: [grape], latency: .zero)
    await #expect {
      try await RootInteractor(client: client).loadGrapes()
    } throws: { error in
      "\(error)"
        == "grape 1 (\"\(String(repeating: "x", count: 40))…\") has a title of 16385 bytes, more than the 16384 allowed; shorten it."
    }
  }

  /// Names with no letters have no words to compare: `+++` and `%%%` are two regions.
  @Test func regionNamesWithoutLettersAreDistinct() async throws {
    let grape = RootModel(
      id: "a", title: "A", subtitle: "",
      regions: [
        GrapeRegion(name: "+++", value: 1, color: .red),
        GrapeRegion(name: "%%%", value: 2, color: .blue),
      ])
    let grapes = try await RootInteractor(client: SampleAPIClient(grapes: [grape], latency: .zero))
      .loadGrapes()
    #expect(grapes.first?.regions.count == 2)
    let twice = RootModel(
      id: "a", title: "A", subtitle: "",
      regions: [
        GrapeRegion(name: "+++", value: 1, color: .red),
        GrapeRegion(name: "+++", value: 2, color: .blue),
      ])
    await #expect(throws: RootDataError.self) {
      try await RootInteractor(client: SampleAPIClient(grapes: [twice], latency: .zero))
        .loadGrapes()
    }
  }
}
