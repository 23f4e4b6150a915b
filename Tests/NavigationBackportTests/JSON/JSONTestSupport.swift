import Foundation

@testable import NavigationBackport

/// Encodes and decodes with this module's JSON coders and with Foundation's, for the JSON tests.
enum JSONTestSupport {
  /// `value` encoded by ``JSONValueEncoder``, as text.
  static func encode<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONValueEncoder()
    try encoder.encode(value)
    return String(decoding: encoder.output.data, as: UTF8.self)
  }

  /// `text` decoded by ``JSONValueDecoder``.
  static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    let decoder = JSONValueDecoder()
    try decoder.load(Data(text.utf8))
    return try decoder.decode(type)
  }

  /// `value` encoded by Foundation with sorted keys and unescaped slashes, as text.
  static func foundationEncode<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// `text` decoded by Foundation.
  static func foundationDecode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  /// The syntax error the parser reports for `text`, or `nil` when it parses.
  static func syntaxError(_ text: String) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8))
  }

  /// The syntax error the parser reports for `bytes`, or `nil` when they parse.
  static func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
    do {
      _ = try JSONSyntaxScanner(scanning: bytes)
      return nil
    } catch {
      return error
    }
  }
}

/// Values the JSON tests encode and decode, in a namespace of their own so that they cannot
/// clash with other test files' types.
enum JSONFixtures {
  /// Every primitive `Codable` type the coders support, with values at the edges of their ranges.
  struct Primitives: Codable, Equatable {
    var bool = true
    var string = "text"
    var double = 0.1
    var float: Float = 0.25
    var int = Int.min
    var int8 = Int8.min
    var int16 = Int16.max
    var int32 = Int32.min
    var int64 = Int64.max
    var uint = UInt.max
    var uint8 = UInt8.max
    var uint16 = UInt16.max
    var uint32 = UInt32.max
    var uint64 = UInt64.max
  }

  /// A screen value like a feature's view model.
  struct Screen: Codable, Hashable {
    var id: String
    var title: String
    var subtitle: String?
  }

  /// A route enum with payloads.
  enum Route: Codable, Hashable {
    case list
    case item(id: Int, highlighted: Bool)
    case search(String)
    case nested(Screen, tags: [String])
  }

  /// A base class whose subclass encodes it through `superEncoder()`.
  class Animal: Codable, Equatable {
    var name: String

    init(name: String) {
      self.name = name
    }

    static func == (lhs: Animal, rhs: Animal) -> Bool {
      lhs.name == rhs.name && type(of: lhs) == type(of: rhs) && lhs.isEqual(to: rhs)
    }

    func isEqual(to other: Animal) -> Bool {
      true
    }
  }

  /// A subclass encoding its own keys and its superclass's under `super`.
  final class Dog: Animal {
    var goodBoy: Bool

    init(name: String, goodBoy: Bool) {
      self.goodBoy = goodBoy
      super.init(name: name)
    }

    private enum CodingKeys: String, CodingKey {
      case goodBoy
    }

    required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      goodBoy = try container.decode(Bool.self, forKey: .goodBoy)
      try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(goodBoy, forKey: .goodBoy)
      try super.encode(to: container.superEncoder())
    }

    override func isEqual(to other: Animal) -> Bool {
      (other as? Dog)?.goodBoy == goodBoy
    }
  }

  /// A subclass that shares its superclass's keyed container instead of nesting it.
  final class Cat: Animal {
    var lives: Int

    init(name: String, lives: Int) {
      self.lives = lives
      super.init(name: name)
    }

    private enum CodingKeys: String, CodingKey {
      case lives
    }

    required init(from decoder: any Decoder) throws {
      lives = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .lives)
      try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
      try super.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(lives, forKey: .lives)
    }

    override func isEqual(to other: Animal) -> Bool {
      (other as? Cat)?.lives == lives
    }
  }

  /// Containers nested in every way the protocols allow, written by hand.
  struct HandWritten: Codable, Equatable {
    var matrix: [[Int]]
    var labels: [String: String]
    var pair: (first: String, second: Double)

    init(matrix: [[Int]], labels: [String: String], pair: (first: String, second: Double)) {
      self.matrix = matrix
      self.labels = labels
      self.pair = pair
    }

    private enum Keys: String, CodingKey {
      case matrix, labels, pair, first, second
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      var rows = try container.nestedUnkeyedContainer(forKey: .matrix)
      var matrix: [[Int]] = []
      while !rows.isAtEnd {
        var row = try rows.nestedUnkeyedContainer()
        var values: [Int] = []
        while !row.isAtEnd {
          values.append(try row.decode(Int.self))
        }
        matrix.append(values)
      }
      self.matrix = matrix
      labels = try container.decode([String: String].self, forKey: .labels)
      let pair = try container.nestedContainer(keyedBy: Keys.self, forKey: .pair)
      self.pair = (
        try pair.decode(String.self, forKey: .first), try pair.decode(Double.self, forKey: .second)
      )
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var rows = container.nestedUnkeyedContainer(forKey: .matrix)
      for values in matrix {
        var row = rows.nestedUnkeyedContainer()
        for value in values {
          try row.encode(value)
        }
      }
      try container.encode(labels, forKey: .labels)
      var pair = container.nestedContainer(keyedBy: Keys.self, forKey: .pair)
      try pair.encode(self.pair.first, forKey: .first)
      try pair.encode(self.pair.second, forKey: .second)
    }

    static func == (lhs: HandWritten, rhs: HandWritten) -> Bool {
      lhs.matrix == rhs.matrix && lhs.labels == rhs.labels && lhs.pair.first == rhs.pair.first
        && lhs.pair.second == rhs.pair.second
    }
  }

  /// Foundation types `JSONEncoder` treats specially by default.
  struct FoundationValues: Codable, Equatable {
    var url = URL(string: "https://example.com/a/b?c=d&e=%20")
    var data = Data([0, 1, 2, 250, 255])
    var decimal = Decimal(string: "12345.678")
    var date = Date(timeIntervalSinceReferenceDate: 12.5)
    var uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
  }
}
