import Foundation

/// A growable byte buffer that compact JSON text is written into, in Foundation's style.
///
/// Strings escape `"`, `\` and control characters (`\n`, `\t`, `\r`, `\b`, `\f`, otherwise
/// `\u00XX`), leave `/` and non-ASCII characters as they are; numbers use the shortest text that
/// reads back to the same value, without a trailing `.0`, as `JSONEncoder` writes them.
///
/// It manages its own memory so that writing a byte is a bounds check and a store: encoding
/// writes every scalar twice (into the encoding tree, then out), and `Array`'s per-append
/// uniqueness and capacity checks cost more than the JSON itself. It is reused: ``removeAll()``
/// keeps the storage for the next value.
final class JSONWriter {
  // Only this class touches these, in short non-overlapping accesses; the runtime exclusivity
  // bookkeeping is switched off for them because it cost more than the writes.
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  /// The number of bytes written.
  @exclusivity(unchecked) private(set) var count = 0

  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// Forgets the text, keeping the storage.
  func removeAll() {
    count = 0
  }

  /// Calls `body` with the bytes written; the pointer is valid only during the call.
  func withBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
    try body(UnsafeBufferPointer(start: storage, count: count))
  }

  /// Calls `body` with the bytes in `range`; the pointer is valid only during the call.
  func withBytes<R, E: Error>(
    in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R
  ) throws(E) -> R {
    let range = range.clamped(to: 0..<count)
    return try body(UnsafeBufferPointer(start: storage + range.lowerBound, count: range.count))
  }

  /// The bytes written, as `Data`.
  var data: Data {
    Data(bytes: storage, count: count)
  }

  /// The bytes written, handed over as `Data` without copying; the writer starts again empty.
  ///
  /// A long path's document is megabytes; copying it once more would cost as much as a
  /// noticeable share of writing it.
  func takeData() -> Data {
    guard count > 0 else {
      return Data()
    }
    let data = Data(
      bytesNoCopy: storage, count: count,
      deallocator: .custom { pointer, _ in pointer.deallocate() })
    capacity = 16
    storage = .allocate(capacity: capacity)
    count = 0
    return data
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  func reserve(_ extra: Int) {
    if capacity - count < extra {
      grow(toHold: count + extra)
    }
  }

  @inline(never)
  private func grow(toHold needed: Int) {
    let newCapacity = max(capacity * 2, needed)
    let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStorage.initialize(from: storage, count: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }

  // MARK: Bytes

  /// Appends one byte of structure, such as `[` or `,`.
  @inline(__always)
  func write(byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// Appends raw bytes, such as text rendered elsewhere.
  func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else {
      return
    }
    reserve(bytes.count)
    (storage + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Appends the bytes in `range` of `other`, which may be this writer.
  func write(_ range: Range<Int>, of other: JSONWriter) {
    let range = range.clamped(to: 0..<other.count)
    guard !range.isEmpty else {
      return
    }
    reserve(range.count)
    // Read the source pointer after reserving: reserving may move this writer's storage.
    (storage + count).update(from: other.storage + range.lowerBound, count: range.count)
    count += range.count
  }

  /// Appends the text of the escaped JSON string content `raw`.
  func write(unescaping raw: UnsafeBufferPointer<UInt8>) {
    reserve(raw.count)
    count += JSONUnescaper.unescape(raw, into: storage + count)
  }

  /// Appends a literal such as `null` or `true`.
  func write(_ literal: StaticString) {
    write(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  // MARK: Scalars

  /// Appends `true` or `false`.
  func write(bool value: Bool) {
    write(value ? "true" : "false")
  }

  /// Appends a signed integer in decimal.
  func write(signed value: Int64) {
    if value < 0 {
      write(byte: UInt8(ascii: "-"))
    }
    write(unsigned: value.magnitude)
  }

  /// Appends an unsigned integer in decimal.
  func write(unsigned value: UInt64) {
    var digits = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    reserve(digits)
    var position = count + digits
    rest = value
    repeat {
      position -= 1
      storage[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest != 0
    count += digits
  }

  /// Appends a 128-bit integer in decimal.
  func write<T: FixedWidthInteger>(wide value: T) {
    if let narrow = Int64(exactly: value) {
      write(signed: narrow)
      return
    }
    if let narrow = UInt64(exactly: value) {
      write(unsigned: narrow)
      return
    }
    writeText(value.description)
  }

  /// Appends a finite `Double` as its shortest round-trip text, without a trailing `.0`.
  func write(double value: Double) {
    writeText(value.description, droppingPointZero: true)
  }

  /// Appends a finite `Float` as its shortest round-trip text, without a trailing `.0`.
  func write(float value: Float) {
    writeText(value.description, droppingPointZero: true)
  }

  private func writeText(_ text: String, droppingPointZero: Bool = false) {
    var text = text
    text.withUTF8 { bytes in
      if droppingPointZero, bytes.count > 2, bytes[bytes.count - 2] == UInt8(ascii: "."),
        bytes[bytes.count - 1] == UInt8(ascii: "0")
      {
        write(UnsafeBufferPointer(rebasing: bytes.dropLast(2)))
      } else {
        write(bytes)
      }
    }
  }

  /// Appends text such as a `Decimal`'s description, unchanged.
  func write(text: String) {
    writeText(text)
  }

  // MARK: Strings

  /// Appends `value` as a quoted, escaped JSON string.
  func write(string value: String) {
    var value = value
    value.withUTF8 { write(quoted: $0) }
  }

  /// Appends `key` as an object key: quoted, escaped, followed by a colon.
  ///
  /// - Returns: Whether anything in the key needed escaping.
  func write(key: String) -> Bool {
    var key = key
    return key.withUTF8 { bytes in
      reserve(bytes.count + 3)
      storage[count] = UInt8(ascii: "\"")
      count += 1
      let escaped = write(escaped: bytes)
      reserve(2)
      storage[count] = UInt8(ascii: "\"")
      storage[count + 1] = UInt8(ascii: ":")
      count += 2
      return escaped
    }
  }

  /// Appends UTF-8 `text` as a quoted, escaped JSON string.
  func write(quoted text: UnsafeBufferPointer<UInt8>) {
    reserve(text.count + 2)
    storage[count] = UInt8(ascii: "\"")
    count += 1
    write(escaped: text)
    write(byte: UInt8(ascii: "\""))
  }

  /// Appends UTF-8 `text` escaped for the inside of a JSON string, without quotes.
  ///
  /// - Returns: Whether anything needed escaping.
  @discardableResult
  func write(escaped text: UnsafeBufferPointer<UInt8>) -> Bool {
    write(text, escapingTwice: false)
  }

  // MARK: JSON inside a JSON string

  /// Appends `value` as a JSON string that is itself inside a JSON string: `\"`, the text
  /// escaped twice, `\"`.
  ///
  /// A path's document holds each element's JSON text as a string; writing an element's strings
  /// this way puts its text into the document in one pass, instead of writing it and then
  /// escaping a copy.
  func write(embeddedString value: String) {
    var value = value
    value.withUTF8 { write(embeddedQuoted: $0) }
  }

  /// Appends UTF-8 `text` as a JSON string inside a JSON string, quotes escaped.
  func write(embeddedQuoted text: UnsafeBufferPointer<UInt8>) {
    reserve(4)
    storage[count] = UInt8(ascii: "\\")
    storage[count + 1] = UInt8(ascii: "\"")
    count += 2
    write(doubleEscaped: text)
    reserve(2)
    storage[count] = UInt8(ascii: "\\")
    storage[count + 1] = UInt8(ascii: "\"")
    count += 2
  }

  /// Appends UTF-8 `text` escaped for a JSON string, and the result escaped again.
  func write(doubleEscaped text: UnsafeBufferPointer<UInt8>) {
    _ = write(text, escapingTwice: true)
  }

  /// Appends `text` escaped once or twice; whether anything needed escaping.
  ///
  /// Inlined into both callers, so that each loop is compiled for its own `twice`.
  @inline(__always)
  private func write(_ text: UnsafeBufferPointer<UInt8>, escapingTwice twice: Bool) -> Bool {
    guard let source = text.baseAddress else {
      return false
    }
    // Room for the worst case, a control character as `\u00XX` (seven bytes once escaped
    // again), plus a word of slack, so the loop only stores.
    reserve(text.count * (twice ? 7 : 6) + 8)
    let storage = self.storage
    var position = count
    var read = 0
    var escaped = false
    while read < text.count {
      if read + 8 <= text.count {
        // Copy eight bytes at once; those from the first special byte on are written again.
        let word = JSONByteScan.word(at: source + read)
        JSONByteScan.store(word, at: storage + position)
        let mask = JSONByteScan.specialBytes(in: word, nonASCII: false)
        let plain = mask == 0 ? 8 : mask.trailingZeroBitCount / 8
        position += plain
        read += plain
        if plain == 8 {
          continue
        }
      }
      let byte = source[read]
      read += 1
      if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
        storage[position] = byte
        position += 1
        continue
      }
      escaped = true
      // Every escape starts with `\`, which escaping again doubles; after it, `"` and `\` are
      // the only bytes that need escaping again.
      storage[position] = UInt8(ascii: "\\")
      position += 1
      if twice {
        storage[position] = UInt8(ascii: "\\")
        position += 1
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        if twice {
          storage[position] = UInt8(ascii: "\\")
          position += 1
        }
        storage[position] = byte
        position += 1
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), 0x08, 0x0C:
        storage[position] = Self.escapeLetter(byte)
        position += 1
      default:
        storage[position] = UInt8(ascii: "u")
        storage[position + 1] = UInt8(ascii: "0")
        storage[position + 2] = UInt8(ascii: "0")
        storage[position + 3] = Self.hexDigit(byte >> 4)
        storage[position + 4] = Self.hexDigit(byte & 0x0F)
        position += 5
      }
    }
    count = position
    return escaped
  }

  /// The letter after `\` in the short escape of a control character: `n`, `r`, `t`, `b`, `f`.
  private static func escapeLetter(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "\n"): UInt8(ascii: "n")
    case UInt8(ascii: "\r"): UInt8(ascii: "r")
    case UInt8(ascii: "\t"): UInt8(ascii: "t")
    case 0x08: UInt8(ascii: "b")
    default: UInt8(ascii: "f")
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
