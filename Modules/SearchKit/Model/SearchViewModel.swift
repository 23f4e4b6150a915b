import Foundation

/// The search screen as a value: the query typed so far, what an app pushes to show the grapes
/// whose name contains it.
///
/// Plain data, so that it can be linked to, saved and named by history like any screen. The
/// query is kept as a person can see it: control characters are dropped, and it is at most
/// ``maximumLength`` characters.
public struct SearchViewModel: Hashable, Sendable {
  /// The longest query kept, in characters: longer than any grape's name, short enough that a
  /// URL naming it stays far below the app's limit.
  public static let maximumLength = 200

  /// The query, possibly empty (every grape matches it).
  public let query: String
  /// Whether the text asked for was longer than ``maximumLength`` and its end was left out.
  public let wasShortened: Bool

  /// The search for `text`, its control characters dropped and cut to ``maximumLength``.
  public init(query text: String) {
    let printable = String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { scalar in
          let category = scalar.properties.generalCategory
          return category != .control && category != .format && category != .lineSeparator
            && category != .paragraphSeparator
        }))
    query = String(printable.prefix(Self.maximumLength))
    wasShortened = printable.count > Self.maximumLength
  }

  /// Whether two searches are one screen: the same query, however long the text asked for was.
  public static func == (lhs: SearchViewModel, rhs: SearchViewModel) -> Bool {
    lhs.query == rhs.query
  }

  /// Hashes the query, as `==` compares it.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(query)
  }

  /// `text` as the search compares it: case and accents folded (`Grüner` is `gruner`), as
  /// UTF-8 bytes, so that a keystroke compares bytes rather than characters.
  public static func folded(_ text: String) -> [UInt8] {
    Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
  }
}
