extension View {
  /// Draws the text inside this view in a semantic style; an inner font wins.
  public func font(_ font: Font) -> some View {
    environment(FontKey.self, font)
  }

  /// Draws the text inside this view as primary or secondary text, or in a colour.
  public func foregroundStyle(_ style: ForegroundStyle) -> some View {
    environment(ForegroundStyleKey.self, style)
  }

  /// Draws the text inside this view in a colour, shown only when colour is on.
  public func foregroundStyle(_ color: Color) -> some View {
    environment(ForegroundStyleKey.self, .color(color))
  }

  /// Draws the text inside this view in bold.
  public func bold() -> some View {
    environment(BoldKey.self, true)
  }

  /// Draws the text inside this view in italics.
  public func italic() -> some View {
    environment(ItalicKey.self, true)
  }

  /// Limits the text inside this view to `limit` lines, the last truncated with `…`; `nil` for no
  /// limit.
  public func lineLimit(_ limit: Int?) -> some View {
    environment(LineLimitKey.self, limit)
  }
}
