/// One of two views, chosen by an `if`/`else` or a `switch`; each branch has its own identity.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
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
