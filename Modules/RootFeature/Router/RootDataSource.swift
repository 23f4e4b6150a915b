/// Gives the router the data behind an identifier; the router itself holds no data.
@MainActor
public protocol RootDataSource: AnyObject {
  /// The loaded grapes, in display order; empty while loading or after a failure.
  var items: [DataViewModel] { get }
}

extension RootDataSource {
  /// The loaded grape with identifier `id`, if any.
  func item(id: DataViewModel.ID) -> DataViewModel? {
    items.first { $0.id == id }
  }
}
