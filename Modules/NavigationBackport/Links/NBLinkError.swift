/// Why a link cannot be read or opened: one sentence saying what is wrong, where, and what to do.
public struct NBLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sentence, such as `Unknown segment 'wines' at position 1; expected 'tab' or 'sheet'.`.
  public let description: String

  /// An error saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}

extension NBLinkError {
  /// `text` quoted: at most 60 characters, the last one `…` when cut.
  static func excerpt(_ text: some StringProtocol) -> String {
    text.count > 60 ? text.prefix(59) + "…" : String(text)
  }

  /// `words` quoted and listed: `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func quoted(_ words: [String]) -> String {
    let quoted = words.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else {
      return quoted.last ?? "nothing"
    }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
