import Observation
import Testing

@testable import TerminalUI

/// The state a navigation engine would own.
@MainActor
@Observable
final class MiniNavigator {
  var path: [String] = []
  var sheet: String?
  var syncedDepth = 0
}

/// A navigation stack written only with the package hooks, as the navigation bridge will be:
/// breadcrumb of the screens beneath, the top screen under a bar with a back control, a modal
/// panel instead of the screen while a sheet is shown, and a post-render effect syncing state.
struct MiniStack: PrimitiveView {
  let navigator: MiniNavigator

  func screen(_ name: String) -> some View {
    List { Button("Open \(name) details") { navigator.path.append("\(name) details") } }
      .navigationTitle(name)
      .toolbar { Button("Show sheet") { navigator.sheet = "Regions" } }
  }

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    let names = ["Wine Grapes"] + navigator.path
    let top = names.count - 1
    let lowerTitles = names.dropLast().map {
      context.preferences(of: screen($0)).navigationTitle ?? $0
    }
    if let sheet = navigator.sheet {
      let panel = context.withChild(.named("sheet")) {
        context.resolveModalPanel(
          screen(sheet), fallbackTitle: sheet, covering: names[top]
        ) { navigator.sheet = nil }
      }
      nodes.append(panel)
    } else {
      if !lowerTitles.isEmpty { nodes.append(BreadcrumbNode(titles: lowerTitles)) }
      var back: (@MainActor () -> Void)?
      if top > 0 { back = { navigator.path.removeLast() } }
      let resolved = context.withChild(.named("screen-\(top)")) {
        context.resolveScreen(screen(names[top]), backAction: back)
      }
      nodes += resolved.nodes
    }
    let depth = navigator.path.count
    context.addPostRenderEffect {
      if navigator.syncedDepth != depth { navigator.syncedDepth = depth }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct BridgeHooksTests {
  @Test func aStackBuiltOnTheHooksNavigatesAndPresents() {
    let navigator = MiniNavigator()
    let host = ViewHost(MiniStack(navigator: navigator))
    #expect(
      host.render(width: 40).plainText == """
        Wine Grapes               [s] Show sheet
        ────────────────────────────────────────
        [1] Open Wine Grapes details
        """)

    #expect(host.perform("1"))
    #expect(
      host.render(width: 40).plainText == """
        Wine Grapes
        [b] Back  Wine Grapes details
        [s] Show sheet
        ────────────────────────────────────────
        [1] Open Wine Grapes details details
        """)
    #expect(navigator.syncedDepth == 1)

    #expect(host.perform("s"))
    #expect(
      host.render(width: 40).plainText == """
        Over Wine Grapes details
        ┌─ Regions ──────────────── [x] Close ─┐
        │ [s] Show sheet                       │
        │ [1] Open Regions details             │
        └──────────────────────────────────────┘
        """)
    #expect(host.perform("x"))
    #expect(navigator.sheet == nil)
    host.render(width: 40)
    #expect(host.perform("b"))
    #expect(host.render(width: 40).plainText.hasPrefix("Wine Grapes "))
    #expect(navigator.syncedDepth == 0)
  }
}
