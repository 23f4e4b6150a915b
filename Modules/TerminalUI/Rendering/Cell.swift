/// One cell of a frame's line; a wide character takes its cell and an empty continuation cell.
public struct Cell: Hashable, Sendable {
  /// The character, kept without a reference so that lines of cells are plain bytes to copy.
  private var glyph: Glyph
  /// How the character is drawn.
  public var style: Style

  /// A cell drawing `character` in `style`.
  public init(character: String, style: Style = .plain) {
    self.glyph = Glyph(character)
    self.style = style
  }

  /// A cell drawing the ASCII character `byte` in `style`.
  init(ascii byte: UInt8, style: Style = .plain) {
    self.glyph = Glyph(ascii: byte)
    self.style = style
  }

  /// The grapheme cluster drawn in this cell, `" "` for blank and `""` for a continuation cell.
  public var character: String {
    get { glyph.string }
    set { glyph = Glyph(newValue) }
  }

  /// A blank cell in `style`.
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(ascii: UInt8(ascii: " "), style: style)
  }

  /// Whether this cell is the second half of a wide character.
  public var isContinuation: Bool { glyph.isEmpty }

  /// Whether this cell is a blank, in any style.
  var isSpace: Bool { glyph == Glyph.space }

  func appendUTF8(to bytes: inout [UInt8]) {
    glyph.appendUTF8(to: &bytes)
  }

  var isASCII: Bool { glyph.isASCII }

  var asciiByte: UInt8 { glyph.firstByte }
}
