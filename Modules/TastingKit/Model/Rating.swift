/// A person's rating of one grape: a score of 1 to 5 stars and a short note.
///
/// Plain data, kept per grape in the app's state file. A rating is always valid: its initializer
/// throws ``Invalid`` rather than build one with a score outside 1…5 or a note that does not fit,
/// and decoding one from a file that breaks these rules throws the same reason.
///
/// ```
/// Your rating: ★★★★☆ jammy
/// ```
public struct Rating: Hashable, Codable, Sendable {
  /// The scores a rating can have.
  public static let scores = 1...5
  /// The longest note, in characters: one line on a screen, a few words on a label.
  public static let maximumNoteLength = 200

  /// The number of stars, 1 to 5.
  public let score: Int
  /// What the person wrote, without the whitespace around it; may be empty.
  public let note: String

  /// A rating of `score` stars with `note`, whitespace around it removed.
  ///
  /// - Throws: ``Invalid`` when `score` is outside 1…5, or the note is longer than
  ///   ``maximumNoteLength`` characters or holds a control character (a line break, a tab, an
  ///   escape).
  public init(score: Int, note: String = "") throws(Invalid) {
    guard Self.scores.contains(score) else { throw .score(score) }
    let trimmed = note.drop { $0.isWhitespace }
    let note = String(trimmed.reversed().drop { $0.isWhitespace }.reversed())
    guard note.count <= Self.maximumNoteLength else { throw .noteTooLong(note.count) }
    guard !note.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { throw .controlCharacterInNote }
    self.score = score
    self.note = note
  }

  /// Decodes a rating, checked as ``init(score:note:)`` checks it: ratings are read from a state
  /// file a person may edit.
  ///
  /// - Throws: `DecodingError.dataCorrupted` with the reason, such as "A score is 1 to 5 stars,
  ///   not 9.", when the rating is not valid.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let score = try container.decode(Int.self, forKey: .score)
    let note = try container.decode(String.self, forKey: .note)
    do throws(Invalid) {
      try self.init(score: score, note: note)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// The score as five stars, filled for the score: `★★★★☆` for 4.
  public var stars: String {
    String(repeating: "★", count: score) + String(repeating: "☆", count: 5 - score)
  }

  /// The rating in one line: `Your rating: ★★★★☆ jammy`, or `Your rating: ★★★★☆` without a note.
  public var summary: String {
    note.isEmpty ? "Your rating: \(stars)" : "Your rating: \(stars) \(note)"
  }
}
