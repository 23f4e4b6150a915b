/// One rendered screen: a grid of cells and the controls drawn on it, a value tests compare.
public struct Frame: Equatable, Sendable {
  /// The number of columns of every line.
  public var width: Int
  /// The lines, top to bottom; each has exactly ``width`` cells.
  public var lines: [[Cell]]
  /// Every control a person can act on, in the order they are drawn, top to bottom.
  public var controls: [Control]

  /// A frame of the given lines and controls.
  public init(width: Int, lines: [[Cell]], controls: [Control]) {
    self.width = width
    self.lines = lines
    self.controls = controls
  }

  /// The text of the frame without styles: lines joined with newlines, trailing spaces removed.
  public var plainText: String { text(styled: false) }

  /// The control whose shortcut is `shortcut`, if it is on screen.
  public func control(_ shortcut: String) -> Control? {
    controls.first { $0.shortcut == shortcut }
  }

  /// The text of the frame, with SGR sequences where the style changes when `styled`, reset at
  /// the end of each line that changed it.
  public func text(styled: Bool) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines.count * (width + 1))
    for (index, line) in lines.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: "\n")) }
      Self.appendText(of: line, styled: styled, to: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends one line as ``text(styled:)`` writes it, without trailing blanks.
  static func appendText(of line: [Cell], styled: Bool, to bytes: inout [UInt8]) {
    let cells = line.span
    var visible = cells.count
    while visible > 0, cells[visible - 1].isSpace || cells[visible - 1].isContinuation {
      visible -= 1
    }
    if !styled, !(0..<visible).contains(where: { !cells[$0].isASCII }) {
      for index in 0..<visible { bytes.append(cells[index].asciiByte) }
      return
    }
    var current = Style.plain
    for index in 0..<visible {
      let cell = cells[index]
      if styled, cell.style != current {
        bytes.append(contentsOf: SGR.transition(to: cell.style).utf8)
        current = cell.style
      }
      cell.appendUTF8(to: &bytes)
    }
    if styled, current != .plain { bytes.append(contentsOf: SGR.reset.utf8) }
  }
}
