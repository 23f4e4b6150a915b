/// A view for each element of a collection, each identified by the element's id.
///
/// ```swift
/// ForEach(presenter.grapes) { grape in
///   Button(grape.name) { presenter.select(grape) }
/// }
/// ```
///
/// In a ``List``, a row is built only when it is drawn, printed or acted on, and numbered by its
/// position (other controls in it get the number and a letter, `12i`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  private let data: Data
  /// Reads `id` directly for `Identifiable` elements, where a key path would cost more.
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
      nodes.append(LazyRowsNode(rows: rows))
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
