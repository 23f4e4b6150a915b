import NavigationBackport
import Testing

/// The code shown in README.md's "Saving long paths fast: `NBJSONCodable`", kept true by
/// running it.
@Suite struct ReadmeJSONCodableTests {
  @Test func theReadmeConformanceAgreesWithCodable() throws {
    try NBJSONCodableCheck.verify(ReadmeScreen(id: 7, title: "Shiraz \"2019\""))
  }
}

private struct ReadmeScreen: Hashable, Codable {
  var id: Int
  var title: String
}

extension ReadmeScreen: NBJSONCodable {
  func encode(to json: inout NBJSONWriter) {
    json.encodeObject { object in
      object.encode(id, forKey: "id")
      object.encode(title, forKey: "title")
    }
  }

  init(from json: NBJSONReader) throws {
    let object = try json.object()
    self.init(
      id: try object.decode(Int.self, forKey: "id"),
      title: try object.decode(String.self, forKey: "title"))
  }
}
