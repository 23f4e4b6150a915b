/// A terminal colour: one of the sixteen ANSI colours, a 256-colour palette index or a 24-bit RGB value.
public enum Color: Hashable, Sendable {
  /// The eight standard ANSI colours.
  case black, red, green, yellow, blue, magenta, cyan, white
  /// The eight bright ANSI colours; bright black is grey.
  case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan,
    brightWhite
  /// An entry of the 256-colour palette.
  case ansi256(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)
}
