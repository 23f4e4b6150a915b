import Foundation

/// The plain way to code a type-erased path on Foundation, written here as the reference the
/// engine must stay close to: the same flat wire format as the engine's, but nothing else.
///
/// One `JSONEncoder` and one `JSONDecoder` for the whole path, reused for every element; types
/// looked up by name in a dictionary; elements decoded bottom first and appended. No allowlist
/// messages, no identities, no checks beyond what Foundation does.
enum PlainFoundationPathCoder {
  typealias Decode = (JSONDecoder, Data) throws -> AnyHashable

  static func encode(_ elements: [AnyHashable]) throws -> Data {
    let encoder = JSONEncoder()
    var flat: [String] = []
    flat.reserveCapacity(2 * elements.count)
    for element in elements.reversed() {
      guard let value = element.base as? any Encodable else {
        throw EncodingError.invalidValue(
          element, .init(codingPath: [], debugDescription: "not Encodable"))
      }
      flat.append(String(reflecting: type(of: element.base)))
      flat.append(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
    return try encoder.encode(flat)
  }

  static func decode(_ data: Data, types: [String: Decode]) throws -> [AnyHashable] {
    let decoder = JSONDecoder()
    let flat = try decoder.decode([String].self, from: data)
    var elements: [AnyHashable] = []
    elements.reserveCapacity(flat.count / 2)
    for index in stride(from: flat.count - 2, through: 0, by: -2) {
      guard let decode = types[flat[index]] else {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unknown type"))
      }
      elements.append(try decode(decoder, Data(flat[index + 1].utf8)))
    }
    return elements
  }

  static func decoder<T: Decodable & Hashable>(for type: T.Type) -> (String, Decode) {
    (
      String(reflecting: type),
      { decoder, data in AnyHashable(try decoder.decode(T.self, from: data)) }
    )
  }
}
