/// What the Details screen reports; the router decides what happens next.
///
/// The screen never knows which screen comes next or how it is shown: it only says what the
/// person asked for. Held weakly by the presenter, so a router that owns the navigation state
/// (and through it the screen) forms no retain cycle.
@MainActor
public protocol DetailsRouting: AnyObject {
  /// The person asked to leave Details ("Programmatic pop").
  func dismissDetails()
  /// The person asked for the extra details of the grape `id`.
  func presentExtraDetails(_ id: DetailsViewModel.ID)
  /// The person asked to rate the grape `id` ("Rate this grape").
  func rateGrape(_ id: DetailsViewModel.ID)
  /// The person's rating of the grape `id` as one line, such as `Your rating: ★★★★☆ jammy`, or
  /// `nil`: the router keeps ratings, as it receives them when a rating ends.
  func rating(of id: DetailsViewModel.ID) -> String?
}
