/// How prominent text is, or its colour.
public enum ForegroundStyle: Hashable, Sendable {
  /// The terminal's default text colour.
  case primary
  /// Less prominent text: dim.
  case secondary
  /// Text in a colour (shown only when colour is on).
  case color(Color)
}
