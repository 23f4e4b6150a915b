/// What the Extra details screen reports; the router decides what happens next.
///
/// The screen never knows where a region is shown: it only says which one the person chose. Held
/// weakly by the presenter, so a router that owns the navigation state forms no retain cycle.
@MainActor
public protocol ExtraDetailsRouting: AnyObject {
  /// The person chose the region named `name` on the chart.
  func showRegion(named name: String)
}
