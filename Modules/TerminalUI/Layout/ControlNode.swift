/// Something a person acts on, drawn as its shortcut in brackets followed by its label:
/// `[p] Programmatic pop`, or `[1] Shiraz ›` for a row that leads somewhere.
package struct ControlNode: RenderNode {
  /// The registered control, whose shortcut is looked up while drawing.
  package let id: ControlID
  /// The control's title: the one it was given, else the text of its label, joined when asked.
  package var title: String { givenTitle ?? label.textContent }
  private let givenTitle: String?
  /// What kind of control it is.
  package let role: ControlRole
  /// What the label draws as.
  package let label: [any RenderNode]
  /// Whether a `›` follows the label, as on a row that opens another screen.
  package let showsDisclosure: Bool
  /// The columns its shortcut is expected to take, for its ideal width: one for a letter.
  package let shortcutWidth: Int
  /// Whether the control can be used; a disabled one draws its shortcut dim instead of bold.
  package let isEnabled: Bool

  /// A control drawing `label` after its shortcut.
  package init(
    id: ControlID,
    title: String? = nil,
    role: ControlRole,
    label: [any RenderNode],
    showsDisclosure: Bool = false,
    shortcutWidth: Int = 1,
    isEnabled: Bool = true
  ) {
    self.id = id
    self.givenTitle = title
    self.role = role
    self.label = label
    self.showsDisclosure = showsDisclosure
    self.shortcutWidth = shortcutWidth
    self.isEnabled = isEnabled
  }

  package var idealWidth: Int {
    let labelWidth = label.reduce(0) { max($0, $1.idealWidth) }
    return shortcutWidth + 3 + labelWidth + (showsDisclosure ? 2 : 0)
  }

  package var textContent: String { title }

  package func draw(width: Int, context: DrawContext) -> Block {
    .drawing(self, width: width, context: context)
  }

  package func draw(appendingTo block: inout Block, column: Int, width: Int, context: DrawContext) {
    let shortcut = context.shortcut(for: id)
    let indent = Self.prefixWidth(for: shortcut)
    let trailer = showsDisclosure ? Self.disclosure : []
    // In place, what is written is clipped to the block's width, not to the node's: unless the
    // two are the same, the node draws in place only when everything it writes fits.
    guard indent + trailer.count <= width || column + width == block.width else {
      block.append(draw(width: width, context: context), indent: column)
      return
    }
    let labelWidth = max(width - indent - trailer.count, 0)
    let top = block.height
    // A label of one node (a row's stack) is that node drawn.
    block.appendDrawing(
      of: label.count == 1 ? label[0] : VStackNode(label), column: column + indent,
      width: labelWidth, context: context)
    if block.height == top { block.appendBlankLines(1) }
    let style = Self.shortcutStyle(isEnabled)
    if TextLayout.isPrintableASCII(shortcut) {
      // In pieces, quicker than joining them first.
      var end = block.write(ascii: "[", line: top, column: column, style: style)
      end = block.write(ascii: shortcut, line: top, column: end, style: style)
      block.write(ascii: "] ", line: top, column: end, style: style)
    } else {
      block.write("[\(shortcut)] ", line: top, column: column, style: style)
    }
    // The line is blank outside the node's columns, so its content ends where the label's does.
    let labelEnd = max(block.contentEnd(ofLine: top), column + indent)
    let end = block.write(trailer, line: top, column: labelEnd)
    // The title is the text of the label, joined only for a block that keeps controls.
    guard block.recordsControls else { return }
    block.addControl(
      Control(
        shortcut: shortcut, title: title, role: role, line: top, columns: column..<end,
        isEnabled: isEnabled))
  }

  /// The ` ›` that follows the label of a row leading to another screen, laid out once.
  private static let disclosure: [Cell] = {
    var writer = LineWriter(width: 2)
    writer.write(" ›")
    return writer.cells
  }()

  /// The width of `[shortcut] `.
  static func prefixWidth(for shortcut: String) -> Int {
    shortcut.displayWidth + 3
  }

  /// How `[shortcut]` is drawn: bold, or dim when the control cannot be used.
  static func shortcutStyle(_ isEnabled: Bool) -> Style {
    isEnabled ? Style(bold: true) : Style(dim: true)
  }
}
