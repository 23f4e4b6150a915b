import Foundation

/// The way NavigationBackport (johnpatrickmorgan) codes a type-erased path, written here as the
/// baseline to beat: a new `JSONEncoder` and `JSONDecoder` for every element, each element's
/// JSON nested as a string, and decoding that inserts each element at the front of the array
/// (quadratic in the path length).
enum NaivePathCoder {
  typealias Decode = (Data) throws -> AnyHashable

  static func encode(_ elements: [AnyHashable]) throws -> Data {
    var flat: [String] = []
    for element in elements.reversed() {
      guard let value = element.base as? any Encodable else {
        throw EncodingError.invalidValue(
          element, .init(codingPath: [], debugDescription: "not Encodable"))
      }
      flat.append(String(reflecting: type(of: element.base)))
      let data = try JSONEncoder().encode(value)
      flat.append(String(decoding: data, as: UTF8.self))
    }
    return try JSONEncoder().encode(flat)
  }

  static func decode(_ data: Data, types: [String: Decode]) throws -> [AnyHashable] {
    let flat = try JSONDecoder().decode([String].self, from: data)
    var elements: [AnyHashable] = []
    var index = 0
    while index + 1 < flat.count {
      guard let decode = types[flat[index]] else {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unknown type"))
      }
      elements.insert(try decode(Data(flat[index + 1].utf8)), at: 0)
      index += 2
    }
    return elements
  }

  static func decoder<T: Decodable & Hashable>(for type: T.Type) -> (String, Decode) {
    (
      String(reflecting: type),
      { data in AnyHashable(try JSONDecoder().decode(T.self, from: data)) }
    )
  }
}
