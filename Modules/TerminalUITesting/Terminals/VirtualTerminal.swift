import TerminalUI

/// A model terminal for tests: it applies the bytes a program writes to a grid of cells, as an
/// xterm-compatible terminal would, so a test can read the screen a person would see.
///
/// ```swift
/// var terminal = VirtualTerminal(rows: 24, columns: 80)
/// terminal.feed(FrameDiffer.output(from: nil, to: first))
/// terminal.feed(FrameDiffer.output(from: first, to: second))
/// #expect(terminal.lines == second.lines)
/// ```
///
/// It understands what full-screen apps need: printable UTF-8 (wide characters take two cells),
/// carriage return, line feed, backspace and tab; cursor positioning and relative moves (`H`, `f`,
/// `A`–`D`, `G`, `d`); erasing in the display and the line (`J`, `K`); select graphic rendition
/// (`m`: attributes, the 16 colours, 256-colour and 24-bit colours); the alternate screen
/// (`?1049`, `?1047`, `?47`), cursor visibility (`?25`) and bracketed paste (`?2004`); saving and restoring the cursor
/// (`ESC 7`, `ESC 8`). Writing into the last column leaves the cursor there until the next
/// character wraps, as xterm does. Anything else is recorded in ``unsupported`` and otherwise
/// ignored, so a test can check that a program sends only what it means to.
public struct VirtualTerminal: Sendable {
  /// The number of lines.
  public private(set) var rows: Int
  /// The number of columns.
  public private(set) var columns: Int
  /// The screen shown: the alternate screen while it is active, else the main one.
  public private(set) var lines: [[Cell]]
  /// Whether the alternate screen is shown.
  public private(set) var isAlternateScreen = false
  /// Whether the cursor is shown.
  public private(set) var isCursorVisible = true
  /// Whether bracketed paste is on: pasted text would arrive between `ESC [ 200 ~` and
  /// `ESC [ 201 ~`.
  public private(set) var isBracketedPaste = false
  /// The cursor's line, from 0.
  public private(set) var cursorRow = 0
  /// The cursor's column, from 0.
  public private(set) var cursorColumn = 0
  /// The style the next character is drawn in.
  public private(set) var style = Style.plain
  /// The escape sequences received that this model does not implement, in order.
  public private(set) var unsupported: [String] = []
  /// The lines written to (a character drawn or cells erased) since the terminal was made or
  /// ``forgetDrawnLines()`` was last called, so that a test can tell which lines a frame redrew.
  public private(set) var drawnLines: Set<Int> = []

  private var savedMainLines: [[Cell]]?
  private var savedCursor: (row: Int, column: Int)?
  private var wrapPending = false
  private var pending: [UInt8] = []

  /// A terminal of `rows` lines by `columns` columns, blank, showing its main screen.
  public init(rows: Int, columns: Int) {
    self.rows = max(rows, 1)
    self.columns = max(columns, 1)
    lines = Self.blankLines(rows: self.rows, columns: self.columns)
  }

  // MARK: Reading the screen

  /// The text of line `row`, without trailing spaces.
  public func text(ofLine row: Int) -> String {
    guard lines.indices.contains(row) else { return "" }
    var text = lines[row].map(\.character).joined()
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The text of the screen: every line without trailing spaces, joined with newlines.
  public var text: String {
    lines.indices.map(text(ofLine:)).joined(separator: "\n")
  }

  /// The text drawn in inverse video (a highlight), a string per line that has some.
  public var inverseText: [String] {
    lines.compactMap { line in
      let highlighted = line.filter(\.style.inverse).map(\.character).joined()
      let trimmed = highlighted.trimmingSpaces
      return trimmed.isEmpty ? nil : trimmed
    }
  }

  /// Starts counting ``drawnLines`` afresh.
  public mutating func forgetDrawnLines() {
    drawnLines = []
  }

  /// The index of the first line containing `text`, if any.
  public func line(containing text: String) -> Int? {
    lines.indices.first { self.text(ofLine: $0).contains(text) }
  }

  // MARK: Input

  /// Applies `text`, encoded as UTF-8, as if the program wrote it.
  public mutating func feed(_ text: String) {
    feed(Array(text.utf8))
  }

  /// Applies `bytes` as if the program wrote them; an incomplete sequence at the end waits for
  /// the next call.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    pending.append(contentsOf: bytes)
    var index = 0
    while index < pending.count {
      guard let consumed = step(pending[index...]) else { break }
      index += consumed
    }
    pending.removeFirst(index)
  }

  /// Changes the size, keeping what fits, as a terminal window being resized does.
  public mutating func resize(rows: Int, columns: Int) {
    let rows = max(rows, 1)
    let columns = max(columns, 1)
    lines = Self.resized(lines, rows: rows, columns: columns)
    savedMainLines = savedMainLines.map { Self.resized($0, rows: rows, columns: columns) }
    self.rows = rows
    self.columns = columns
    cursorRow = min(cursorRow, rows - 1)
    cursorColumn = min(cursorColumn, columns - 1)
    wrapPending = false
    drawnLines.formUnion(0..<rows)
  }

