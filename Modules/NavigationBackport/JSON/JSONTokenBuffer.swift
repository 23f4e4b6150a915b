/// The tokens of a ``JSONTape``, in memory the buffer manages itself.
///
/// Reading a token from an `Array` held by the decoder (a class) retains and releases the
/// array's storage, and appending checks that the storage is unique: together they cost more
/// than parsing a short element. This buffer cannot be copied, so it owns its memory outright:
/// reading is a bounds check and a load, appending a capacity check and a store.
struct JSONTokenBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<JSONToken>
  private var capacity: Int
  /// The number of tokens.
  private(set) var count = 0

  init() {
    capacity = 16
    base = .allocate(capacity: capacity)
  }

  deinit {
    // `JSONToken` holds no references, so there is nothing to deinitialize.
    base.deallocate()
  }

  /// Whether there are no tokens.
  var isEmpty: Bool { count == 0 }

  /// The token at `index`, which must be below ``count``.
  subscript(index: Int) -> JSONToken {
    get {
      precondition(index >= 0 && index < count, "token index out of range")
      return base[index]
    }
    set {
      precondition(index >= 0 && index < count, "token index out of range")
      base[index] = newValue
    }
  }

  /// Appends a token.
  @inline(__always)
  mutating func append(_ token: JSONToken) {
    if count == capacity {
      reserveCapacity(capacity * 2)
    }
    (base + count).initialize(to: token)
    count += 1
  }

  /// Makes room for at least `minimumCapacity` tokens in all.
  @inline(never)
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    guard minimumCapacity > capacity else {
      return
    }
    let grown = UnsafeMutablePointer<JSONToken>.allocate(capacity: minimumCapacity)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    base = grown
    capacity = minimumCapacity
  }

  /// Forgets every token, keeping the memory.
  mutating func removeAll() {
    count = 0
  }

  /// Calls `body` with the tokens; the pointer is valid only during the call.
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<JSONToken>) throws -> R) rethrows
    -> R
  {
    try body(UnsafeBufferPointer(start: base, count: count))
  }
}
