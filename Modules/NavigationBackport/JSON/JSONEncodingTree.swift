/// What an encoding produced, as a tree of nodes over one text buffer, written out at the end.
///
/// Swift's `Encoder` protocol lets a value keep adding to a container after it has opened nested
/// ones, and lets a subclass add keys to its superclass's container, so JSON cannot be streamed in
/// call order. Instead scalars are rendered into ``text`` as they arrive, each object member
/// preceded by its key already quoted (`"key":`), and nodes link them into arrays and objects.
/// ``write(to:maximumDepth:)`` then emits the document with every object's keys sorted by their
/// UTF-8 bytes, which makes the output deterministic, copying each scalar member in one piece.
/// Nodes are plain values in one array, reused from one encoding to the next.
struct JSONEncodingTree {
  /// One value: a scalar with its text, or a container with its children.
  struct Node {
    /// What the node holds.
    enum Kind: UInt8 {
      /// Nothing yet; written as `{}` if it stays so, as Foundation does.
      case pending
      case scalar, array, object
    }

    var kind: Kind
    /// Whether the key needed escaping, so that its written form does not sort like its text.
    var keyIsEscaped = false
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var nextSibling: Int32 = -1
    var childCount: Int32 = 0
    /// The byte length of the member's `"key":` prefix at ``start``, or 0 for other nodes.
    var keyLength: Int
    /// Where the node's key prefix, then its scalar text, start in ``JSONEncodingTree/text``.
    var start: Int
    /// Where the node's scalar text ends.
    var end: Int
  }

  /// Every node; node 0 is the root.
  private(set) var nodes: [Node] = []
  /// Keys and scalar texts, in the order they were encoded.
  let text = JSONWriter(capacity: 1024)
  /// Scratch space for sorting members while writing.
  private var order: [Int32] = []

  /// The index of the root node.
  static let root = 0

  /// The most nodes one encoding may make, so that indices fit in 32 bits.
  static let maximumNodeCount = Int(Int32.max)

  /// Forgets everything, keeping the storage, and starts a pending root.
  mutating func reset() {
    nodes.removeAll(keepingCapacity: true)
    text.removeAll()
    order.removeAll(keepingCapacity: true)
    overflowed = false
    nodes.append(Node(kind: .pending, keyLength: 0, start: 0, end: 0))
  }

  /// Whether a node could not be added because the tree reached ``maximumNodeCount``.
  private(set) var overflowed = false

  /// The kind of `node`.
  func kind(of node: Int) -> Node.Kind {
    nodes[node].kind
  }

  /// The number of children of `node`.
  func childCount(of node: Int) -> Int {
    Int(nodes[node].childCount)
  }

  /// Adds a pending member named `key` to the object `parent`, writing `"key":` to ``text``.
  mutating func addMember(to parent: Int, key: String) -> Int {
    let start = text.count
    let escaped = text.write(key: key)
    var node = Node(kind: .pending, keyLength: text.count - start, start: start, end: 0)
    node.keyIsEscaped = escaped
    return link(node, to: parent)
  }

  /// Adds a pending element to the array `parent`.
  mutating func addElement(to parent: Int) -> Int {
    link(Node(kind: .pending, keyLength: 0, start: text.count, end: 0), to: parent)
  }

  private mutating func link(_ node: Node, to parent: Int) -> Int {
    guard nodes.count < Self.maximumNodeCount else {
      // Unlinked, the node is never written; the encoder reports the overflow.
      overflowed = true
      return parent
    }
    let index = nodes.count
    nodes.append(node)
    let last = Int(nodes[parent].lastChild)
    if last >= 0 {
      nodes[last].nextSibling = Int32(truncatingIfNeeded: index)
    } else {
      nodes[parent].firstChild = Int32(truncatingIfNeeded: index)
    }
    nodes[parent].lastChild = Int32(truncatingIfNeeded: index)
    nodes[parent].childCount += 1
    return index
  }

  /// Makes `node` ready to receive scalar text at the end of ``text``.
  ///
  /// - Returns: `false`, changing nothing, when the node already holds a value.
  mutating func beginScalar(_ node: Int) -> Bool {
    guard nodes[node].kind == .pending else {
      return false
    }
    let keyEnd = nodes[node].start + nodes[node].keyLength
    if keyEnd != text.count {
      // Something was written since the key: copy the key so that it sits right before the text.
      let start = nodes[node].start
      nodes[node].start = text.count
      text.write(start..<keyEnd, of: text)
    }
    return true
  }

  /// Records that the scalar text of `node` ends here.
  mutating func endScalar(_ node: Int) {
    nodes[node].kind = .scalar
    nodes[node].end = text.count
  }

  /// Makes `node` an array or an object.
  ///
  /// Opening the same kind of container again keeps its children, so a subclass and its
  /// superclass can share one object.
  ///
  /// - Returns: `false` when the node already held a different kind of value, which is dropped.
  mutating func open(_ node: Int, as kind: Node.Kind) -> Bool {
    let previous = nodes[node].kind
    if previous == kind {
      return true
    }
    nodes[node].kind = kind
    nodes[node].firstChild = -1
    nodes[node].lastChild = -1
    nodes[node].childCount = 0
    return previous == .pending
  }

  /// Appends the JSON text of the whole tree to `output`.
  ///
  /// - Throws: `EncodingError` when the tree is nested deeper than `maximumDepth`.
  mutating func write(to output: JSONWriter, maximumDepth: Int) throws(EncodingError) {
    try write(Self.root, to: output, depth: 0, maximumDepth: maximumDepth)
  }

