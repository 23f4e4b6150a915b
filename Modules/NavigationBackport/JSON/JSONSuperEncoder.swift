/// The encoder `superEncoder()` hands out: it writes into one fixed node of the main encoder.
final class JSONSuperEncoder: Encoder {
  private let encoder: JSONValueEncoder
  private let node: Int
  private let suffix: JSONPathSuffix

  init(encoder: JSONValueEncoder, node: Int, suffix: JSONPathSuffix) {
    self.encoder = encoder
    self.node = node
    self.suffix = suffix
  }

  var codingPath: [any CodingKey] { encoder.codingPath(suffix) }

  var userInfo: [CodingUserInfoKey: Any] { encoder.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    encoder.keyedContainer(node: node, suffix: suffix)
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    encoder.unkeyedContainer(node: node, suffix: suffix)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONSingleValueEncodingContainer(encoder: encoder, node: node, suffix: suffix)
  }
}
