/// How many terminal columns a character takes.
///
/// A character (a grapheme cluster) takes the width of its first scalar, as `wcwidth(3)` gives
/// it: East Asian wide and fullwidth characters and emoji whose default presentation is emoji
/// take two columns; combining marks, zero-width and control characters take none; everything
/// else takes one. The scalars after the first add nothing. For variation selectors and
/// zero-width joiners that is what tmux 3.3 does ("the width of the first character is used")
/// and what `wcwidth` gives GNU screen, xterm and VTE (GNOME Terminal) for the selector: a
/// text-default symbol with a variation selector 16 keeps its one column (☺️, ❤️, 1️⃣), and a
/// zero-width-joiner sequence takes its first pictograph's width (👩‍👩‍👧 two, 🏳️‍🌈 one). A skin-tone
/// modifier counts with its base (👍🏽 two), as kitty, WezTerm and iTerm2 draw it. A regional
/// indicator takes one column, as its East Asian width says, so a flag (two of them) takes two.
///
/// Terminals disagree on these sequences (kitty, WezTerm and iTerm2 draw a VS16 emoji two columns
/// wide; xterm draws each joined pictograph; tmux 3.3 and xterm draw a skin-tone modifier as a
/// second emoji), so the width is a best guess for them.
/// ``isUncertain(_:)`` names such characters, and ``FrameDiffer`` reaches the cell after each
/// with an absolute cursor move, so that a terminal counting differently never shifts what
/// follows, such as a border.
///
/// ```swift
/// DisplayWidth.of("a")    // 1
/// DisplayWidth.of("葡")   // 2
/// DisplayWidth.of("🍷")   // 2
/// DisplayWidth.of("☺️")   // 1
/// "Rioja 🍷".displayWidth // 8
/// ```
public enum DisplayWidth {
  /// The number of columns `character` takes in a terminal: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isRegionalIndicator(first) { return scalars.count > 1 ? 2 : 1 }
    return width(of: first)
  }

  /// Whether terminals are known to disagree on the width of `character`: an emoji, or a
  /// character with a variation selector, a zero-width joiner, a skin-tone modifier, a combining
  /// keycap, regional indicators or tag characters.
  static func isUncertain(_ character: some StringProtocol) -> Bool {
    for scalar in character.unicodeScalars where scalar.value > 0x7E {
      switch scalar.value {
      case 0xFE0E, 0xFE0F, 0x200D, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F:
        return true
      default:
        if scalar.properties.isEmojiPresentation { return true }
      }
    }
    return false
  }

  /// The width of a single scalar standing at the start of a grapheme cluster.
  private static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x7F { return 1 }
    if isZeroWidth(scalar) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return EastAsianWide.contains(value) ? 2 : 1
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format:
      return true
    default:
      return (0x1160...0x11FF).contains(scalar.value)  // Hangul medial vowels and final consonants.
    }
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }
}

extension StringProtocol {
  /// The number of terminal columns the string takes, by ``DisplayWidth/of(_:)``.
  public var displayWidth: Int {
    if TextLayout.isPrintableASCII(self) { return utf8.count }
    var total = 0
    for character in self { total += DisplayWidth.of(character) }
    return total
  }
}
