/// How many terminal columns a character takes: the width of its first scalar, as `wcwidth(3)`
/// and tmux give it.
///
/// East Asian wide characters and emoji-presentation emoji take two, marks and control
/// characters none, the rest one; so ☺️ (VS16) takes one, 👩‍👩‍👧 two, a flag two.
///
/// Terminals disagree on such sequences; ``isUncertain(_:)`` names them, and full screen's frame differ
/// moves the cursor absolutely after each so that nothing after them shifts.
public enum DisplayWidth {
  /// The number of columns `character` takes in a terminal: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isRegionalIndicator(first) { return scalars.count > 1 ? 2 : 1 }
    return width(of: first)
  }

  /// Whether terminals disagree on the width of `character`: emoji and their modifiers.
  package static func isUncertain(_ character: some StringProtocol) -> Bool {
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

  /// The width of a scalar starting a grapheme cluster.
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
