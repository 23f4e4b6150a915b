import Observation

/// The search screen's presenter: holds the search shown and forwards the person's requests to
/// the router.
@MainActor
@Observable
public final class SearchPresenter {
  /// The search shown.
  public let viewModel: SearchViewModel
  @ObservationIgnored private weak var router: (any SearchRouting)?
  /// Set by the screen for the host to begin editing the query field; answered once.
  public var isQueryFocused = true

  /// A presenter showing `viewModel` and reporting to `router` (held weakly).
  public init(viewModel: SearchViewModel, router: any SearchRouting) {
    self.viewModel = viewModel
    self.router = router
  }

  /// The grapes that match the query, worked out when first asked for.
  @ObservationIgnored public private(set) lazy var results =
    router?.results(of: viewModel)
    ?? SearchResults(query: "", foldedTitles: [], result: { _ in SearchResult(id: "", title: "") })

  /// The query, for the field; setting it is the person typing.
  public var query: String {
    get { viewModel.query }
    set { didChangeQuery(newValue) }
  }

  /// One line on what was found: `3 of 100,000`, or why nothing was.
  public var summary: String {
    if results.isEmpty {
      return results.total == 0
        ? "No grapes are loaded." : "No grape matches '\(viewModel.query)'."
    }
    return "\(Self.grouped(results.count)) of \(Self.grouped(results.total))"
  }

  /// `number` with its thousands grouped by commas, whatever the locale: `100,000`.
  private static func grouped(_ number: Int) -> String {
    var digits = String(number)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }

  /// Why the query is shorter than what was typed, or `nil`.
  public var lengthNotice: String? {
    viewModel.wasShortened
      ? "A query is at most \(SearchViewModel.maximumLength) characters, longer than any grape's "
        + "name; the rest was left out." : nil
  }

  /// The person changed the query.
  public func didChangeQuery(_ query: String) {
    router?.didChangeQuery(query, of: viewModel)
  }

  /// The person chose `result`.
  public func didChoose(_ result: SearchResult) {
    router?.didChooseResult(result.id)
  }
}
