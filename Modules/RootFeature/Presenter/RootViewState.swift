/// What the root screen shows while its data arrives.
enum RootViewState: Equatable, Sendable {
  /// The grapes are being fetched.
  case loading
  /// The grapes are loaded (possibly none); the router's ``ScreenData`` holds them.
  case loaded
  /// Fetching failed; the message says why and what to do.
  case failed(String)
}
