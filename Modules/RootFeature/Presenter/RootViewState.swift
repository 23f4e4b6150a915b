/// What the root screen shows while its data arrives.
enum RootViewState: Equatable, Sendable {
  /// The grapes are being fetched.
  case loading
  /// The grapes, in display order (possibly none).
  case loaded([RootModel])
  /// Fetching failed; the message says why and what to do.
  case failed(String)
}
