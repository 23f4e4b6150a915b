import NavigationBackport
import TerminalUI

extension StackRenderer {
  /// The last screens of a root stack side by side, when the stack is split and the frame is
  /// wide enough for more than one pane (``NBSplitColumns``); `nil` to draw it as any stack.
  ///
  /// Screens resolve bottom to top as in a stack: those left of the panes for their title and
  /// declarations only, each pane in full. Only the top pane has a back control, which pops the
  /// top screen as the stack's does; each pane keeps the identity it has in the stack, so that a
  /// resize keeps every screen's state.
  func resolveSplit(
    first: Screen,
    entries: [NBPathEntry],
    context stackContext: NBContext,
    in context: ResolveContext,
    collector: DestinationCollector
  ) -> [any RenderNode]? {
    let split = context.environment[SplitColumnsKey.self]
    guard split.isSplit, !entries.isEmpty else {
      return nil
    }
    let width = context.environment[RenderWidthKey.self]
    let paneCount = NBSplitColumns.paneCount(screens: entries.count + 1, width: width)
    guard paneCount > 1 else {
      return nil
    }
    let firstPane = entries.count + 1 - paneCount
    let navigator = state.navigator
    var panes: [[any RenderNode]] = []
    var screen = first
    for index in 0...entries.count {
      if index >= firstPane {
        let isTop = index == entries.count
        let key = screen.key
        let view = screen.view
        panes.append(
          context.withChild(.named(key)) {
            isTop
              ? context.resolveScreen(view, backAction: { navigator.pop() }).nodes
              : context.resolveScreen(view, backAction: nil).nodes
          })
      } else {
        _ = title(of: screen, in: context)
      }
      guard index < entries.count else { break }
      let entry = entries[index]
      screen = Screen(
        key: "screen-\(entry.id)",
        view: view(for: entry, in: stackContext, at: index, collector: collector, context))
    }
    let focused = split.focus.map { max(paneCount - 1 - $0, 0) }
    return [SplitPanesNode(panes: panes, focused: focused)]
  }
}
