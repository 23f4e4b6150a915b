/// The bar above a screen: a back control, the title, the toolbar items right-aligned (or below
/// when they do not fit), an optional breadcrumb, and a rule.
///
/// ```
/// [b] ‹ Wine Grapes  Shiraz         [e] Show extra details
/// Wine Grapes › Shiraz
/// ────────────────────────────────────────────────────────
/// ```
struct NavigationBarNode: RenderNode {
  private static let gap = 2
  /// The columns of the title kept before the back control stops naming the previous screen.
  private static let titleRoom = 12

  private let back: ControlNode?
  /// The back control as just "Back", for a bar too narrow to name the previous screen too.
  private let shortBack: ControlNode?
  private let title: TextNode?
  private let items: HStackNode
  private let breadcrumb: BreadcrumbNode?

  /// A bar; `back` is a ``ControlRole/back`` control, `nil` for a root screen.
  init(
    title: String?,
    back: ControlID?,
    toolbarItems: [any RenderNode],
    breadcrumb: [String]? = nil
  ) {
    // The back control names the screen it goes back to, as SwiftUI's back button does.
    let previous = breadcrumb.flatMap { $0.count >= 2 ? $0[$0.count - 2] : nil } ?? ""
    let label = previous.isEmpty ? "Back" : "‹ " + previous
    self.back = back.map {
      ControlNode(id: $0, givenTitle: "Back", role: .back, label: [TextNode(label)])
    }
    self.shortBack = back.map {
      ControlNode(id: $0, givenTitle: "Back", role: .back, label: [TextNode("Back")])
    }
    self.title = title.map { TextNode($0, style: Style(bold: true), lineLimit: 1) }
    self.items = HStackNode(toolbarItems, spacing: Self.gap)
    self.breadcrumb = breadcrumb.map(BreadcrumbNode.init(titles:))
  }

  private var leading: HStackNode {
    let nodes: [(any RenderNode)?] = [back, title]
    return HStackNode(nodes.compactMap { $0 }, spacing: Self.gap)
  }

  var idealWidth: Int { leading.idealWidth + Self.gap + items.idealWidth }

  /// The width of the bar with the back control just "Back".
  private var shortIdealWidth: Int {
    idealWidth - (back?.idealWidth ?? 0) + (shortBack?.idealWidth ?? 0)
  }
  var textContent: String { [leading, items].textContent }

  func draw(width: Int, context: DrawContext) -> Block {
    var block = Block(width: width)
    if items.children.isEmpty {
      block.append(drawLeading(width: width, context: context))
    } else if idealWidth <= width || shortIdealWidth <= width {
      // The items stay on the bar's line, the back control just "Back" if that makes them fit.
      let itemsWidth = items.idealWidth
      block.append(
        drawLeading(
          width: width - itemsWidth - Self.gap, context: context, short: idealWidth > width))
      block.overlay(items.draw(width: itemsWidth, context: context), at: width - itemsWidth)
    } else {
      block.append(drawLeading(width: width, context: context))
      block.append(items.draw(width: width, context: context))
    }
    if let breadcrumb {
      block.append(breadcrumb.draw(width: width, context: context))
    }
    block.append(
      Block(width: width, text: String(repeating: "─", count: width), style: Style(dim: true)))
    return block
  }

  /// The back control (just "Back" when `short` or naming the previous screen would leave the
  /// title under ``titleRoom`` columns), then the title truncated to what is left.
  private func drawLeading(width: Int, context: DrawContext, short: Bool = false) -> Block {
    var block = Block(width: width)
    var column = 0
    let room = min(title?.idealWidth ?? 0, Self.titleRoom)
    let fits = !short && (back?.idealWidth ?? 0) + Self.gap + room <= width
    if let back = fits ? back : shortBack {
      let backWidth = min(back.idealWidth, width)
      block.overlay(back.draw(width: backWidth, context: context), at: 0)
      column = backWidth + Self.gap
    }
    if let title, column < width {
      block.overlay(title.draw(width: width - column, context: context), at: column)
    }
    return block
  }
}

extension ResolveContext {
  /// Resolves `view` as a screen under a navigation bar of what it declares, a back control
  /// running `backAction` and a `breadcrumb`, when there is any; returns its declarations.
  package func resolveScreen<V: View>(
    _ view: V,
    backAction: (@MainActor () -> Void)?,
    breadcrumb: [String]? = nil
  ) -> (nodes: [any RenderNode], preferences: Preferences) {
    let (content, preferences) = isolatingPreferences { resolve(view) }
    guard !preferences.isEmpty || backAction != nil || breadcrumb != nil else {
      return (content, preferences)
    }
    let back = backAction.map {
      register(ControlRequest(title: "Back", role: .back, explicitShortcut: "b", action: $0))
    }
    let bar = NavigationBarNode(
      title: preferences.navigationTitle, back: back, toolbarItems: preferences.toolbarNodes,
      breadcrumb: breadcrumb)
    return ([bar] + content, preferences)
  }
}
