extension Text {
  /// This text in a semantic style, which wins over one set around it.
  public func font(_ font: Font) -> Text {
    with { $0.font = font }
  }

  /// This text as primary or secondary text, or in a colour.
  public func foregroundStyle(_ style: ForegroundStyle) -> Text {
    with { $0.foregroundStyle = style }
  }

  /// This text in a colour, shown only when colour is on.
  public func foregroundStyle(_ color: Color) -> Text {
    with { $0.foregroundStyle = .color(color) }
  }

  /// This text in bold.
  public func bold() -> Text {
    with { $0.isBold = true }
  }

  /// This text in italics.
  public func italic() -> Text {
    with { $0.isItalic = true }
  }

  /// This text on at most `limit` lines, the last truncated with `…`; `nil` for no limit.
  public func lineLimit(_ limit: Int?) -> Text {
    with { $0.lineLimit = .some(limit) }
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
  var isBold = false
  var isItalic = false
  /// The line limit, if the text sets one (which may be no limit).
  var lineLimit: Int??
}
