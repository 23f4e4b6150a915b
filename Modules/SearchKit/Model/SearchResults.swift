/// One grape the search found: its id and its name.
public struct SearchResult: Hashable, Identifiable, Sendable {
  /// The grape's identifier.
  public let id: String
  /// The grape's name, as the list shows it.
  public let title: String

  /// The result for the grape `id` named `title`.
  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

/// The grapes whose name contains a query, in the data's order, each made only when shown.
///
/// The names are folded once by the app (``SearchViewModel/folded(_:)``, as UTF-8 bytes); a
/// keystroke folds the query and keeps the positions whose bytes contain its bytes, so its cost
/// is one pass over the names' bytes. Comparing bytes is comparing text here: both sides are
/// folded the same way, and UTF-8 never matches a character's bytes inside another character.
public struct SearchResults: RandomAccessCollection {
  /// How many grapes were searched.
  public let total: Int
  /// The positions, among the grapes searched, of those that match.
  public let positions: [Int]
  private let result: (Int) -> SearchResult

  /// The grapes among `foldedTitles` that contain `query` (every grape for an empty query);
  /// `result` makes the result of the grape at a position.
  public init(
    query: String, foldedTitles: [[UInt8]], result: @escaping (Int) -> SearchResult
  ) {
    let folded = SearchViewModel.folded(query)
    total = foldedTitles.count
    positions =
      folded.isEmpty
      ? Array(foldedTitles.indices)
      : foldedTitles.indices.filter { Self.bytes(foldedTitles[$0], contain: folded) }
    self.result = result
  }

  /// Whether `text` holds the bytes of `pattern` one after the other somewhere.
  private static func bytes(_ text: [UInt8], contain pattern: [UInt8]) -> Bool {
    guard let first = pattern.first, pattern.count <= text.count else {
      return pattern.isEmpty
    }
    var start = 0
    let lastStart = text.count - pattern.count
    while start <= lastStart {
      if text[start] == first {
        var offset = 1
        while offset < pattern.count, text[start + offset] == pattern[offset] {
          offset += 1
        }
        if offset == pattern.count {
          return true
        }
      }
      start += 1
    }
    return false
  }

  /// The first result's index: 0.
  public var startIndex: Int { 0 }
  /// The number of results.
  public var endIndex: Int { positions.count }
  /// The result at `index`, made now.
  public subscript(index: Int) -> SearchResult { result(positions[index]) }
}
