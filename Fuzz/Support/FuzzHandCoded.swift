import NavigationBackport

/// A screen whose JSON is written and read by hand, so that fuzzing reaches `NBJSONCodable`'s
/// readers with hostile element texts.
struct FuzzScreen: Hashable, Codable, NBJSONCodable {
  var id: Int
  var title: String
  var flag: Bool?
  var tags: [String]

  init(id: Int, title: String, flag: Bool?, tags: [String]) {
    self.id = id
    self.title = title
    self.flag = flag
    self.tags = tags
  }

  func encode(to json: inout NBJSONWriter) {
    json.encodeObject { object in
      object.encodeIfPresent(flag, forKey: "flag")
      object.encode(id, forKey: "id")
      object.encode(tags, forKey: "tags")
      object.encode(title, forKey: "title")
    }
  }

  init(from json: NBJSONReader) throws {
    let object = try json.object()
    self.init(
      id: try object.decode(Int.self, forKey: "id"),
      title: try object.decode(String.self, forKey: "title"),
      flag: try object.decodeIfPresent(Bool.self, forKey: "flag"),
      tags: try object.decode([String].self, forKey: "tags"))
  }
}

/// A route enum whose JSON is written and read by hand, the way synthesized `Codable` writes it.
enum FuzzRoute: Hashable, Codable, NBJSONCodable {
  case list
  case item(id: Int, highlighted: Bool)
  case screen(FuzzScreen)

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
      case .screen(let screen):
        object.encodeObject(forKey: "screen") { $0.encode(screen, forKey: "_0") }
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
    case "screen":
      self = .screen(try payload.object().decode(FuzzScreen.self, forKey: "_0"))
    default:
      throw payload.dataCorrupted("Unknown case \"\(name)\".")
    }
  }
}
