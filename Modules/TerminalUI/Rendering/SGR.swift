/// ANSI "select graphic rendition" escape sequences for styles.
enum SGR {
  /// Turns every attribute and colour off.
  static let reset = "\u{1B}[0m"

  /// The sequence that switches from any style to `style`: a reset followed by its attributes.
  static func transition(to style: Style) -> String {
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
    let bright = base + 60
    switch color {
    case .black: return "\(base)"
    case .red: return "\(base + 1)"
    case .green: return "\(base + 2)"
    case .yellow: return "\(base + 3)"
    case .blue: return "\(base + 4)"
    case .magenta: return "\(base + 5)"
    case .cyan: return "\(base + 6)"
    case .white: return "\(base + 7)"
    case .brightBlack: return "\(bright)"
    case .brightRed: return "\(bright + 1)"
    case .brightGreen: return "\(bright + 2)"
    case .brightYellow: return "\(bright + 3)"
    case .brightBlue: return "\(bright + 4)"
    case .brightMagenta: return "\(bright + 5)"
    case .brightCyan: return "\(bright + 6)"
    case .brightWhite: return "\(bright + 7)"
    case .ansi256(let index): return "\(base + 8);5;\(index)"
    case .rgb(let red, let green, let blue): return "\(base + 8);2;\(red);\(green);\(blue)"
    }
  }
}
