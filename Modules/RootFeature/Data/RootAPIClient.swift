/// Where the root list's grapes come from.
///
/// The interface of the data service; ``SampleAPIClient`` (the original's fake network) and
/// ``FileAPIClient`` (a JSON file) are its live implementations, and tests supply their own.
public protocol RootAPIClient: Sendable {
  /// Fetches every grape, in display order.
  ///
  /// - Throws: ``RootDataError`` describing what went wrong and where.
  func fetchGrapes() async throws -> [RootModel]

  /// Where the data comes from, named in errors (a file path), or `nil`.
  var source: String? { get }
}

extension RootAPIClient {
  /// No particular source.
  public var source: String? { nil }
}
