/// The decoder `superDecoder()` hands out: it reads one fixed token of the main decoder's tape.
final class JSONSuperDecoder: Decoder {
  private let decoder: JSONValueDecoder
  private let token: Int
  private let suffix: JSONPathSuffix

  init(decoder: JSONValueDecoder, token: Int, suffix: JSONPathSuffix) {
    self.decoder = decoder
    self.token = token
    self.suffix = suffix
  }

  var codingPath: [any CodingKey] { decoder.codingPath(suffix) }

  var userInfo: [CodingUserInfoKey: Any] { decoder.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try decoder.keyedContainer(at: token, suffix: suffix) { codingPath }
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try decoder.unkeyedContainer(at: token, suffix: suffix) { codingPath }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    JSONSingleValueDecodingContainer(decoder: decoder, token: token, suffix: suffix)
  }
}
