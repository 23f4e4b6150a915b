/// What the search screen reports; the router decides what happens next.
///
/// The screen never knows where the grapes come from or how a chosen one is shown. Held weakly
/// by the presenter, so a router that owns the navigation state forms no retain cycle.
@MainActor
public protocol SearchRouting: AnyObject {
  /// The grapes that match `search`'s query, from the data the router holds.
  func results(of search: SearchViewModel) -> SearchResults
  /// The person changed the query of `search` to `query`.
  func didChangeQuery(_ query: String, of search: SearchViewModel)
  /// The person chose the grape `id` among the results.
  func didChooseResult(_ id: SearchResult.ID)
}
