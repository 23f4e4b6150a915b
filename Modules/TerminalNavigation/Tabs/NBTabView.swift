import NavigationBackport
import TerminalUI

/// A tab bar over a navigation stack of the selected tab: the terminal counterpart of SwiftUI's
/// `TabView` with a `NavigationStack` in each tab, driven by a navigator's roots.
///
/// Each tab is a root of `navigator` (`NBNavigationState.roots`), which keeps its own path; the
/// selected root (`NBNavigationState.selectedRootID`) decides which tab shows. The view draws and
/// never selects: whoever owns the navigator (a router) selects a root, and the tab bar follows.
///
/// ```swift
/// NBTabView(navigator: router.navigator) {
///   NBTab("Grapes", root: "grapes") { GrapeList() }
///   NBTab("Regions", root: "regions") { RegionList() }
/// }
/// ```
///
/// ```
/// ● Grapes  ○ Regions
/// Wine Grapes
/// ──────────────────
/// ```
///
/// Every tab's pushed and presented screens are kept while their entries stay in the navigation
/// state, whichever tab shows: switching back finds a tab as it was left. The navigator's roots
/// should be the tabs' ids; a selected root that no tab shows draws the first tab.
public struct NBTabView: View, PrimitiveView {
  private let navigator: NBNavigator
  private let tabs: [NBTab]

  /// A tab bar of `tabs` over the stack of the one whose root `navigator` selects.
  public init(navigator: NBNavigator, @NBTabBuilder tabs: () -> [NBTab]) {
    self.navigator = navigator
    self.tabs = tabs()
  }

  /// Resolved by ``resolve(in:into:)``, not through a body.
  public func _resolve(into resolution: inout _ViewResolution) {
    resolve(in: resolution.context, into: &resolution.nodes)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    let selectedID = navigator.state.selectedRootID
    let index = tabs.firstIndex { $0.id == selectedID } ?? 0
    guard tabs.indices.contains(index) else {
      return
    }
    let selected = tabs[index]
    // A full-screen cover covers the tab bar too, even under a dialog.
    let isCovered =
      navigator.state.modals.last { $0.style != .dialog }?.style == .fullScreenCover
    var drawn: [any RenderNode] =
      isCovered ? [] : [TabBarNode(titles: tabs.map(\.title), selected: index)]
    // One stack for every tab, so that the screens it keeps outlive a switch; each tab's root
    // view has an identity of its own, so that it appears and disappears as the tab does.
    let stack = NBNavigationStack(navigator: navigator) {
      selected.content.id(selected.id)
    }
    context.withChild(.named("tabs")) {
      context.resolve(stack, into: &drawn)
    }
    // One node, so that a stack around the tab view spaces it as a whole.
    nodes.append(VStackNode(drawn))
  }
}
