import NavigationBackport
import TerminalUI

extension View {
  /// Declares the screen shown for values of type `data` pushed on the enclosing stack; a
  /// `Codable` type is also allowed in restored navigation states.
  ///
  /// When one type is declared twice on a stack, the declaration closest to the stack's root
  /// wins, as in SwiftUI; a class value without its own declaration uses its nearest declared
  /// superclass.
  public func nbNavigationDestination<D: Hashable, Destination: View>(
    for data: D.Type,
    @ViewBuilder destination: @escaping (D) -> Destination
  ) -> some View {
    DestinationDeclaration(content: self) { collector in
      collector.register(data) { AnyView(destination($0)) }
    }
  }

  /// Pushes `destination` on the enclosing stack while `isPresented` is true; navigating back
  /// sets it to false.
  ///
  /// `destination` is called once each time the destination is pushed, so the presenter it makes
  /// lives exactly as long as the pushed screen.
  public func nbNavigationDestination<Destination: View>(
    isPresented: Binding<Bool>,
    @ViewBuilder destination: @escaping () -> Destination
  ) -> some View {
    BoundDeclaration(content: self) { id, scope in
      scope.destinations.registerBound(id) { _ in AnyView(destination()) }
      let presented = isPresented.wrappedValue
      scope.recordBindingUpdate(for: id) { navigator in
        navigator.bindDestination(id, isPresented: presented) {
          isPresented.wrappedValue = false
        }
      }
    }
  }

  /// Pushes the destination for `item` on the enclosing stack while `item` is not `nil`;
  /// navigating back sets it to `nil`.
  public func nbNavigationDestination<Item: Hashable, Destination: View>(
    item: Binding<Item?>,
    @ViewBuilder destination: @escaping (Item) -> Destination
  ) -> some View {
    BoundDeclaration(content: self) { id, scope in
      scope.destinations.registerBound(id) { shown in
        (shown?.base as? Item).map { AnyView(destination($0)) } ?? AnyView(EmptyView())
      }
      let current = item.wrappedValue
      scope.recordBindingUpdate(for: id) { navigator in
        navigator.bindDestination(id, item: current) { item.wrappedValue = nil }
      }
    }
  }
}

/// Registers a type-keyed destination with the enclosing stack, then draws its content.
struct DestinationDeclaration<Content: View>: View, PrimitiveView {
  let content: Content
  let register: @MainActor (DestinationCollector) -> Void

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    if let scope = context.environment[NavigationScopeKey.self] {
      register(scope.destinations)
    }
    context.resolve(content, into: &nodes)
  }
}

/// Declares a destination or modal bound to a flag or item, identified by where it stands in the
/// tree, then draws its content one step deeper, so that several bound modifiers applied to one
/// view (`.sheet(…).fullScreenCover(…)`) each get an identity of their own.
///
/// The declaration records its binding update with the scope rather than with the resolve
/// context: a screen that is not drawn is resolved in a scratch context whose effects are dropped.
struct BoundDeclaration<Content: View>: View, PrimitiveView {
  let content: Content
  let declare: @MainActor (NBBoundDestinationID, NavigationScope) -> Void

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    if let scope = context.environment[NavigationScopeKey.self] {
      declare(NBBoundDestinationID(context.identity.description), scope)
    }
    context.withChild(.named("bound")) {
      context.resolve(content, into: &nodes)
    }
  }
}
