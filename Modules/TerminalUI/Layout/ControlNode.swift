/// The node of the registered control `id` drawn as `[x] Close`, for modules drawing their own.
@MainActor
package func controlNode(id: ControlID, title: String, role: ControlRole) -> any RenderNode {
  ControlNode(id: id, title: title, role: role, label: [TextNode(title)])
}

/// A control drawn as its shortcut and its label: `[p] Programmatic pop`, `[1] Shiraz ›`.
struct ControlNode: RenderNode {
  let id: ControlID
  /// The title given, else the text of the label.
  var title: String { givenTitle ?? label.textContent }
  private let givenTitle: String?
  let role: ControlRole
  let label: [any RenderNode]
  /// Whether a `›` follows the label, as on a row that opens another screen.
  let showsDisclosure: Bool
  /// The columns its shortcut is expected to take.
  let shortcutWidth: Int
  let isEnabled: Bool

  init(
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
        isEnabled: isEnabled))
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
