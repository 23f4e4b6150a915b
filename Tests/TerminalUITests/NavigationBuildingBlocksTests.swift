import Testing

@testable import TerminalUI

/// A primitive that hands its resolution to a closure, to reach the package hooks from tests.
struct ResolvingWith: PrimitiveView {
  let resolveWith: @MainActor (ResolveContext, inout [any RenderNode]) -> Void

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    resolveWith(context, &nodes)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct NavigationBuildingBlocksTests {
  @Test func theRootScreensTitleAndToolbarAreShownInANavigationBar() {
    let view = Text("Body")
      .navigationTitle("Wine Grapes")
      .toolbar { Button("Programmatic pop") {} }
    #expect(
      view.renderedText(width: 40) == """
        Wine Grapes         [p] Programmatic pop
        ────────────────────────────────────────
        Body
        """)
  }

  @Test func narrowBarsPutTheToolbarItemsOnTheNextLine() {
    let view = Text("Body").navigationTitle("Wine Grapes").toolbar { Button("Pop") {} }
    #expect(view.renderedText(width: 16) == "Wine Grapes\n[p] Pop\n────────────────\nBody")
  }

  @Test func aBackControlLeadsTheBar() {
    var wentBack = false
    let view = ResolvingWith { context, nodes in
      let screen = context.resolveScreen(Text("Body").navigationTitle("Shiraz")) { wentBack = true }
      nodes += screen.nodes
    }
    let result = render(view, width: 24)
    #expect(result.frame.plainText == "[b] Back  Shiraz\n────────────────────────\nBody")
    #expect(
      result.frame.controls == [
        Control(shortcut: "b", title: "Back", role: .back, line: 0, columns: 0..<8)
      ])
    result.actions["b"]?()
    #expect(wentBack)
  }

  /// Squeezed to one column, the bar and its divider still come first, the body can still be
  /// read down the column, and the toolbar button still works.
  @Test func barsAtOneColumnDoNotCrash() {
    var popped = false
    let view = Text("Body").navigationTitle("Wine Grapes").toolbar {
      Button("Pop") { popped = true }
    }
    let result = render(view, width: 1)
    #expect(result.frame.lines.count > 4)
    #expect(result.frame.lines.allSatisfy { $0.count == 1 })
    #expect(result.frame.plainText.hasSuffix("─\nB\no\nd\ny"))
    #expect(result.frame.control("p")?.title == "Pop")
    result.actions["p"]?()
    #expect(popped)
  }

  @Test func aScreensTitleIsItsOutermostNavigationTitle() {
    let view = VStack { Text("a").navigationTitle("Inner") }.navigationTitle("Outer")
    #expect(view.renderedText(width: 10).hasPrefix("Outer\n"))
  }

  @Test func aSiblingsTitleDoesNotReplaceTheFirstOne() {
    let view = VStack {
      Text("a").navigationTitle("First")
      Text("b").navigationTitle("Second")
    }
    #expect(view.renderedText(width: 10).hasPrefix("First\n"))
  }

  @Test func preferencesCanBeReadWithoutRegisteringAnything() {
    var preferences = Preferences()
    var registered = -1
    let screen = List { Button("Merlot") {} }
      .navigationTitle("Grapes")
      .toolbar { Button("Sort") {} }
    let view = ResolvingWith { context, _ in
      preferences = context.preferences(of: screen)
      registered = context.controls.count
    }
    _ = render(view, width: 20)
    #expect(preferences.navigationTitle == "Grapes")
    #expect(preferences.toolbarNodes.map(\.textContent) == ["Sort"])
    #expect(registered == 0)
  }

  @Test func toolbarItemsAreDrawnInTheOrderDeclared() {
    let view = Text("Body").toolbar {
      Button("First") {}
      Button("Second") {}
    }
    #expect(view.renderedText(width: 30).hasPrefix("         [f] First  [s] Second\n"))
  }

  @Test func breadcrumbsJoinTitlesAndCutFromTheLeft() {
    let titles = ["Wine Grapes", "Shiraz", "Wine regions"]
    let view = ResolvingWith { _, nodes in nodes.append(BreadcrumbNode(titles: titles)) }
    #expect(view.renderedText(width: 40) == "Wine Grapes › Shiraz › Wine regions")
    #expect(view.renderedText(width: 24) == "…› Shiraz › Wine regions")
    #expect(view.renderedText(width: 1) == "…")
  }

  @Test func modalPanelsFrameTheirContentWithATitleAndAClose() {
    var closed = false
    let view = ResolvingWith { context, nodes in
      let content = List { Button("Barossa Valley") {} }.navigationTitle("Wine regions")
      nodes.append(
        context.resolveModalPanel(content, fallbackTitle: "Sheet", covering: "Shiraz") {
          closed = true
        })
    }
    let result = render(view, width: 36)
    #expect(
      result.frame.plainText == """
        Over Shiraz
        ┌─ Wine regions ─────── [x] Close ─┐
        │ [1] Barossa Valley               │
        └──────────────────────────────────┘
        """)
    #expect(result.frame.control("x")?.role == .close)
    #expect(result.frame.control("x")?.columns == 24..<33)
    #expect(result.frame.control("1")?.columns == 2..<20)
    result.actions["x"]?()
    #expect(closed)
  }

  @Test(arguments: [1, 5, 8, 20])
  func modalPanelsStayInsideNarrowFrames(width: Int) {
    let view = ResolvingWith { context, nodes in
      nodes.append(
        context.resolveModalPanel(
          Text("Some long content that wraps"), fallbackTitle: "Wine regions", covering: "Shiraz"
        ) {})
    }
    let frame = render(view, width: width).frame
    #expect(frame.lines.count >= 3, "what it covers, then the panel's top and bottom edges")
    #expect(frame.lines.allSatisfy { $0.count == width })
    #expect(frame.plainText.contains("┐") == (width >= 8))
  }

  @Test func theMissingDestinationPlaceholderExplainsWhatIsMissing() {
    let view = MissingDestinationView(message: "No destination for Region(\"Rioja\").")
    #expect(
      view.renderedText(width: 40) == """
        Missing destination
        ────────────────────────────────────────
        Nothing to show here

        No destination for Region("Rioja").
        """)
  }

  @Test func environmentValuesReachPrimitivesBelow() {
    enum DepthKey: EnvironmentKey { static let defaultValue = 0 }
    let reader = ResolvingWith { context, nodes in
      nodes.append(TextNode("depth \(context.environment[DepthKey.self])"))
    }
    #expect(VStack { reader }.environment(DepthKey.self, 2).renderedText(width: 10) == "depth 2")
    #expect(reader.renderedText(width: 10) == "depth 0")
  }

  @Test func identitiesDescribeTheirPathAndAreStable() {
    var identities: [String] = []
    let view = VStack {
      Text("first")
      ForEach(["Shiraz"], id: \.self) { _ in
        ResolvingWith { context, _ in identities.append(context.identity.description) }
      }
    }
    _ = render(view, width: 10)
    _ = render(view, width: 10)
    #expect(identities == ["/1/#Shiraz", "/1/#Shiraz"])
  }

  @Test func customNodesDrawTheirOwnBlocksAndControls() {
    let view = ResolvingWith { context, nodes in
      let id = context.register(
        ControlRequest(title: "Close", role: .close, explicitShortcut: "x") {})
      nodes.append(CloseMarkNode(id: id))
    }
    let frame = render(view, width: 10).frame
    #expect(frame.plainText == "«x»")
    #expect(frame.controls.map(\.role) == [.close])
  }
}

/// A node of a sibling module's kind: it draws its own block, with its control's shortcut.
private struct CloseMarkNode: RenderNode {
  let id: ControlID
  var idealWidth: Int { 8 }
  var textContent: String { "" }

  func draw(width: Int, context: DrawContext) -> Block {
    let shortcut = context.shortcut(for: id)
    var block = Block(width: width, text: "«\(shortcut)»")
    block.addControl(
      Control(shortcut: shortcut, title: "Close", role: .close, line: 0, columns: 0..<3))
    return block
  }
}
