/// A view for each element of a collection, each identified by the element's id.
///
/// ```swift
/// ForEach(presenter.grapes) { grape in
///   Button(grape.name) { presenter.select(grape) }
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  private let data: Data
  private let id: KeyPath<Data.Element, ID>
  private let content: (Data.Element) -> Content

  /// A view for each element of `data`, identified by the element's property at `id`.
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  package func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    for element in data {
      context.withChild(.element(AnyHashable(element[keyPath: id]))) {
        context.resolve(content(element), into: &nodes)
      }
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view for each element of `data`, identified by the element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
