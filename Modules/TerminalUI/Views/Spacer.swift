/// Empty room: the leftover width of a ``HStack``; `minLength` blank lines in a ``VStack``.
public struct Spacer: View, PrimitiveView {
  private let minLength: Int

  /// A spacer taking at least `minLength` columns (or lines).
  public init(minLength: Int = 0) {
    self.minLength = minLength
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    nodes.append(SpacerNode(minLength: minLength))
  }
}
