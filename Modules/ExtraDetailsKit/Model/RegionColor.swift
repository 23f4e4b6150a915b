/// The colours a region's share can be drawn in, by the names data files use.
public enum RegionColor: String, Hashable, Sendable, CaseIterable, Decodable {
  /// Red.
  case red
  /// Orange.
  case orange
  /// Yellow.
  case yellow
  /// Green.
  case green
  /// Blue.
  case blue
  /// Purple.
  case purple
  /// Cyan.
  case cyan
  /// Gray.
  case gray

  /// Decodes a colour name, rejecting an unknown one with the list of valid names.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let color = RegionColor(rawValue: name) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: """
            unknown colour "\(name)"; expected one of \
            \(RegionColor.allCases.map(\.rawValue).joined(separator: ", "))
            """
        )
      )
    }
    self = color
  }
}
