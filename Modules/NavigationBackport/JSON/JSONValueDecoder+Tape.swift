/// Reading the tape: tokens, their bytes (unescaped on demand) and object members by key.
extension JSONValueDecoder {
  /// The token at `index`.
  func token(at index: Int) -> JSONToken {
    tape.tokens[index]
  }

  /// Calls `body` with the bytes of a string or number token, unescaped.
  func withBytes<R>(
    of token: JSONToken, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    try withRawBytes(of: token) { raw in
      guard token.kind == .string, token.flag else {
        return try body(raw)
      }
      return try JSONUnescaper.bytes(raw).withUnsafeBufferPointer(body)
    }
  }

  /// Calls `body` with the bytes of a token as they are in the document, escapes and all.
  func withRawBytes<R>(
    of token: JSONToken, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    let start = Int(token.start)
    return try withSourceBytes(in: start..<start + Int(token.length), body)
  }

  /// The text of a string token.
  func string(of token: JSONToken) -> String {
    withRawBytes(of: token) { raw in
      token.flag ? JSONUnescaper.string(raw) : String(decoding: raw, as: UTF8.self)
    }
  }

  /// The value token of the member of `object` whose key is `key`; the last one when it repeats.
  func member(named key: UnsafeBufferPointer<UInt8>, in object: Int) -> Int? {
    tape.tokens.withUnsafeBufferPointer { tokens in
      var index = object + 1
      let end = Int(tokens[object].end)
      var found: Int?
      while index < end {
        let keyToken = tokens[index]
        if keyToken.flag {
          if withBytes(of: keyToken, { JSONByteScan.equal($0, key) }) {
            found = index + 1
          }
        } else if Int(keyToken.length) == key.count,
          withRawBytes(of: keyToken, { JSONByteScan.equal($0, key) })
        {
          found = index + 1
        }
        index = Int(tokens[index + 1].end)
      }
      return found
    }
  }

  /// Whether the string tokens at `left` and `right` have the same text.
  func sameBytes(_ left: Int, _ right: Int) -> Bool {
    let leftToken = tape.tokens[left]
    let rightToken = tape.tokens[right]
    guard leftToken.length == rightToken.length || leftToken.flag || rightToken.flag else {
      return false
    }
    return withBytes(of: leftToken) { leftBytes in
      withBytes(of: rightToken) { JSONByteScan.equal($0, leftBytes) }
    }
  }

  /// The member key tokens of `object`, in document order.
  func memberKeys(of object: Int) -> [Int] {
    var keys: [Int] = []
    keys.reserveCapacity(Int(tape.tokens[object].length))
    var index = object + 1
    let end = Int(tape.tokens[object].end)
    while index < end {
      keys.append(index)
      index = Int(tape.tokens[index + 1].end)
    }
    return keys
  }
}
