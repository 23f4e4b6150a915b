extension Text {
  /// This text in a semantic style.
  public func font(_ font: Font) -> Text {
    with { $0.font = font }
  }

  /// This text as primary or secondary text, or in a colour.
  public func foregroundStyle(_ style: ForegroundStyle) -> Text {
    with { $0.foregroundStyle = style }
  }

  /// This text on at most `limit` lines, the last truncated with `…`; `nil` for no limit.
  public func lineLimit(_ limit: Int?) -> Text {
    with { $0.lineLimit = limit }
  }

  private func with(_ change: (inout TextStyleOverrides) -> Void) -> Text {
    var text = self
    change(&text.overrides)
    return text
  }
}

/// The style a ``Text`` sets for itself, over what the environment gives.
struct TextStyleOverrides {
  var font: Font?
  var foregroundStyle: ForegroundStyle?
  var lineLimit: Int?
}
