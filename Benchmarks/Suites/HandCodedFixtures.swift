import NavigationBackport

/// ``ScreenModel`` with its JSON written and read by hand through ``NBJSONCodable``: the same
/// text its synthesized `Codable` conformance produces, without `Codable`'s containers.
struct HandCodedScreen: Hashable, Codable, NBJSONCodable {
  let id: String
  let title: String
  let subtitle: String

  init(id: String, title: String, subtitle: String) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
  }

  func encode(to json: inout NBJSONWriter) {
    json.encodeObject { object in
      object.encode(id, forKey: "id")
      object.encode(subtitle, forKey: "subtitle")
      object.encode(title, forKey: "title")
    }
  }

  init(from json: NBJSONReader) throws {
    let object = try json.object()
    self.init(
      id: try object.decode(String.self, forKey: "id"),
      title: try object.decode(String.self, forKey: "title"),
      subtitle: try object.decode(String.self, forKey: "subtitle"))
  }
}

/// ``Route`` with its JSON written and read by hand: `{"item":{"highlighted":true,"id":3}}`,
/// as synthesized `Codable` writes an enum case with associated values.
enum HandCodedRoute: Hashable, Codable, NBJSONCodable {
  case list
  case item(id: Int, highlighted: Bool)
  case search(String)

  func encode(to json: inout NBJSONWriter) {
    json.encodeObject { object in
      switch self {
      case .list:
        object.encodeObject(forKey: "list") { _ in }
      case .item(let id, let highlighted):
        object.encodeObject(forKey: "item") { payload in
          payload.encode(highlighted, forKey: "highlighted")
          payload.encode(id, forKey: "id")
        }
      case .search(let text):
        object.encodeObject(forKey: "search") { payload in
          payload.encode(text, forKey: "_0")
        }
      }
    }
  }

  init(from json: NBJSONReader) throws {
    let (name, payload) = try json.object().onlyMember()
    switch name {
    case "list":
      self = .list
    case "item":
      let fields = try payload.object()
      self = .item(
        id: try fields.decode(Int.self, forKey: "id"),
        highlighted: try fields.decode(Bool.self, forKey: "highlighted"))
    case "search":
      self = .search(try payload.object().decode(String.self, forKey: "_0"))
    default:
      throw json.dataCorrupted("Unknown case \"\(name)\".")
    }
  }
}
