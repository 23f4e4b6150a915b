/// The keys a nested container adds below its coder's current coding path.
///
/// Containers report their coding path as the coder's path followed by these keys, and push them
/// when they encode or decode a nested value. Nested containers are common (every enum case with
/// a payload opens one), so the usual single key is kept without allocating an array.
struct JSONPathSuffix {
  private var earlier: [any CodingKey]
  private var last: (any CodingKey)?

  /// No keys: a container the value's own `encode(to:)` or `init(from:)` opened.
  init() {
    earlier = []
    last = nil
  }

  /// The given keys, in order.
  init(keys: [any CodingKey]) {
    earlier = Array(keys.dropLast())
    last = keys.last
  }

  private init(earlier: [any CodingKey], last: (any CodingKey)?) {
    self.earlier = earlier
    self.last = last
  }

  /// Whether there are no keys.
  var isEmpty: Bool { last == nil }

  /// The number of keys.
  var count: Int { last == nil ? 0 : earlier.count + 1 }

  /// These keys followed by `key`.
  func appending(_ key: any CodingKey) -> JSONPathSuffix {
    guard let last else {
      return JSONPathSuffix(earlier: earlier, last: key)
    }
    return JSONPathSuffix(earlier: earlier + [last], last: key)
  }

  /// The keys as an array.
  var keys: [any CodingKey] {
    guard let last else {
      return earlier
    }
    return earlier + [last]
  }

  /// Appends the keys to `path`.
  func push(onto path: inout [any CodingKey]) {
    guard let last else {
      return
    }
    if !earlier.isEmpty {
      path.append(contentsOf: earlier)
    }
    path.append(last)
  }
}
