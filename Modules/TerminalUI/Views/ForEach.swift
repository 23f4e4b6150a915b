/// A view for each element of a collection, each identified by the element's id.
///
/// ```swift
/// ForEach(presenter.grapes) { grape in
///   Button(grape.name) { presenter.select(grape) }
/// }
/// ```
///
/// In a ``List``, the elements are rows drawn lazily: a row is built and resolved only when it is
/// drawn, printed or acted on, so a frame of a long list costs the rows it shows. Each element's
/// row is numbered by its position — the row's own control gets that number, any other control
/// in the row the number followed by a letter (`12i`) — so shortcuts never depend on rows that
/// are not drawn.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  private let data: Data
  /// The identity of an element: a closure, which for `Identifiable` elements reads `id`
  /// directly, where applying a key path costs more than the rest of resolving a text.
  private let identify: (Data.Element) -> ID
  private let content: (Data.Element) -> Content

  /// A view for each element of `data`, identified by the element's property at `id`.
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.identify = { $0[keyPath: id] }
    self.content = content
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    if context.rowNumber == nil, context.environment.controlPlacement == .listRow {
      let rows = LazyRows(count: data.count, in: context) {
        [data, identify, content] index, row, nodes in
        let element = data[data.index(data.startIndex, offsetBy: index)]
        row.resolve(content(element), at: .element(AnyHashable(identify(element))), into: &nodes)
      }
      context.register(rows)
      nodes.append(LazyRowsNode(rows))
      return
    }
    for element in data {
      context.resolve(content(element), at: .element(AnyHashable(identify(element))), into: &nodes)
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view for each element of `data`, identified by the element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.identify = { $0.id }
    self.content = content
  }
}