  // MARK: Parsing

  /// Applies what starts `bytes`; returns how many bytes it took, or `nil` when they are not
  /// complete yet.
  private mutating func step(_ bytes: ArraySlice<UInt8>) -> Int? {
    let start = bytes.startIndex
    let byte = bytes[start]
    switch byte {
    case 0x1B:
      return escape(bytes)
    case 0x0D:
      moveCursor(row: cursorRow, column: 0)
    case 0x0A, 0x0B, 0x0C:
      lineFeed()
    case 0x08:
      moveCursor(row: cursorRow, column: cursorColumn - 1)
    case 0x09:
      moveCursor(row: cursorRow, column: min((cursorColumn / 8 + 1) * 8, columns - 1))
    case 0x00..<0x20, 0x7F:
      break
    default:
      let length =
        byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      guard bytes.count >= length else { return nil }
      let text = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
      for scalar in text.unicodeScalars { put(scalar) }
      return length
    }
    return 1
  }

  private mutating func escape(_ bytes: ArraySlice<UInt8>) -> Int? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return nil }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      var index = start + 2
      while index < bytes.endIndex, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
      guard index < bytes.endIndex else { return nil }
      let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
      controlSequence(parameters: parameters, final: Character(Unicode.Scalar(bytes[index])))
      return index - start + 1
    case UInt8(ascii: "7"):
      savedCursor = (cursorRow, cursorColumn)
    case UInt8(ascii: "8"):
      if let savedCursor { moveCursor(row: savedCursor.row, column: savedCursor.column) }
    default:
      unsupported.append("ESC " + String(decoding: [bytes[start + 1]], as: UTF8.self))
    }
    return 2
  }

  private mutating func controlSequence(parameters: String, final: Character) {
    if parameters.hasPrefix("?") {
      privateMode(String(parameters.dropFirst()), set: final == "h", final: final)
      return
    }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) }
    func number(_ index: Int, default value: Int) -> Int {
      guard index < numbers.count, let number = numbers[index] else { return value }
      return number
    }
    switch final {
    case "H", "f":
      moveCursor(row: number(0, default: 1) - 1, column: number(1, default: 1) - 1)
    case "A": moveCursor(row: cursorRow - max(number(0, default: 1), 1), column: cursorColumn)
    case "B": moveCursor(row: cursorRow + max(number(0, default: 1), 1), column: cursorColumn)
    case "C": moveCursor(row: cursorRow, column: cursorColumn + max(number(0, default: 1), 1))
    case "D": moveCursor(row: cursorRow, column: cursorColumn - max(number(0, default: 1), 1))
    case "G": moveCursor(row: cursorRow, column: number(0, default: 1) - 1)
    case "d": moveCursor(row: number(0, default: 1) - 1, column: cursorColumn)
    case "J": eraseInDisplay(number(0, default: 0))
    case "K": eraseInLine(number(0, default: 0))
    case "m": selectGraphicRendition(numbers.map { $0 ?? 0 })
    default: unsupported.append("CSI \(parameters)\(final)")
    }
  }

  private mutating func privateMode(_ mode: String, set: Bool, final: Character) {
    guard final == "h" || final == "l" else {
      unsupported.append("CSI ?\(mode)\(final)")
      return
    }
    switch mode {
    case "25":
      isCursorVisible = set
    case "2004":
      isBracketedPaste = set
    case "1049", "1047", "47":
      guard set != isAlternateScreen else { return }
      if set {
        if mode == "1049" { savedCursor = (cursorRow, cursorColumn) }
        savedMainLines = lines
        lines = Self.blankLines(rows: rows, columns: columns)
      } else {
        lines = savedMainLines ?? Self.blankLines(rows: rows, columns: columns)
        savedMainLines = nil
        if mode == "1049", let savedCursor {
          moveCursor(row: savedCursor.row, column: savedCursor.column)
        }
      }
      isAlternateScreen = set
      drawnLines.formUnion(0..<rows)
    default:
      unsupported.append("CSI ?\(mode)\(final)")
    }
  }

  // MARK: Drawing

  private mutating func put(_ scalar: Unicode.Scalar) {
    let character = Character(scalar)
    let width = DisplayWidth.of(character)
    if width == 0 {
      // A combining mark or joiner belongs to the character before it.
      let column = wrapPending ? cursorColumn : cursorColumn - 1
      if column >= 0 {
        lines[cursorRow][column].character.unicodeScalars.append(scalar)
        drawnLines.insert(cursorRow)
      }
      return
    }
    if wrapPending || cursorColumn + width > columns {
      wrapPending = false
      cursorColumn = 0
      lineFeed()
    }
    clearWideCharacter(at: cursorColumn)
    drawnLines.insert(cursorRow)
    lines[cursorRow][cursorColumn] = Cell(character: String(character), style: style)
    if width == 2, cursorColumn + 1 < columns {
      clearWideCharacter(at: cursorColumn + 1)
      lines[cursorRow][cursorColumn + 1] = Cell(character: "", style: style)
    }
    if cursorColumn + width >= columns {
      cursorColumn = columns - 1
      wrapPending = true
    } else {
      cursorColumn += width
    }
  }

  /// Blanks the other half of a wide character when one half of it is about to be overwritten.
  private mutating func clearWideCharacter(at column: Int) {
    let line = lines[cursorRow]
    if line[column].isContinuation, column > 0 {
      lines[cursorRow][column - 1] = .blank(line[column - 1].style)
    } else if column + 1 < columns, line[column + 1].isContinuation {
      lines[cursorRow][column + 1] = .blank(line[column + 1].style)
    }
  }

  private mutating func lineFeed() {
    wrapPending = false
    if cursorRow + 1 < rows {
      cursorRow += 1
    } else {
      lines.removeFirst()
      lines.append(Array(repeating: erased, count: columns))
      drawnLines.formUnion(0..<rows)
    }
  }

  private mutating func moveCursor(row: Int, column: Int) {
    wrapPending = false
    cursorRow = min(max(row, 0), rows - 1)
    cursorColumn = min(max(column, 0), columns - 1)
  }

  /// A cell erased in the current style: blank, keeping only the background colour.
  private var erased: Cell { .blank(Style(background: style.background)) }

  private mutating func eraseInDisplay(_ mode: Int) {
    switch mode {
    case 0:
      eraseInLine(0)
      for row in (cursorRow + 1)..<rows { lines[row] = Array(repeating: erased, count: columns) }
      drawnLines.formUnion((cursorRow + 1)..<rows)
    case 1:
      eraseInLine(1)
      for row in 0..<cursorRow { lines[row] = Array(repeating: erased, count: columns) }
      drawnLines.formUnion(0..<cursorRow)
    case 2, 3:
      lines = Array(repeating: Array(repeating: erased, count: columns), count: rows)
      drawnLines.formUnion(0..<rows)
    default:
      unsupported.append("CSI \(mode)J")
    }
  }

  private mutating func eraseInLine(_ mode: Int) {
    let range: Range<Int>
    switch mode {
    case 0: range = cursorColumn..<columns
    case 1: range = 0..<(cursorColumn + 1)
    case 2: range = 0..<columns
    default:
      unsupported.append("CSI \(mode)K")
      return
    }
    if range.lowerBound > 0, lines[cursorRow][range.lowerBound].isContinuation {
      lines[cursorRow][range.lowerBound - 1] = erased
    }
    for column in range { lines[cursorRow][column] = erased }
    drawnLines.insert(cursorRow)
  }

  private mutating func selectGraphicRendition(_ codes: [Int]) {
    var codes = codes.isEmpty ? [0] : codes
    while !codes.isEmpty {
      let code = codes.removeFirst()
      switch code {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.inverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.inverse = false
      case 30...37: style.foreground = Self.basicColors[code - 30]
      case 90...97: style.foreground = Self.basicColors[code - 90 + 8]
      case 39: style.foreground = nil
      case 40...47: style.background = Self.basicColors[code - 40]
      case 100...107: style.background = Self.basicColors[code - 100 + 8]
      case 49: style.background = nil
      case 38, 48:
        let color = Self.extendedColor(&codes)
        if code == 38 { style.foreground = color } else { style.background = color }
      default:
        unsupported.append("SGR \(code)")
      }
    }
  }

  /// The colour of `5;n` or `2;r;g;b` after 38 or 48, taking those codes.
  private static func extendedColor(_ codes: inout [Int]) -> Color? {
    guard let kind = codes.first else { return nil }
    codes.removeFirst()
    func byte() -> UInt8 {
      guard !codes.isEmpty else { return 0 }
      return UInt8(clamping: codes.removeFirst())
    }
    switch kind {
    case 5: return .ansi256(byte())
    case 2: return .rgb(byte(), byte(), byte())
    default: return nil
    }
  }

  private static let basicColors: [Color] = [
    .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed,
    .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
  ]

  private static func blankLines(rows: Int, columns: Int) -> [[Cell]] {
    Array(repeating: Array(repeating: Cell.blank(), count: columns), count: rows)
  }

  private static func resized(_ lines: [[Cell]], rows: Int, columns: Int) -> [[Cell]] {
    (0..<rows).map { row in
      let line = lines.indices.contains(row) ? lines[row] : []
      let kept = Array(line.prefix(columns))
      return kept + Array(repeating: Cell.blank(), count: columns - kept.count)
    }
  }
}

extension String {
  /// The string without spaces at either end.
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
