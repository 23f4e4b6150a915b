/// The fastest path coding can be through Swift's `Codable`: the benchmark's elements through an
/// `Encoder` and a `Decoder` that do no JSON work at all, against ``NaivePathCoder``.
///
/// Every element still costs what any `Codable` engine pays: taking the value out of its
/// `AnyHashable`, its `encode(to:)` and `init(from:)` with their containers (generic metadata
/// lookups, boxes, `allKeys` arrays for enums), and the `AnyHashable` the decoded path stores.
/// The engine cannot beat this floor, so its speedup cannot exceed the one printed here.
struct CodableFloorBenchmark {
  let measurement: Measurement
  let sizes: [Int]

  func run() throws -> [Result] {
    let writers: [(AnyHashable, FloorEncoder) throws -> Void] = [
      writer(for: Int.self), writer(for: String.self), writer(for: ScreenModel.self),
      writer(for: Route.self),
    ]
    let readers: [(FloorDecoder) throws -> AnyHashable] = [
      reader(for: Int.self), reader(for: String.self), reader(for: ScreenModel.self),
      reader(for: Route.self),
    ]
    let types: [Any.Type] = [Int.self, String.self, ScreenModel.self, Route.self]
    return try sizes.map { size in
      let elements = mixedElements(size)
      let kinds = elements.map { element in
        types.firstIndex { ObjectIdentifier($0) == ObjectIdentifier(type(of: element.base)) } ?? 0
      }
      let encoder = FloorEncoder()
      let decoder = FloorDecoder()
      var failure: (any Error)?
      let naiveTypes = Dictionary(
        uniqueKeysWithValues: [
          NaivePathCoder.decoder(for: Int.self), NaivePathCoder.decoder(for: String.self),
          NaivePathCoder.decoder(for: ScreenModel.self), NaivePathCoder.decoder(for: Route.self),
        ])
      let (floor, baseline) = measurement.pairedMedians(
        engine: {
          do {
            for (element, kind) in zip(elements, kinds) {
              try writers[kind](element, encoder)
            }
            var decoded: [AnyHashable] = []
            decoded.reserveCapacity(size)
            for kind in kinds {
              decoded.append(try readers[kind](decoder))
            }
            blackHole(decoded)
          } catch {
            failure = error
          }
        },
        baseline: {
          do {
            let data = try NaivePathCoder.encode(elements)
            blackHole(try NaivePathCoder.decode(data, types: naiveTypes))
          } catch {
            failure = error
          }
        })
      if let failure {
        throw failure
      }
      return Result(
        name: "codable floor", parameter: "\(size) elements", nanoseconds: floor,
        baselineNanoseconds: baseline,
        note: "Codable with no JSON work: no Codable engine can beat this ratio")
    }
  }

  private func writer<T: Encodable>(for type: T.Type) -> (AnyHashable, FloorEncoder) throws -> Void
  {
    { element, encoder in
      switch element.base {
      case let value as T: try value.encode(to: encoder)
      default: break
      }
    }
  }

  private func reader<T: Decodable & Hashable>(
    for type: T.Type
  ) -> (FloorDecoder) throws -> AnyHashable {
    { decoder in AnyHashable(try T(from: decoder)) }
  }
}

/// An encoder that accepts every value and writes nothing.
private final class FloorEncoder: Encoder, SingleValueEncodingContainer {
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(FloorKeyedEncodingContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    FloorUnkeyedContainer()
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    self
  }

  func encodeNil() throws {}
  func encode(_ value: String) throws { blackHole(value) }
  func encode(_ value: Int) throws { blackHole(value) }
  func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }
}

private struct FloorKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: FloorEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {}
  mutating func encode(_ value: String, forKey key: Key) throws { blackHole(key.stringValue) }
  mutating func encode(_ value: Int, forKey key: Key) throws { blackHole(key.stringValue) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { blackHole(key.stringValue) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try value.encode(to: encoder)
  }
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(FloorKeyedEncodingContainer<NestedKey>(encoder: encoder))
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    FloorUnkeyedContainer()
  }
  mutating func superEncoder() -> any Encoder { encoder }
  mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
}

/// Unused by the benchmark's elements; present because the protocol requires it.
private struct FloorUnkeyedContainer: UnkeyedEncodingContainer {
  var codingPath: [any CodingKey] { [] }
  var count: Int { 0 }

  mutating func encodeNil() throws {}
  mutating func encode<T: Encodable>(_ value: T) throws {}
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(FloorKeyedEncodingContainer<NestedKey>(encoder: FloorEncoder()))
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  mutating func superEncoder() -> any Encoder { FloorEncoder() }
}

/// A decoder that answers every request with a fixed value of the asked type, and names the
/// `item` case for enums, so that the benchmark's elements decode without reading anything.
private final class FloorDecoder: Decoder, SingleValueDecodingContainer {
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(FloorKeyedDecodingContainer<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(
      [Any].self, DecodingError.Context(codingPath: [], debugDescription: "not used"))
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    self
  }

  func decodeNil() -> Bool { false }
  func decode(_ type: String.Type) throws -> String { "screen 1" }
  func decode(_ type: Int.Type) throws -> Int { 0 }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}

private struct FloorKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: FloorDecoder
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { Key(stringValue: "item").map { [$0] } ?? [] }

  func contains(_ key: Key) -> Bool { true }
  func decodeNil(forKey key: Key) throws -> Bool { false }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    key.stringValue == "subtitle" ? "A fine grape, number 2" : key.stringValue
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { key.stringValue.utf8.count }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { key.stringValue.isEmpty }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try T(from: decoder)
  }
  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(FloorKeyedDecodingContainer<NestedKey>(decoder: decoder))
  }
  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder.unkeyedContainer()
  }
  func superDecoder() throws -> any Decoder { decoder }
  func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}
