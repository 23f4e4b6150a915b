/// What the Regions screens report; the router decides what happens next.
///
/// The screens never know which screen comes next or how it is shown (a sheet, another sheet on
/// top, or in place of the one shown): they only say what the person chose. Held weakly by the
/// presenters, so a router that owns the navigation state (and through it the screens) forms no
/// retain cycle.
@MainActor
public protocol RegionsRouting: AnyObject {
  /// The person chose the region `id` in the list.
  func showRegion(_ id: RegionSummary.ID)
  /// The person chose the grape `id` on a region's screen.
  func showGrape(_ id: RegionGrape.ID)
}
