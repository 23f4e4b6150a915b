import TerminalUI

/// The text a snapshot of a grid of cells stores: the characters as the grid shows them, then the
/// styles of the styled cells, one run per line, so that a reviewer reads both in a diff.
///
/// ```
/// Wine Grapes          [m] Menu ▸
/// [1] Cabernet Sauvignon ›
/// --- styles (line:columns style "text") ---
/// 1:1-11 bold underline "Wine Grapes"
/// 1:22-31 inverse "[m] Menu ▸"
/// 2:5-24 dim fg=ansi256:208 "Cabernet Sauvignon ›"
/// ```
///
/// Lines and columns count from 1; a wide character takes two columns. A style lists its
/// attributes (`bold`, `dim`, `italic`, `underline`, `inverse`) and then its colours, `fg=` for
/// the text and `bg=` for the background, in TerminalUI's `Color.name` form (`red`,
/// `brightBlack`, `ansi256:208`, `#ff8800`). Cells in the terminal's default style are not
/// listed, nor are spaces whose style does not show on a space (see ``styleRuns(of:)``); a grid
/// without styled cells has no styles section.
enum SnapshotText {
  /// The line that starts the styles section.
  static let stylesHeader = "--- styles (line:columns style \"text\") ---"

  /// The snapshot text of `lines`: every line in full, trailing spaces included, then the styles.
  static func text(of lines: [[Cell]]) -> String {
    let characters = lines.map { line in line.map(\.character).joined() }
    let styles = styleRuns(of: lines)
    return (characters + (styles.isEmpty ? [] : [stylesHeader] + styles))
      .joined(separator: "\n")
  }

  /// One entry per run of neighbouring cells on a line that look alike and are not plain.
  ///
  /// A space shows only inverse video, underline and a background colour; a space without any
  /// of them looks the same in every style. Such a space joins the run around it when the run
  /// goes on after it, and is otherwise left out, so that runs hold what a person sees.
  static func styleRuns(of lines: [[Cell]]) -> [String] {
    var runs: [String] = []
    for (row, line) in lines.enumerated() {
      var run: (style: Style, start: Int, end: Int)?
      func close() {
        guard let current = run else { return }
        let columns =
          current.end - current.start == 1
          ? "\(current.start + 1)" : "\(current.start + 1)-\(current.end)"
        let text = line[current.start..<current.end].map(\.character).joined()
        runs.append("\(row + 1):\(columns) \(describe(current.style)) \"\(text)\"")
        run = nil
      }
      for (column, cell) in line.enumerated() {
        if cell.character == " ", !showsOnASpace(cell.style) {
          // Looks plain: it belongs to whatever run goes on after it, or to none.
          if let current = run, showsOnASpace(current.style) { close() }
          continue
        }
        if let current = run, current.style == cell.style {
          run?.end = column + 1
          continue
        }
        close()
        if cell.style != .plain { run = (cell.style, column, column + 1) }
      }
      close()
    }
    return runs
  }

  /// Whether `style` makes a space look different from a plain one.
  private static func showsOnASpace(_ style: Style) -> Bool {
    style.inverse || style.underline || style.background != nil
  }

  /// `style` in words: its attributes, then its colours.
  static func describe(_ style: Style) -> String {
    let attributes: [(Bool, String)] = [
      (style.bold, "bold"), (style.dim, "dim"), (style.italic, "italic"),
      (style.underline, "underline"), (style.inverse, "inverse"),
    ]
    var words = attributes.filter(\.0).map(\.1)
    if let foreground = style.foreground { words.append("fg=" + foreground.name) }
    if let background = style.background { words.append("bg=" + background.name) }
    return words.joined(separator: " ")
  }
}

extension Frame {
  /// What snapshots store: every line in full, trailing spaces included, joined with newlines,
  /// then the styles of the styled cells (see ``SnapshotText``).
  package var snapshotText: String { SnapshotText.text(of: lines) }
}
