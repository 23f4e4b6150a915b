import NavigationBackport
import TerminalUI

/// Resolves one frame of a navigation stack: the screens of the selected root's path with a bar
/// and breadcrumb, or, while modals are presented, the top modal: a sheet as a framed panel after
/// a line naming what it covers, a full-screen cover as a screen of its own under a close control,
/// a dialog over what it covers (`StackRenderer+Dialog.swift`).
///
/// A split stack on a wide terminal draws its last screens side by side instead
/// (`StackRenderer+Split.swift`).
///
/// Screens resolve bottom to top, so that destinations declared by a screen are known when the
/// screens above it are built. Screens that are not drawn are resolved for their title and
/// declarations only.
@MainActor
struct StackRenderer<Root: View> {
  let root: Root
  let state: StackState

  private var navigator: NBNavigator { state.navigator }

  /// One screen of a context: the key of its identity and its view.
  struct Screen {
    let key: String
    let view: AnyView
  }

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    let collector = DestinationCollector()
    let scope = NavigationScope(navigator: navigator, destinations: collector)
    let environment = context.environment.setting(NavigationScopeKey.self, scope)
    context.withEnvironment(environment) {
      nodes += resolveFrame(in: context, collector: collector)
    }
    let navigator = navigator
    context.addPostRenderEffect {
      navigator.typeRegistry.merge(collector.table.codableTypes)
      scope.applyBindingUpdates()
    }
  }

  private func resolveFrame(
    in context: ResolveContext,
    collector: DestinationCollector
  ) -> [any RenderNode] {
    resolveFrame(navigator.state, in: context, collector: collector)
  }

  private func resolveFrame(
    _ navigation: NBNavigationState,
    in context: ResolveContext,
    collector: DestinationCollector
  ) -> [any RenderNode] {
    if let dialog = navigation.modals.last, dialog.style == .dialog {
      var beneath = navigation
      beneath.modals.removeLast()
      let covered = resolveFrame(beneath, in: context, collector: collector)
      return resolveDialog(dialog, over: covered, in: context)
    }
    let rootContext = NBContext.root(navigation.selectedRootID)
    let rootEntries = navigation.rootPath.entries
    guard !navigation.modals.isEmpty else {
      let first = Screen(key: "root", view: AnyView(root))
      if let split = resolveSplit(
        first: first, entries: rootEntries, context: rootContext, in: context,
        collector: collector)
      {
        return split
      }
      return resolveStack(
        first: first, entries: rootEntries, context: rootContext, in: context,
        collector: collector)
    }

    // Under modals, every screen of the root stack is resolved for its title only.
    var covering =
      titles(
        first: Screen(key: "root", view: AnyView(root)), entries: rootEntries,
        context: rootContext, in: context, collector: collector
      ).last ?? ""
    let top = navigation.modals.count - 1
    for (depth, modal) in navigation.modals.enumerated() where modal.style != .dialog {
      let modalContext = NBContext.modal(depth: depth)
      let first = Screen(
        key: "modal-\(modal.id)",
        view: view(for: modal.content, in: modalContext, at: nil, collector: collector, context))
      let entries = modal.path?.entries ?? []
      if depth == top, modal.style == .fullScreenCover {
        return resolveCover(
          first: first, entries: entries, context: modalContext, in: context,
          collector: collector)
      }
      if depth < top {
        covering =
          titles(
            first: first, entries: entries, context: modalContext, in: context,
            collector: collector
          ).last ?? covering
        continue
      }
      // A sheet over another sheet shows the lower one's edge, so a person sees it is there.
      let coversSheet = depth > 0 && navigation.modals[depth - 1].style == .sheet
      return [
        SheetWidthNode(
          panel: resolvePanel(
            first: first, entries: entries, covering: covering, coversSheet: coversSheet,
            context: modalContext, in: context, collector: collector))
      ]
    }
    return []
  }

  /// The top screen of a stack under its bar, with a breadcrumb when screens are pushed.
  private func resolveStack(
    first: Screen,
    entries: [NBPathEntry],
    context stackContext: NBContext,
    in context: ResolveContext,
    collector: DestinationCollector
  ) -> [any RenderNode] {
    guard !entries.isEmpty else {
      return context.withChild(.named(first.key)) {
        context.resolveScreen(first.view, backAction: nil).nodes
      }
    }
    let screens = screens(
      first: first, entries: entries, context: stackContext, in: context, collector: collector)
    let trail = screens.titles + [screens.topTitle]
    let navigator = navigator
    return context.withChild(.named(screens.top.key)) {
      context.resolveScreen(
        screens.top.view, backAction: { navigator.pop() }, breadcrumb: trail
      ).nodes
    }
  }

  /// A full-screen cover: a close control above the cover's top screen, drawn as any screen is,
  /// the full width and with nothing of what it covers.
  private func resolveCover(
    first: Screen,
    entries: [NBPathEntry],
    context modalContext: NBContext,
    in context: ResolveContext,
    collector: DestinationCollector
  ) -> [any RenderNode] {
    let content =
      entries.isEmpty
      ? context.withChild(.named(first.key)) {
        context.resolveScreen(first.view, backAction: nil).nodes
      }
      : topScreen(
        first: first, entries: entries, context: modalContext, in: context, collector: collector
      ).nodes
    return [controlNode(id: registerClose(in: context), title: "Close", role: .close)] + content
  }

  /// The top sheet as a framed panel; with pushed screens, its top screen under its own bar.
  private func resolvePanel(
    first: Screen,
    entries: [NBPathEntry],
    covering: String,
    coversSheet: Bool,
    context modalContext: NBContext,
    in context: ResolveContext,
    collector: DestinationCollector
  ) -> any RenderNode {
    let navigator = navigator
    guard !entries.isEmpty else {
      return context.withChild(.named(first.key)) {
        context.resolveModalPanel(
          first.view, fallbackTitle: "Sheet", covering: covering, coversSheet: coversSheet,
          closeAction: { navigator.dismiss() })
      }
    }
    let top = topScreen(
      first: first, entries: entries, context: modalContext, in: context, collector: collector)
    return ModalPanelNode(
      title: top.firstTitle, covering: covering, close: registerClose(in: context),
      content: top.nodes, coversSheet: coversSheet)
  }

  /// The top screen of a modal's own stack under its bar, with the breadcrumb of the stack, and
  /// the title of the modal's first screen.
  private func topScreen(
    first: Screen,
    entries: [NBPathEntry],
    context modalContext: NBContext,
    in context: ResolveContext,
    collector: DestinationCollector
  ) -> (nodes: [any RenderNode], firstTitle: String) {
    let navigator = navigator
    let screens = screens(
      first: first, entries: entries, context: modalContext, in: context, collector: collector)
    let trail = screens.titles + [screens.topTitle]
    let nodes = context.withChild(.named(screens.top.key)) {
      context.resolveScreen(
        screens.top.view, backAction: { navigator.pop() }, breadcrumb: trail
      ).nodes
    }
    return (nodes, screens.titles.first ?? "")
  }

  /// Registers the top modal's Close control (`x`), which dismisses it.
  private func registerClose(in context: ResolveContext) -> ControlID {
    let navigator = navigator
    return context.register(
      ControlRequest(
        title: "Close", role: .close, explicitShortcut: "x", action: { navigator.dismiss() }))
  }

  /// The screens of a stack with the titles of all but the top one, and the top one's title.
  private func screens(
    first: Screen,
    entries: [NBPathEntry],
    context stackContext: NBContext,
    in context: ResolveContext,
    collector: DestinationCollector
  ) -> (titles: [String], top: Screen, topTitle: String) {
    var screen = first
    var titles: [String] = []
    for (position, entry) in entries.enumerated() {
      titles.append(title(of: screen, in: context))
      screen = Screen(
        key: "screen-\(entry.id)",
        view: view(for: entry, in: stackContext, at: position, collector: collector, context))
    }
    return (titles, screen, title(of: screen, in: context))
  }

  /// The titles of every screen of a stack, resolved for their declarations only.
  private func titles(
    first: Screen,
    entries: [NBPathEntry],
    context stackContext: NBContext,
    in context: ResolveContext,
    collector: DestinationCollector
  ) -> [String] {
    let result = screens(
      first: first, entries: entries, context: stackContext, in: context, collector: collector)
    return result.titles + [result.topTitle]
  }

  func title(of screen: Screen, in context: ResolveContext) -> String {
    context.withChild(.named(screen.key)) {
      context.preferences(of: screen.view).navigationTitle ?? ""
    }
  }

  /// The kept view of `entry`, built on first sight; a placeholder naming what is missing.
  func view(
    for entry: NBPathEntry,
    in stackContext: NBContext,
    at position: Int?,
    collector: DestinationCollector,
    _ context: ResolveContext
  ) -> AnyView {
    let made = state.screens.view(for: entry) {
      collector.view(for: entry, in: stackContext, at: position)
    }
    switch made {
    case .success(let view):
      return view
    case .failure(let missing):
      let navigator = navigator
      context.addPostRenderEffect { navigator.reportMissingDestination(missing) }
      return AnyView(MissingDestinationView(message: missing.description))
    }
  }
}
