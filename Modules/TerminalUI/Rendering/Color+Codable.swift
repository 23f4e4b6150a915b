/// Colours are written as readable strings: a named colour (`"red"`, `"brightBlack"`), a
/// 256-colour palette index (`"ansi256:208"`), or a 24-bit colour (`"#ff8800"`).
extension Color: Codable {
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

  /// The colour whose string form is `name`, or `nil`.
  public init?(name: String) {
    if let named = Self.named.first(where: { $0.0 == name }) {
      self = named.1
    } else if name.hasPrefix("ansi256:"), let index = UInt8(name.dropFirst("ansi256:".count)) {
      self = .ansi256(index)
    } else if name.hasPrefix("#"), name.count == 7,
      let value = UInt32(name.dropFirst(), radix: 16)
    {
      self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    } else {
      return nil
    }
  }

  /// Decodes the string form, or throws an error listing the valid forms.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let color = Color(name: text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: """
            unknown colour "\(text)"; expected a name (\(Self.named.map(\.0).joined(separator: ", "))), \
            "ansi256:N" or "#rrggbb"
            """
        )
      )
    }
    self = color
  }

  /// Encodes the string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
