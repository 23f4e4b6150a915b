/// Why a link cannot be read or opened: one sentence saying what is wrong, where, and what to do.
///
/// Parts of the link are quoted percent-encoded, at most 60 characters, so a message is always
/// printable. An app reports its own problems with a link in the same type.
public struct NBLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sentence.
  ///
  /// For example: `Unknown segment 'wines' at position 1; expected 'tab' or 'sheet'.`
  public let description: String

  /// An error saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}

extension NBLinkError {
  /// `text` as a message quotes it: at most 60 characters, the last one `…` when cut.
  static func excerpt(_ text: some StringProtocol) -> String {
    text.count > 60 ? text.prefix(59) + "…" : String(text)
  }

  /// `words` quoted and listed for a message: `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func quoted(_ words: [String]) -> String {
    let quoted = words.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else {
      return quoted.last ?? "nothing"
    }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
