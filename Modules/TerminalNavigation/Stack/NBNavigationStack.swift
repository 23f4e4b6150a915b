import NavigationBackport
import TerminalUI

/// A view that shows a root view and the screens pushed over it, with a navigation bar, a
/// breadcrumb, and any presented sheets or full-screen covers as framed panels.
///
/// The terminal counterpart of SwiftUI's `NavigationStack`: initialise it with a binding to an
/// array, with a binding to an `NBNavigationPath`, with no binding at all, or with a router's
/// `NBNavigator` so that navigation state lives outside the view tree entirely.
///
/// ```swift
/// NBNavigationStack(navigator: router.navigator) {
///   GrapeList()
///     .nbNavigationDestination(for: DetailsViewModel.self) { DetailsView.make(viewModel: $0) }
/// }
/// ```
///
/// Each pushed or presented screen's view is built once, when it first shows, and kept until its
/// entry leaves the navigation state; a stack nested in another stack's content is transparent
/// (the outer stack owns navigation).
public struct NBNavigationStack<Root: View>: View, PrimitiveView {
  private enum Source {
    case navigator(NBNavigator)
    case path(PathBinding)
    case owned
  }

  private let source: Source
  private let root: Root

  /// A stack whose state lives in `navigator`, typically owned by a router.
  public init(navigator: NBNavigator, @ViewBuilder root: () -> Root) {
    self.source = .navigator(navigator)
    self.root = root()
  }

  /// A stack showing the screens of a type-erased `path`, kept in sync both ways.
  public init(path: Binding<NBNavigationPath>, @ViewBuilder root: () -> Root) {
    self.source = .path(PathBinding(path))
    self.root = root()
  }

  /// A stack showing one screen per element of `path`, kept in sync both ways.
  public init<Element: Hashable>(path: Binding<[Element]>, @ViewBuilder root: () -> Root) {
    self.source = .path(PathBinding(path))
    self.root = root()
  }

  /// A stack that keeps its own navigation state.
  public init(@ViewBuilder root: () -> Root) {
    self.source = .owned
    self.root = root()
  }

  /// Resolved by ``resolve(in:into:)``, not through a body.
  public func _resolve(into resolution: inout _ViewResolution) {
    resolve(in: resolution.context, into: &resolution.nodes)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    guard context.environment[NavigationScopeKey.self] == nil else {
      context.resolve(root, into: &nodes)
      return
    }
    let box = context.persistentState(StackStateBox.init)
    let state: StackState
    switch source {
    case .navigator(let navigator):
      state = box.state(for: navigator)
    case .path(let binding):
      state = box.state(for: nil)
      binding.sync(state, in: context)
    case .owned:
      state = box.state(for: nil)
    }
    StackRenderer(root: root, state: state).resolve(in: context, into: &nodes)
  }
}
