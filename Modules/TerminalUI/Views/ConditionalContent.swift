/// One of two views, chosen by an `if`/`else` or a `switch` in a ``ViewBuilder``.
///
/// The two branches have different identities, so switching branches makes the old one disappear
/// and the new one appear.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  /// The branch that was taken.
  enum Branch {
    case first(TrueContent)
    case second(FalseContent)
  }

  private let branch: Branch

  init(_ branch: Branch) {
    self.branch = branch
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    switch branch {
    case .first(let content):
      context.resolve(content, at: .branch(true), into: &nodes)
    case .second(let content):
      context.resolve(content, at: .branch(false), into: &nodes)
    }
  }
}
