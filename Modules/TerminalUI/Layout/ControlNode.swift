/// The node of the registered control `id`, drawn as its shortcut and `title`, such as
/// `[x] Close`: for modules that draw a control of their own outside any view.
@MainActor
package func controlNode(id: ControlID, title: String, role: ControlRole) -> any RenderNode {
  ControlNode(id: id, title: title, role: role, label: [TextNode(title)])
}

/// Something a person acts on, drawn as its shortcut in brackets followed by its label:
/// `[p] Programmatic pop`, or `[1] Shiraz ›` for a row that leads somewhere.
struct ControlNode: RenderNode {
  /// The registered control, whose shortcut is looked up while drawing.
  let id: ControlID
  /// The control's title: the one it was given, else the text of its label, joined when asked.
  var title: String { givenTitle ?? label.textContent }
  private let givenTitle: String?
  /// What kind of control it is.
  let role: ControlRole
  /// What the label draws as.
  let label: [any RenderNode]
  /// Whether a `›` follows the label, as on a row that opens another screen.
  let showsDisclosure: Bool
  /// The columns its shortcut is expected to take, for its ideal width: one for a letter.
  let shortcutWidth: Int
  /// Whether the control can be used; a disabled one draws its shortcut dim instead of bold.
  let isEnabled: Bool

  /// A control drawing `label` after its shortcut.
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

  /// The ` ›` that follows the label of a row leading to another screen.
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
