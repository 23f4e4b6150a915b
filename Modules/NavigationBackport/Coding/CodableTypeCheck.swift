/// Answers whether types are `Codable`, asking the runtime once per type.
///
/// A conformance check costs far more than a dictionary lookup, and a long path repeats the same
/// few types many times.
struct CodableTypeCheck {
  /// The first few answers, searched by pointer comparison, which beats hashing for a handful.
  private var recent: [(id: ObjectIdentifier, isCodable: Bool)] = []
  private var answers: [ObjectIdentifier: Bool] = [:]

  /// Whether `type` conforms to both `Encodable` and `Decodable`.
  mutating func isCodable(_ type: Any.Type) -> Bool {
    let id = ObjectIdentifier(type)
    for known in recent where known.id == id {
      return known.isCodable
    }
    if let known = answers[id] {
      return known
    }
    let answer = type is any Codable.Type
    if recent.count < 8 {
      recent.append((id, answer))
    } else {
      answers[id] = answer
    }
    return answer
  }

  /// Whether every entry's value is `Codable`.
  mutating func allCodable(_ entries: [NBPathEntry]) -> Bool {
    // Reading the type in place: iterating the entries would copy each one, retaining its value.
    entries.withUnsafeBufferPointer { entries in
      for index in entries.indices where !isCodable(entries[index].valueType) {
        return false
      }
      return true
    }
  }
}
