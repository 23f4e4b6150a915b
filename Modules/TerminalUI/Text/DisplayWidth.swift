/// How many terminal columns a character takes: the width of its first scalar, as `wcwidth(3)`
/// and tmux give it.
///
/// East Asian wide characters and emoji-presentation emoji take two, marks and control
/// characters none, the rest one; so ☺️ (VS16) takes one, 👩‍👩‍👧 two, a flag two.
///
/// Terminals disagree on such sequences; ``isUncertain(_:)`` names them, and full screen's frame differ
/// moves the cursor absolutely after each so that nothing after them shifts.
public enum DisplayWidth {
  /// The number of columns `character` takes in a terminal: 0, 1 or 2, as ``shown(_:)`` draws it.
  public static func of(_ character: Character) -> Int {
    guard let character = shown(character) else { return 0 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isRegionalIndicator(first) { return scalars.count > 1 ? 2 : 1 }
    return width(of: first)
  }

  /// What every screen draws of `character`, or `nil` when nothing is left to draw.
  ///
  /// One rule: NEL, U+2028, U+2029 and tab become a space; unassigned code points and
  /// noncharacters are dropped, and so is a joiner (ZWJ) that ends a character outside an emoji
  /// sequence, which a terminal would join with the next cell and so move a border.
  public static func shown(_ character: Character) -> Character? {
    if let ascii = character.asciiValue {
      return ascii == 0x09 ? " " : character
    }
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first {
      switch scalar.value {
      case 0x85, 0x2028, 0x2029: return " "
      default: return isDropped(scalar) ? nil : character
      }
    }
    guard scalars.contains(where: { isDropped($0) || $0.value == 0x200D }) else { return character }
    var kept = String.UnicodeScalarView()
    for scalar in scalars where !isDropped(scalar) { kept.append(scalar) }
    while kept.last?.value == 0x200D { kept.removeLast() }
    return String(kept).first
  }

  private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .unassigned || scalar.properties.isNoncharacterCodePoint
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
