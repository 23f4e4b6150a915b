/// ANSI "select graphic rendition" escape sequences for styles.
package enum SGR {
  /// Turns every attribute and colour off.
  package static let reset = "\u{1B}[0m"

  /// A reset followed by the attributes of `style`.
  package static func transition(to style: Style) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.italic { codes.append("3") }
    if style.underline { codes.append("4") }
    if style.inverse { codes.append("7") }
    if let foreground = style.foreground { codes.append(code(for: foreground, background: false)) }
    if let background = style.background { codes.append(code(for: background, background: true)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private static func code(for color: Color, background: Bool) -> String {
    let base = background ? 40 : 30
    switch color {
    case .ansi256(let index): return "\(base + 8);5;\(index)"
    case .rgb(let red, let green, let blue): return "\(base + 8);2;\(red);\(green);\(blue)"
    default:
      // The sixteen named colours, in order: 30–37, then the bright ones at 90–97.
      let index = Color.named.firstIndex { $0.1 == color } ?? 7
      return "\(index < 8 ? base + index : base + 52 + index)"
    }
  }
}
