/// The keys a nested container adds below its coder's current coding path.
///
/// Containers report their coding path as the coder's path followed by these keys, and push them
/// when they encode or decode a nested value. The keys form a linked list shared between a
/// container and the containers nested in it, so the suffix is a single optional reference:
/// containers stay small and cheap to copy (`Codable`'s boxes copy them on every call), and the
/// common empty suffix costs nothing at all.
struct JSONPathSuffix {
  /// One key, after the keys of `parent`.
  private final class Node {
    let parent: Node?
    let key: any CodingKey
    let count: Int

    init(parent: Node?, key: any CodingKey) {
      self.parent = parent
      self.key = key
      self.count = (parent?.count ?? 0) + 1
    }
  }

  private let last: Node?

  /// No keys: a container the value's own `encode(to:)` or `init(from:)` opened.
  init() {
    last = nil
  }

  private init(last: Node?) {
    self.last = last
  }

  /// Whether there are no keys.
  var isEmpty: Bool { last == nil }

  /// The number of keys.
  var count: Int { last?.count ?? 0 }

  /// These keys followed by `key`.
  func appending(_ key: any CodingKey) -> JSONPathSuffix {
    JSONPathSuffix(last: Node(parent: last, key: key))
  }

  /// The keys as an array.
  var keys: [any CodingKey] {
    var path: [any CodingKey] = []
    push(onto: &path)
    return path
  }

  /// Appends the keys to `path`, first key first.
  func push(onto path: inout [any CodingKey]) {
    guard let last else {
      return
    }
    let start = path.count
    var node: Node? = last
    while let current = node {
      path.append(current.key)
      node = current.parent
    }
    path[start...].reverse()
  }
}
