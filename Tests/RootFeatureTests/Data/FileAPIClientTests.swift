import ExtraDetailsKit
import Foundation
import Testing

@testable import RootFeature

@Suite(.timeLimit(.minutes(5))) struct FileAPIClientTests {
  private func decode(_ text: String) throws(RootDataError) -> [RootModel] {
    try FileAPIClient.decode(Data(text.utf8), file: "grapes.json")
  }

  private func problem(_ text: String) -> String? {
    do {
      _ = try decode(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func decodesTheDocumentedShape() throws {
    let grapes = try decode(
      """
      [{"id": "shiraz", "title": "Shiraz", "subtitle": "New World Syrah",
        "regions": [{"name": "Australia", "value": 10, "color": "green"}]}]
      """)
    #expect(
      grapes == [
        RootModel(
          id: "shiraz", title: "Shiraz", subtitle: "New World Syrah",
          regions: [.init(name: "Australia", value: 10, color: .green)])
      ])
  }

  @Test func malformedJSONNamesTheFileAndWhereFoundationStopped() {
    #expect(
      problem("[\n  {\"id\": \"a\",,}\n]")
        == "grapes.json: not valid JSON: Invalid value around character 15.")
  }

  @Test func aFileThatEndsEarlySaysSoWhereItEnds() {
    #expect(
      problem("[\n  {\"id\": \"a\"")
        == "grapes.json: not valid JSON: Unexpected end of file during JSON parse."
    )
  }

  /// Issue 16: a number too large for a `Double` is out of range, not "not valid JSON"; and it
  /// is named with its grape and field (issue 40).
  @Test func aNumberOutOfRangeIsNamed() {
    let text = """
      [{"id": "a", "title": "A", "subtitle": "",
        "regions": [{"name": "X", "value": 1e999, "color": "red"}]}]
      """
    #expect(
      problem(text)
        == "grapes.json: grape 1, field \"regions[0].value\": 1e999 is too large a number; write one of at most 1.7976931348623157e+308."
    )
  }

  @Test func wrongTypeNamesTheGrapeTheFieldAndTheExpectation() {
    let text = """
      [
        {"id": "a", "title": "A", "subtitle": "", "regions": []},
        {"id": "b", "title": "B", "subtitle": "",
         "regions": [{"name": "X", "value": "ten", "color": "red"}]}
      ]
      """
    #expect(
      problem(text)
        == "grapes.json: grape 2, field \"regions[0].value\": expected a number, found a string."
    )
  }

  @Test func missingFieldIsNamed() {
    #expect(
      problem("[{\"id\": \"a\", \"subtitle\": \"\", \"regions\": []}]")
        == "grapes.json: grape 1, field \"title\": this required field is missing.")
  }

  @Test func unknownColourListsTheValidOnes() throws {
    let message = try #require(
      problem(
        "[{\"id\": \"a\", \"title\": \"A\", \"subtitle\": \"\", \"regions\": [{\"name\": \"X\", \"value\": 1, \"color\": \"mauve\"}]}]"
      ))
    #expect(message.contains("field \"regions[0].color\""))
    #expect(message.contains("unknown colour \"mauve\"; expected one of red, orange"))
  }

  @Test func topLevelObjectIsExplained() {
    #expect(
      problem("{\"grapes\": []}")?.hasPrefix(
        "grapes.json: expected a JSON array of grapes at the top level") == true)
  }

  @Test func emptyListIsValid() throws {
    #expect(try decode("[]").isEmpty)
  }
}
