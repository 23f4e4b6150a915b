/// Gives the router the data behind an identifier; the router itself holds no data.
@MainActor
public protocol RootDataSource: AnyObject {
  /// The loaded grapes, in display order; empty while loading or after a failure.
  var items: [DataViewModel] { get }
  /// The wine regions the loaded grapes name, ordered by name.
  var regions: [WineRegion] { get }
}

extension RootDataSource {
  /// The regions of ``items``; a data source that keeps them says so itself.
  public var regions: [WineRegion] { WineRegion.all(in: items) }

  /// The loaded grape with identifier `id`, if any.
  func item(id: DataViewModel.ID) -> DataViewModel? {
    items.first { $0.id == id }
  }

  /// The region with identifier `id`, if any.
  func region(id: WineRegion.ID) -> WineRegion? {
    regions.first { $0.id == id }
  }
}
