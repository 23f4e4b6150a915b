/// One JSON value on a ``JSONTape``: a scalar, or the opening of an array or object whose contents
/// follow it on the tape.
struct JSONToken {
  /// What kind of value the token stands for.
  enum Kind: UInt8 {
    case null, `true`, `false`, number, string, array, object
  }

  /// The kind of value.
  var kind: Kind
  /// Whether a string has escapes, so that its bytes must go through ``JSONUnescaper``, or a
  /// number has a fraction or an exponent.
  var flag: Bool
  /// Where the value's bytes start in the document: the content of a string (after the quote),
  /// the first character of a number or literal, the opening bracket of a container.
  var start: UInt32
  /// The byte length of a string or number, or the number of elements or members of a container.
  var length: UInt32
  /// The index of the token after this value and everything inside it, to skip over it.
  var end: UInt32
}

/// A parsed JSON document as a flat array of tokens with byte ranges, built by ``JSONParser``.
///
/// The tape holds no per-value objects: an array token is followed by its elements, an object
/// token by its members as key token, value tokens pairs, and every token knows where the value
/// after it starts. Keys and strings are byte ranges of the document, so they can be compared
/// without building a `String`; the few with escapes are unescaped when read. The last token is
/// always an extra `null` that stands in for missing values.
struct JSONTape: ~Copyable {
  /// The tokens: the root value first, then the extra `null`.
  var tokens = JSONTokenBuffer()
  /// The document offset where each element of a top-level array starts, when asked for.
  var topLevelOffsets: [Int] = []
  /// The open containers while parsing; kept to reuse its storage.
  var openContainers: [Int] = []

  /// The index of the extra `null` token that stands in for missing values.
  var missingValue: Int { tokens.count - 1 }

  /// Empties the tape, keeping its storage for the next document.
  mutating func removeAll() {
    // Emptying an empty array still goes through a generic `replaceSubrange`; most of these are
    // empty, and an element's document is parsed for every element of a path.
    tokens.removeAll()
    if !topLevelOffsets.isEmpty {
      topLevelOffsets.removeAll(keepingCapacity: true)
    }
    if !openContainers.isEmpty {
      openContainers.removeAll(keepingCapacity: true)
    }
  }
}
