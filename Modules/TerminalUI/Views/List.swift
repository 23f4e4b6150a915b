/// Rows one below the other; rows that are buttons or links are numbered:
/// `List(presenter.grapes) { Button($0.name) { … } }`.
public struct List<Content: View>: View, PrimitiveView {
  private let content: Content

  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list with a row for each element of `data`, identified by the element's `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list with a row for each element of `data`, identified by the element's property at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    let rowEnvironment = context.environment.setting(ControlPlacementKey.self, .listRow)
    let rows = context.withEnvironment(rowEnvironment) {
      context.resolve(content)
    }
    nodes.append(VStackNode(rows))
  }
}
