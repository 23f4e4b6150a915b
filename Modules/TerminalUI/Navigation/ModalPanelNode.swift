/// A modal's content in a frame with its title and a close control, below a line naming the
/// screen it covers.
///
/// ```
/// Over Shiraz
/// ┌─ Wine regions ──────── [x] Close ─┐
/// │ [1] Barossa Valley                │
/// └───────────────────────────────────┘
/// ```
package struct ModalPanelNode: RenderNode {
  private let title: String
  private let covering: String
  private let close: ControlID
  private let content: VStackNode
  /// Whether what the panel covers is another sheet, whose top edge then shows above it.
  private let coversSheet: Bool

  /// A panel titled `title` around `content`, under a line naming `covering`.
  ///
  /// `close` is a control registered with the ``ControlRole/close`` role. Over another sheet
  /// (`coversSheet`), the line is the lower sheet's top edge, titled `covering` and inset by a
  /// column on either side.
  package init(
    title: String, covering: String, close: ControlID, content: [any RenderNode],
    coversSheet: Bool = false
  ) {
    self.title = title
    self.covering = covering
    self.close = close
    self.content = VStackNode(content)
    self.coversSheet = coversSheet
  }

  package var idealWidth: Int {
    max(content.idealWidth + 4, title.displayWidth + 18, covering.displayWidth + 5)
  }

  package var textContent: String { [title, content.textContent].joined(separator: " ") }

  package func draw(width: Int, context: DrawContext) -> Block {
    parts(width: width, context: context).drawnWhole(width: width)
  }

  /// The line naming what is covered, the top border, the content's parts between the side
  /// borders, and the bottom border.
  package func parts(width: Int, context: DrawContext) -> [DrawnPart] {
    var top = Block(width: width)
    if coversSheet, width >= 4 {
      top.append(lowerSheetEdge(width: width), indent: 1)
    } else {
      top.append(
        TextNode("Over " + covering, style: Style(dim: true), lineLimit: 1)
          .draw(width: width, context: context))
    }
    top.append(topBorder(width: width, shortcut: context.shortcut(for: close)))
    let content = content.parts(width: max(width - 4, 0), context: context).map { part in
      part.placed { $0.bordered(width: width) }
    }
    let bottom = Block(
      width: width, text: "└" + String(repeating: "─", count: max(width - 2, 0)) + "┘")
    return ([.block(top)] + content + [.block(bottom)]).joiningBlocks()
  }

  /// ` ┌─ France ─────┐ `: the top edge of the sheet beneath, dim, a column narrower on each side.
  private func lowerSheetEdge(width: Int) -> Block {
    let inner = width - 2
    let heading =
      inner >= 8 ? "┌─ " + TextLayout.truncated(covering, width: inner - 6) + " " : "┌"
    let fill = max(inner - heading.displayWidth - 1, 0)
    return Block(
      width: inner, text: heading + String(repeating: "─", count: fill) + "┐",
      style: Style(dim: true))
  }

  /// `┌─ Title ───── [x] Close ─┐`: when narrow, the title goes first, then the word "Close".
  private func topBorder(width: Int, shortcut: String) -> Block {
    let key = "[\(shortcut)]"
    let closeLabel = width >= key.displayWidth + 16 ? key + " Close" : key
    let trailer = " " + closeLabel + " ─┐"
    let titleRoom = width - 4 - trailer.displayWidth
    let heading =
      titleRoom >= 2 ? "┌─ " + TextLayout.truncated(title, width: titleRoom - 1) + " " : "┌"
    let fill = max(width - heading.displayWidth - trailer.displayWidth, 0)
    var border = Block(width: width, text: heading + String(repeating: "─", count: fill) + trailer)
    let start = heading.displayWidth + fill + 1
    border.addControl(
      Control(
        shortcut: shortcut, title: "Close", role: .close, line: 0,
        columns: start..<(start + closeLabel.displayWidth)))
    return border
  }
}

extension ResolveContext {
  /// Resolves `view` as a modal panel titled by its `.navigationTitle` (else `fallbackTitle`),
  /// with a close control running `closeAction`.
  package func resolveModalPanel<V: View>(
    _ view: V,
    fallbackTitle: String,
    covering: String,
    coversSheet: Bool = false,
    closeAction: @escaping @MainActor () -> Void
  ) -> any RenderNode {
    let (content, preferences) = isolatingPreferences { resolve(view) }
    let close = register(
      ControlRequest(title: "Close", role: .close, explicitShortcut: "x", action: closeAction))
    var nodes = content
    if !preferences.toolbarNodes.isEmpty {
      nodes.insert(HStackNode(preferences.toolbarNodes, spacing: 2), at: 0)
    }
    return ModalPanelNode(
      title: preferences.navigationTitle ?? fallbackTitle, covering: covering, close: close,
      content: nodes, coversSheet: coversSheet)
  }
}
