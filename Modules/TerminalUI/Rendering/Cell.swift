/// One column of one line of a frame.
///
/// A wide character (East Asian wide or an emoji) fills two cells: the first holds the character,
/// the second is a continuation cell whose `character` is empty.
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster drawn in this cell, `" "` for blank and `""` for a continuation cell.
  public var character: String
  /// How the character is drawn.
  public var style: Style

  /// A cell drawing `character` in `style`.
  public init(character: String, style: Style = .plain) {
    self.character = character
    self.style = style
  }

  /// A blank cell in `style`.
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(character: " ", style: style)
  }

  /// Whether this cell is the second half of a wide character.
  public var isContinuation: Bool { character.isEmpty }
}
