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

/// Colour names as snapshots write them: `"red"`, `"brightBlack"`, `"ansi256:208"`, `"#ff8800"`.
extension Color {
  /// The sixteen named colours, in ANSI order.
  static let named: [(String, Color)] = [
    ("black", .black), ("red", .red), ("green", .green), ("yellow", .yellow), ("blue", .blue),
    ("magenta", .magenta), ("cyan", .cyan), ("white", .white), ("brightBlack", .brightBlack),
    ("brightRed", .brightRed), ("brightGreen", .brightGreen), ("brightYellow", .brightYellow),
    ("brightBlue", .brightBlue), ("brightMagenta", .brightMagenta), ("brightCyan", .brightCyan),
    ("brightWhite", .brightWhite),
  ]

  /// The colour's string form.
  public var name: String {
    switch self {
    case .ansi256(let index):
      return "ansi256:\(index)"
    case .rgb(let red, let green, let blue):
      return "#"
        + [red, green, blue].map { byte in
          let hex = String(byte, radix: 16)
          return hex.count == 1 ? "0" + hex : hex
        }.joined()
    default:
      return Self.named.first { $0.1 == self }?.0 ?? "white"
    }
  }
}
