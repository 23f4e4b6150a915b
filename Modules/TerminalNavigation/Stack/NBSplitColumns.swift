import TerminalUI

/// How wide a terminal must be for a split stack to draw its screens side by side.
///
/// A split stack (`nbSplitColumns(_:focus:)`) draws the last screens of its stack in
/// columns: two from ``twoPanes`` columns (the list and the screen pushed from it), three from
/// ``threePanes`` (and the one pushed from that). Narrower, it draws the top screen alone with its
/// back control, as any stack does. The width decides only the drawing: the navigation state, and
/// so the URL and the saved state, are the same at every width.
public enum NBSplitColumns {
  /// The least width, in columns, at which two panes are drawn.
  public static let twoPanes = 120
  /// The least width, in columns, at which three panes are drawn.
  public static let threePanes = 180

  /// How many panes a split stack of `screens` screens draws `width` columns wide: 1 when it
  /// draws its top screen alone.
  public static func paneCount(screens: Int, width: Int) -> Int {
    let room = width >= threePanes ? 3 : width >= twoPanes ? 2 : 1
    return max(min(room, screens), 1)
  }

  /// The columns of each of `count` panes `width` columns wide, left to right, as a split stack
  /// draws them (the rule between two panes in no pane).
  @MainActor
  public static func paneColumns(count: Int, width: Int) -> [Range<Int>] {
    var start = 0
    return SplitPanesNode.widths(count: count, width: width).map { paneWidth in
      defer { start += paneWidth + SplitPanesNode.ruleWidth }
      return start..<(start + paneWidth)
    }
  }
}

extension View {
  /// Draws the root stacks inside this view split into columns when `isSplit` and the terminal is
  /// wide enough (``NBSplitColumns``).
  ///
  /// With a `focus` (a pane counted from the right, 0 being the top screen's), that pane is drawn
  /// as the one a person acts in and the others dim; `nil` dims none.
  public func nbSplitColumns(_ isSplit: Bool, focus: Int? = nil) -> some View {
    SplitColumnsModifier(content: self, split: SplitColumns(isSplit: isSplit, focus: focus))
  }
}

/// Whether root stacks are split, and which pane is focused.
struct SplitColumns {
  var isSplit = false
  var focus: Int?
}

/// The split of the root stacks inside this view.
enum SplitColumnsKey: EnvironmentKey {
  static var defaultValue: SplitColumns { SplitColumns() }
}

private struct SplitColumnsModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let split: SplitColumns

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    context.withEnvironment(context.environment.setting(SplitColumnsKey.self, split)) {
      context.resolve(content, into: &nodes)
    }
  }
}
