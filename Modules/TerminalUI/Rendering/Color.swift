/// A terminal colour: one of the sixteen ANSI colours, a 256-colour palette index or a 24-bit RGB value.
public enum Color: Hashable, Sendable {
  /// ANSI black.
  case black
  /// ANSI red.
  case red
  /// ANSI green.
  case green
  /// ANSI yellow.
  case yellow
  /// ANSI blue.
  case blue
  /// ANSI magenta.
  case magenta
  /// ANSI cyan.
  case cyan
  /// ANSI white.
  case white
  /// ANSI bright black (grey).
  case brightBlack
  /// ANSI bright red.
  case brightRed
  /// ANSI bright green.
  case brightGreen
  /// ANSI bright yellow.
  case brightYellow
  /// ANSI bright blue.
  case brightBlue
  /// ANSI bright magenta.
  case brightMagenta
  /// ANSI bright cyan.
  case brightCyan
  /// ANSI bright white.
  case brightWhite
  /// An entry of the 256-colour palette.
  case ansi256(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)
}
