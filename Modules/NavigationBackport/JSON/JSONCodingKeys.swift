/// The coding key of an array element: its index, read as `Index 3` like Foundation's.
struct JSONIndexKey: CodingKey {
  /// The element's position in its array.
  let index: Int

  init(index: Int) {
    self.index = index
  }

  init?(intValue: Int) {
    self.index = intValue
  }

  init?(stringValue: String) {
    return nil
  }

  var intValue: Int? { index }

  var stringValue: String { "Index \(index)" }
}

/// A coding key with a given name, such as `super` or a key read from a document.
struct JSONStringKey: CodingKey {
  let stringValue: String

  init(_ stringValue: String) {
    self.stringValue = stringValue
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    self.stringValue = String(intValue)
  }

  var intValue: Int? { nil }

  /// The key Foundation uses for `superEncoder()` and `superDecoder()`.
  static let superKey = JSONStringKey("super")
}
