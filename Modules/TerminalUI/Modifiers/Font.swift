/// A semantic text style; terminals have one size, so each one is drawn with attributes.
public enum Font: Hashable, Sendable {
  /// The title of a screen or section: bold and underlined.
  case title
  /// A heading: bold.
  case headline
  /// Running text: plain.
  case body
  /// Small print: dim.
  case caption

  /// The attributes the font draws with.
  var style: Style {
    switch self {
    case .title: Style(bold: true, underline: true)
    case .headline: Style(bold: true)
    case .body: .plain
    case .caption: Style(dim: true)
    }
  }
}
