import TerminalUITesting
import Testing

@testable import TerminalRuntime
@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(5))) struct FullScreenCompositionTests {
  private static let list = render(
    VStack(alignment: .leading) {
      Text("Wine Grapes")
      List(["Cabernet Sauvignon", "Pinot Noir", "Shiraz"], id: \.self) { grape in
        Button(grape) {}
      }
    }, width: 30
  ).frame

  @Test func theVisiblePartIsExactlyTheViewportTallWithItsControlsMovedUp() {
    let visible = Self.list.visible(in: Viewport(top: 2, height: 5))
    #expect(visible.lines.count == 5)
    #expect(visible.plainText == "[2] Pinot Noir\n[3] Shiraz\n\n\n")
    #expect(visible.controls.map(\.shortcut) == ["2", "3"])
    #expect(visible.controls.map(\.line) == [0, 1])
  }

  @Test func highlightingInvertsOnlyTheControlsCells() {
    let control = Self.list.controls[1]
    let highlighted = Self.list.highlighting(control)
    let inverted = highlighted.lines[control.line].enumerated()
      .filter { $0.element.style.inverse }.map(\.offset)
    #expect(inverted == Array(control.columns))
    #expect(highlighted.lines[0].allSatisfy { !$0.style.inverse })
  }

  @Test func anOverlayHidesTheControlsUnderItAndClipsWideCharacters() {
    var base = Frame.blank(width: 6, height: 2)
    base.lines[0] = ["葡", "", "葡", "", "葡", ""].map { Cell(character: $0) }
    base.controls = [Control(shortcut: "1", title: "x", role: .row, line: 1, columns: 0..<6)]
    var overlay = Frame.blank(width: 2, height: 1)
    overlay.lines[0] = [Cell(character: "a"), Cell(character: "b")]
    overlay.controls = [Control(shortcut: "a", title: "a", role: .button, line: 0, columns: 0..<2)]
    let composed = base.overlaid(with: overlay, line: 0, column: 1)
    #expect(composed.lines[0].map(\.character) == [" ", "a", "b", " ", "葡", ""])
    #expect(composed.controls.map(\.shortcut) == ["a"])
    #expect(composed.controls.first?.columns == 1..<3)
    let clipped = Frame.blank(width: 3, height: 1).overlaid(with: overlay, line: 0, column: 2)
    #expect(clipped.lines[0].map(\.character) == [" ", " ", "a"])
    #expect(clipped.controls.first?.columns == 2..<3)
  }

  @Test func aBoxFramesTheContentWithATitleAndANote() {
    let content = Self.list.visible(in: Viewport(top: 1, height: 2))
    let boxed = content.boxed(title: "Menu", note: "esc closes")
    #expect(boxed.width == 34)
    #expect(
      boxed.plainText == """
        ┌─ Menu ─────────────────────────┐
        │ [1] Cabernet Sauvignon         │
        │ [2] Pinot Noir                 │
        └─────────────────── esc closes ─┘
        """)
    #expect(boxed.controls.map(\.line) == [1, 2])
    #expect(boxed.controls.first?.columns.lowerBound == 2)
  }

  @Test func aStatusLineKeepsTheLeadingTextAndShortensTheKeys() {
    let style = Style(inverse: true)
    let wide = StatusLine.cells(
      leading: "Push Details on Stack", trailing: "↑↓ move  q quit", width: 50, style: style)
    #expect(wide.count == 50)
    #expect(wide.allSatisfy { $0.style == style })
    #expect(
      wide.map(\.character).joined() == " Push Details on Stack" + String(repeating: " ", count: 12)
        + "↑↓ move  q quit ")
    let narrow = StatusLine.cells(
      leading: "Push Details on Stack", trailing: "↑↓ move  q quit", width: 34, style: style)
    #expect(narrow.map(\.character).joined() == " Push Details on Stack   ↑↓ move… ")
    let tiny = StatusLine.cells(
      leading: "Push Details on Stack", trailing: "↑↓ move  q quit", width: 12, style: style)
    #expect(tiny.map(\.character).joined() == " Push Deta… ")
  }

  /// The screen a person sees, styles included: the highlight is the only thing that says which
  /// row Enter opens, so the snapshot must hold it.
  @Test func aHighlightedRowAndTheStatusLineInAScreenSnapshot() {
    let screen = Self.list.highlighting(Self.list.controls[1])
      .visible(in: Viewport(top: 0, height: 5))
      .appending(
        StatusLine.cells(
          leading: "Wine Grapes", trailing: "↑↓ move  q quit", width: 30,
          style: Style(inverse: true)))
    assertSnapshot(of: screen, named: "highlighted-row")
  }

  @Test func aMenuOverDimmedContentWithItsOwnHighlightInAScreenSnapshot() {
    let menu = render(
      List(["Push Details on Stack", "Show Details Modally"], id: \.self) { Button($0) {} },
      width: 24
    ).frame
    let box = menu.highlighting(menu.controls[0]).boxed(title: "Menu", note: "esc closes")
    let screen = Self.list.visible(in: Viewport(top: 0, height: 5))
      .restyled { style in
        var dimmed = style
        dimmed.dim = true
        return dimmed
      }
      .overlaid(with: box, line: 0, column: 1)
    assertSnapshot(of: screen, named: "menu-overlay")
  }

  @Test func restylingAndAppendingKeepTheShape() {
    let appended = Self.list.appending([Cell(character: "s")])
    #expect(appended.lines.count == Self.list.lines.count + 1)
    #expect(appended.lines.last?.count == 30)
    let plain = appended.restyled { _ in .plain }
    #expect(plain.lines.allSatisfy { $0.allSatisfy { $0.style == .plain } })
  }
}
