import TerminalUI

/// The Regions tab's list: every wine region, each with how many grapes it grows.
///
/// It reports the region a person chooses through its presenter to a ``RegionsRouting`` router,
/// which decides how the region is shown.
public struct RegionListView: View {
  private let presenter: RegionListPresenter

  /// A view showing what `presenter` holds.
  public init(presenter: RegionListPresenter) {
    self.presenter = presenter
  }

  /// The regions, or a line saying there are none.
  public var body: some View {
    VStack(alignment: .leading) {
      if presenter.regions.isEmpty {
        Text("No regions are named in the data.").foregroundStyle(.secondary)
      } else {
        List(presenter.regions) { region in
          Button {
            presenter.select(region)
          } label: {
            VStack(alignment: .leading) {
              Text(region.name).lineLimit(3)
              Text(presenter.caption(for: region)).font(.caption)
            }
          }
        }
      }
    }
    .navigationTitle(presenter.title)
  }

  /// The list of `regions`, reporting to `router` (held weakly).
  public static func make(regions: [RegionSummary], router: any RegionsRouting) -> RegionListView {
    RegionListView(presenter: RegionListPresenter(regions: regions, router: router))
  }
}
