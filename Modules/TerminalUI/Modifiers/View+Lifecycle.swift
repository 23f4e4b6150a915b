struct LifecycleModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let handler: LifecycleHandler

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    context.withChild(.lifecycle) {
      context.addLifecycleHandler(handler)
      context.resolve(content, into: &nodes)
    }
  }
}

extension View {
  /// Runs `action` after this view first appears in a rendered frame.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
    LifecycleModifier(content: self, handler: .appear(action))
  }

  /// Runs `action` after this view is gone from a rendered frame.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
    LifecycleModifier(content: self, handler: .disappear(action))
  }

  /// Starts `action` when this view first appears, and cancels it when the view disappears.
  public func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
    LifecycleModifier(content: self, handler: .task(action))
  }
}
