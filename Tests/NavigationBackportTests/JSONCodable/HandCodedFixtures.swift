import Foundation
import NavigationBackport

/// Types whose JSON is written and read by hand, each also `Codable` by synthesis, so that the
/// two can be compared.
enum HandCoded {
  /// A screen with a required, an optional and a nested `Encodable`-only member.
  struct Screen: Codable, Hashable, NBJSONCodable {
    var id: Int
    var title: String
    var subtitle: String?
    var tags: [String] = []

    func encode(to json: inout NBJSONWriter) {
      json.encodeObject { object in
        object.encode(id, forKey: "id")
        object.encodeIfPresent(subtitle, forKey: "subtitle")
        object.encode(tags, forKey: "tags")
        object.encode(title, forKey: "title")
      }
    }

    init(id: Int, title: String, subtitle: String? = nil, tags: [String] = []) {
      self.id = id
      self.title = title
      self.subtitle = subtitle
      self.tags = tags
    }

    init(from json: NBJSONReader) throws {
      let object = try json.object()
      self.init(
        id: try object.decode(Int.self, forKey: "id"),
        title: try object.decode(String.self, forKey: "title"),
        subtitle: try object.decodeIfPresent(String.self, forKey: "subtitle"),
        tags: try object.decode([String].self, forKey: "tags"))
    }
  }

  /// A route enum with payloads, written the way synthesized `Codable` writes enums.
  enum Route: Codable, Hashable, NBJSONCodable {
    case list
    case item(id: Int, highlighted: Bool)
    case search(String)
    case screen(Screen)

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
          object.encodeObject(forKey: "search") { $0.encode(text, forKey: "_0") }
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
      case "search":
        self = .search(try payload.object().decode(String.self, forKey: "_0"))
      case "screen":
        self = .screen(try payload.object().decode(Screen.self, forKey: "_0"))
      default:
        throw payload.dataCorrupted("Unknown case \"\(name)\".")
      }
    }
  }

  /// Writes what its closure says, to provoke each kind of writer misuse.
  struct Misuse: Codable, Hashable, NBJSONCodable {
    enum Kind: String, Codable {
      case keysOutOfOrder, repeatedKey, missingMemberValue, twoValues, nothing, infinity
    }

    var kind: Kind

    func encode(to json: inout NBJSONWriter) {
      switch kind {
      case .keysOutOfOrder:
        json.encodeObject { object in
          object.encode(1, forKey: "title")
          object.encode(2, forKey: "id")
        }
      case .repeatedKey:
        json.encodeObject { object in
          object.encode(1, forKey: "id")
          object.encode(2, forKey: "id")
        }
      case .missingMemberValue:
        json.encodeObject { object in object.encodeMember(forKey: "id") { _ in } }
      case .twoValues:
        json.encode(1)
        json.encode(2)
      case .nothing:
        break
      case .infinity:
        json.encodeObject { object in object.encode(Double.infinity, forKey: "rating") }
      }
    }

    init(kind: Kind) {
      self.kind = kind
    }

    init(from json: NBJSONReader) throws {
      kind = try json.decode(Kind.self)
    }
  }
}
