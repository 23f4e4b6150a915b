/// The node of the registered control `id` drawn as `[x] Close`, for modules drawing their own.
@MainActor
package func controlNode(id: ControlID, title: String, role: ControlRole) -> any RenderNode {
  ControlNode(id: id, givenTitle: title, role: role, label: [TextNode(title)])
}

/// A control drawn as its shortcut and its label: `[p] Programmatic pop`, `[1] Shiraz ›`.
struct ControlNode: RenderNode {
  let id: ControlID
  /// The title, when it is not the text of the label.
  var givenTitle: String?
  let role: ControlRole
  let label: [any RenderNode]
  /// Whether a `›` follows the label, as on a row that opens another screen.
  var showsDisclosure = false
  /// The columns its shortcut is expected to take.
  var shortcutWidth = 1
  var isEnabled = true
  var isCancel = false

  var title: String { givenTitle ?? label.textContent }

  var idealWidth: Int {
    let labelWidth = label.reduce(0) { max($0, $1.idealWidth) }
    return shortcutWidth + 3 + labelWidth + (showsDisclosure ? 2 : 0)
  }

  var textContent: String { title }

  func draw(width: Int, context: DrawContext) -> Block {
    let shortcut = context.shortcut(for: id)
    let indent = Self.prefixWidth(for: shortcut)
    let trailer = showsDisclosure ? Self.disclosure : []
    let labelWidth = max(width - indent - trailer.count, 0)

    var block = Block(width: width)
    block.append(VStackNode(label).draw(width: labelWidth, context: context), indent: indent)
    if block.height == 0 { block.appendBlankLines(1) }
    block.write("[\(shortcut)] ", line: 0, column: 0, style: Self.shortcutStyle(isEnabled))
    let end = block.write(trailer, line: 0, column: max(block.lines[0].contentEnd, indent))
    block.addControl(
      Control(
        shortcut: shortcut, title: title, role: role, line: 0, columns: 0..<end,
        isEnabled: isEnabled, isCancel: isCancel))
    return block
  }

  private static let disclosure: [Cell] = {
    var writer = LineWriter(width: 2)
    writer.write(" ›")
    return writer.cells
  }()

  /// The width of `[shortcut] `.
  static func prefixWidth(for shortcut: String) -> Int {
    shortcut.displayWidth + 3
  }

  /// Bold, or dim when the control cannot be used.
  static func shortcutStyle(_ isEnabled: Bool) -> Style {
    isEnabled ? Style(bold: true) : Style(dim: true)
  }
}
