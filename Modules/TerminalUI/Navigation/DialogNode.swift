/// A confirmation dialog: its question, message and buttons in a box centred over the screen it
/// covers, which is drawn dim and without its controls; or, in line mode, the same lines alone.
///
/// ```
/// [b] ‹ A  B                      [s] Share     (dim, beneath)
/// ──────────────────────────────────────────
/// This is page B.
///    ┌───────────────────────────────┐
///    │ Discard your changes?         │
///    │ Your new name is not saved.   │
///    │                               │
///    │ [d] Discard  [k] Keep editing │
///    └───────────────────────────────┘
/// ```
package struct DialogNode: RenderNode {
  /// One button: a control registered by the caller, its title, and whether it destroys
  /// something (drawn red).
  package struct Button {
    let id: ControlID
    let title: String
    let role: ControlRole
    let isDestructive: Bool

    package init(id: ControlID, title: String, role: ControlRole, isDestructive: Bool) {
      self.id = id
      self.title = title
      self.role = role
      self.isDestructive = isDestructive
    }
  }

  /// How many lines of the covered screen a box is centred over, the screen cut or padded to
  /// them: a usual terminal's height, so that the box shows in the middle of the first screenful.
  static let backdropLines = 24
  /// The widest a box is drawn, in columns.
  static let maximumWidth = 60

  private let title: String
  private let message: String
  private let buttons: [Button]
  /// The covered screen, or `nil` to draw the dialog's lines alone.
  private let backdrop: VStackNode?
  /// Whether the lines start with the title; without, the caller draws it, such as above lines
  /// that scroll.
  private let drawsTitle: Bool
  /// Whether the box is drawn over the backdrop; without, only the backdrop is, for a dialog
  /// the app draws apart.
  private var drawsBox = true

  /// A dialog asking `title` with `buttons`, in a box over `backdrop`, or alone without it; alone
  /// and without `drawsTitle`, its message and buttons only.
  package init(
    title: String, message: String, buttons: [Button], backdrop: [any RenderNode]?,
    drawsTitle: Bool = true
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.backdrop = backdrop.map { VStackNode($0) }
    self.drawsTitle = drawsTitle
  }

  /// Only the screen a dialog covers, dim and without controls, as under a box: for a dialog
  /// drawn apart from it.
  package static func backdrop(_ covered: [any RenderNode]) -> DialogNode {
    var node = DialogNode(title: "", message: "", buttons: [], backdrop: covered)
    node.drawsBox = false
    return node
  }

  package var idealWidth: Int {
    let lines = [title.displayWidth, TextLayout.idealWidth(of: message), buttonsWidth]
    return backdrop == nil ? lines.max() ?? 0 : (lines.max() ?? 0) + 4
  }

  package var textContent: String { title }

  /// `[d] Discard  [k] Keep editing` on one line.
  private var buttonsWidth: Int {
    buttons.reduce(0) { $0 + $1.title.displayWidth + 6 } - 2
  }

  package func draw(width: Int, context: DrawContext) -> Block {
    guard let backdrop else {
      return content(width: width, context: context)
    }
    guard drawsBox else {
      return Self.dimmed(backdrop.parts(width: width, context: context), width: width)
    }
    let boxWidth = min(width, max(idealWidth, 20), Self.maximumWidth)
    var box = Block(width: boxWidth)
    box.append(Block(width: boxWidth, text: "┌" + rule(boxWidth) + "┐"))
    box.append(content(width: max(boxWidth - 4, 0), context: context).bordered(width: boxWidth))
    box.append(Block(width: boxWidth, text: "└" + rule(boxWidth) + "┘"))
    let covered = Self.dimmed(backdrop.parts(width: width, context: context), width: width)
    let top = max(Self.backdropLines - box.height, 0) / 2
    var block = Block(width: width)
    var below = Block(width: width)
    for (index, line) in covered.lines.enumerated() {
      if index < top { block.appendLine(line) } else { below.appendLine(line) }
    }
    below.overlay(box, at: (width - boxWidth) / 2)
    block.append(below)
    return block
  }

  private func rule(_ width: Int) -> String {
    String(repeating: "─", count: max(width - 2, 0))
  }

  /// The title in bold, the message, a blank line and the buttons, wrapped to `width`.
  private func content(width: Int, context: DrawContext) -> Block {
    var block = Block(width: width)
    if drawsTitle {
      block.append(TextNode(title, style: Style(bold: true)).draw(width: width, context: context))
    }
    if !message.isEmpty {
      block.append(TextNode(message).draw(width: width, context: context))
    }
    block.appendBlankLines(1)
    var line = Block(width: width)
    line.appendBlankLines(1)
    var column = 0
    for button in buttons {
      let shortcut = context.shortcut(for: button.id)
      let label = "[\(shortcut)] \(button.title)"
      if column > 0, column + 2 + label.displayWidth > width {
        block.append(line)
        line = Block(width: width)
        line.appendBlankLines(1)
        column = 0
      } else if column > 0 {
        column += 2
      }
      let start = column
      column = line.write("[\(shortcut)] ", line: 0, column: column, style: Style(bold: true))
      let titleStyle = button.isDestructive ? Style(foreground: .red) : Style.plain
      column = line.write(button.title, line: 0, column: column, style: titleStyle)
      line.addControl(
        Control(
          shortcut: shortcut, title: button.title, role: button.role, line: 0,
          columns: start..<column, isDefault: button.role == .close))
    }
    block.append(line)
    return block
  }

  /// The first ``backdropLines`` lines of the covered screen, dim and without controls, as it
  /// cannot be used while the dialog is shown.
  private static func dimmed(_ parts: [DrawnPart], width: Int) -> Block {
    var drawn = Block(width: width)
    parts.forEachBlock { block -> Bool in
      drawn.append(block)
      return drawn.height < backdropLines
    }
    var block = Block(width: width)
    for line in drawn.lines.prefix(backdropLines) {
      block.appendLine(
        line.map { cell in
          var dim = cell
          dim.style = Style(dim: true)
          return dim
        })
    }
    block.appendBlankLines(backdropLines - block.height)
    return block
  }
}