  private mutating func write(
    _ node: Int, to output: JSONWriter, depth: Int, maximumDepth: Int
  ) throws(EncodingError) {
    let current = nodes[node]
    let valueStart = current.start + current.keyLength
    switch current.kind {
    case .scalar:
      output.write(valueStart..<current.end, of: text)
    case .pending:
      output.write("{}")
    case .array:
      guard depth < maximumDepth else {
        throw Self.tooDeep(maximumDepth)
      }
      output.write(byte: UInt8(ascii: "["))
      var child = Int(current.firstChild)
      while child >= 0 {
        if child != Int(current.firstChild) {
          output.write(byte: UInt8(ascii: ","))
        }
        try write(child, to: output, depth: depth + 1, maximumDepth: maximumDepth)
        child = Int(nodes[child].nextSibling)
      }
      output.write(byte: UInt8(ascii: "]"))
    case .object:
      guard depth < maximumDepth else {
        throw Self.tooDeep(maximumDepth)
      }
      try writeObject(node, to: output, depth: depth, maximumDepth: maximumDepth)
    }
  }

  private mutating func writeObject(
    _ node: Int, to output: JSONWriter, depth: Int, maximumDepth: Int
  ) throws(EncodingError) {
    let base = order.count
    var child = Int(nodes[node].firstChild)
    while child >= 0 {
      order.append(Int32(truncatingIfNeeded: child))
      child = Int(nodes[child].nextSibling)
    }
    if order.count - base > 1 {
      Self.sortMembers(&order, from: base, nodes: nodes, text: text)
    }
    output.write(byte: UInt8(ascii: "{"))
    var wroteMember = false
    var position = base
    while position < order.count {
      let member = Int(order[position])
      position += 1
      // Of members with equal keys, the last one encoded wins, as in Foundation.
      if position < order.count,
        Self.compareKeys(member, Int(order[position]), nodes: nodes, text: text) == 0
      {
        continue
      }
      if wroteMember {
        output.write(byte: UInt8(ascii: ","))
      }
      wroteMember = true
      let current = nodes[member]
      if current.kind == .scalar {
        output.write(current.start..<current.end, of: text)
      } else {
        output.write(current.start..<current.start + current.keyLength, of: text)
        try write(member, to: output, depth: depth + 1, maximumDepth: maximumDepth)
      }
    }
    order.removeSubrange(base...)
    output.write(byte: UInt8(ascii: "}"))
  }

  /// Sorts `members[base...]` by key, then by node index, which is the encoding order.
  private static func sortMembers(
    _ members: inout [Int32], from base: Int, nodes: [Node], text: JSONWriter
  ) {
    func precedes(_ left: Int32, _ right: Int32) -> Bool {
      let order = compareKeys(Int(left), Int(right), nodes: nodes, text: text)
      return order != 0 ? order < 0 : left < right
    }
    if members.count - base <= 16 {
      var index = base + 1
      while index < members.count {
        let member = members[index]
        var slot = index
        while slot > base, precedes(member, members[slot - 1]) {
          members[slot] = members[slot - 1]
          slot -= 1
        }
        members[slot] = member
        index += 1
      }
    } else {
      members[base...].sort(by: precedes)
    }
  }

  /// How the keys of two members compare by their UTF-8 bytes: negative, zero or positive.
  private static func compareKeys(
    _ left: Int, _ right: Int, nodes: [Node], text: JSONWriter
  ) -> Int {
    let leftNode = nodes[left]
    let rightNode = nodes[right]
    // The key text sits between the opening quote and the closing `":`.
    let leftRange = leftNode.start + 1..<leftNode.start + leftNode.keyLength - 2
    let rightRange = rightNode.start + 1..<rightNode.start + rightNode.keyLength - 2
    if leftNode.keyIsEscaped || rightNode.keyIsEscaped {
      return compareBytes(unescapedKey(leftRange, in: text), unescapedKey(rightRange, in: text))
    }
    return text.withBytes(in: leftRange) { leftKey in
      text.withBytes(in: rightRange) { rightKey in compareBytes(leftKey, rightKey) }
    }
  }

  private static func compareBytes<C: Collection<UInt8>>(_ left: C, _ right: C) -> Int {
    for (leftByte, rightByte) in zip(left, right) where leftByte != rightByte {
      return leftByte < rightByte ? -1 : 1
    }
    return left.count == right.count ? 0 : left.count < right.count ? -1 : 1
  }

  /// The raw bytes of a key this tree wrote escaped, for sorting such rare keys like Foundation.
  private static func unescapedKey(_ range: Range<Int>, in text: JSONWriter) -> [UInt8] {
    text.withBytes(in: range) { escaped in
      var raw: [UInt8] = []
      var index = 0
      while index < escaped.count {
        guard escaped[index] == UInt8(ascii: "\\"), index + 1 < escaped.count else {
          raw.append(escaped[index])
          index += 1
          continue
        }
        switch escaped[index + 1] {
        case UInt8(ascii: "n"): raw.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "r"): raw.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "t"): raw.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "b"): raw.append(0x08)
        case UInt8(ascii: "f"): raw.append(0x0C)
        case UInt8(ascii: "u"):
          // Only control characters are written as `\u00XX`.
          let digits = escaped[min(index + 4, escaped.count - 1)...].prefix(2)
          raw.append(UInt8(String(decoding: digits, as: UTF8.self), radix: 16) ?? 0)
          index += 4
        default: raw.append(escaped[index + 1])
        }
        index += 2
      }
      return raw
    }
  }

  private static func tooDeep(_ maximumDepth: Int) -> EncodingError {
    .invalidValue(
      0,
      EncodingError.Context(
        codingPath: [],
        debugDescription:
          "The value is nested deeper than \(maximumDepth) levels, more than JSON readers accept."
      ))
  }
}
