/// How many terminal columns a character takes.
///
/// East Asian wide and fullwidth characters and emoji take two columns; combining marks, zero-width
/// characters and control characters take none; everything else takes one.
///
/// ```swift
/// DisplayWidth.of("a")    // 1
/// DisplayWidth.of("葡")   // 2
/// DisplayWidth.of("🍷")   // 2
/// "Rioja 🍷".displayWidth // 8
/// ```
public enum DisplayWidth {
  /// The number of columns `character` takes in a terminal: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count > 1, isEmojiSequence(scalars) { return 2 }
    return width(of: first)
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

  /// Whether a multi-scalar cluster is drawn as one emoji: a variation selector 16, a keycap, a
  /// skin-tone modifier, a ZWJ sequence of pictographs or a flag (a pair of regional indicators).
  private static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
    let startsWithPictograph =
      scalars.first.map { $0.properties.isEmoji && $0.value > 0xFF } ?? false
    var regionalIndicators = 0
    for scalar in scalars {
      switch scalar.value {
      case 0xFE0E: return false  // Text presentation selector.
      case 0xFE0F, 0x20E3: return true  // Emoji presentation selector, combining keycap.
      case 0x200D where startsWithPictograph: return true  // Zero width joiner.
      case 0x1F1E6...0x1F1FF: regionalIndicators += 1
      default: if scalar.properties.isEmojiModifier { return true }
      }
    }
    return regionalIndicators == 2
  }
}

extension StringProtocol {
  /// The number of terminal columns the string takes, by ``DisplayWidth/of(_:)``.
  public var displayWidth: Int {
    var total = 0
    for character in self { total += DisplayWidth.of(character) }
    return total
  }
}
