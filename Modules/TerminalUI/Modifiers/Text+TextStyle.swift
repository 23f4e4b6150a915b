extension Text {
  /// This text in a semantic style.
  ///
  /// As in SwiftUI, a text's own font wins over one set around it.
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

  /// This text on at most `limit` lines, the last truncated with `…`; `nil` wraps it onto as
  /// many lines as it needs, whatever limit is set around it.
  public func lineLimit(_ limit: Int?) -> Text {
    with { $0.lineLimit = .some(limit) }
  }

  /// A copy of this text with `change` made to its style.
  private func with(_ change: (inout TextStyleOverrides) -> Void) -> Text {
    var text = self
    change(&text.overrides)
    return text
  }
}

/// The style a ``Text`` sets for itself with its own modifiers, over what the environment gives.
///
/// The modifiers of a text return a text, not a view around it, so that a styled text is still a
/// `Text` and resolves as one view.
struct TextStyleOverrides {
  /// The font, if the text sets one.
  var font: Font?
  /// The foreground style, if the text sets one.
  var foregroundStyle: ForegroundStyle?
  /// Whether the text is bold whatever is set around it.
  var isBold = false
  /// Whether the text is in italics whatever is set around it.
  var isItalic = false
  /// The line limit, if the text sets one (which may be no limit).
  var lineLimit: Int??
}
