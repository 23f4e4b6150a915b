/// How a cell is drawn: colours and text attributes.
public struct Style: Hashable, Sendable {
  /// The text colour, or `nil` for the terminal's default.
  public var foreground: Color?
  /// The background colour, or `nil` for the terminal's default.
  public var background: Color?
  /// Bold (increased intensity).
  public var bold: Bool
  /// Dim (decreased intensity), used for captions and secondary text.
  public var dim: Bool
  /// Italic, used for emphasis.
  public var italic: Bool
  /// Underlined, used for titles.
  public var underline: Bool
  /// Foreground and background swapped, used to highlight.
  public var inverse: Bool

  /// A style with the given colours and attributes; everything is off by default.
  public init(
    foreground: Color? = nil,
    background: Color? = nil,
    bold: Bool = false,
    dim: Bool = false,
    italic: Bool = false,
    underline: Bool = false,
    inverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.inverse = inverse
  }

  /// The terminal's default colours and no attributes.
  public static let plain = Style()
}
