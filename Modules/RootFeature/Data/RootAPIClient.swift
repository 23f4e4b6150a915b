/// Where the root list's grapes come from: ``SampleAPIClient`` (the original's fake network),
/// ``FileAPIClient`` (a JSON file), or a test's own.
public protocol RootAPIClient: Sendable {
  /// Every grape, in display order.
  ///
  /// - Throws: ``RootDataError`` saying what went wrong and where.
  func fetchGrapes() async throws -> [RootModel]

  /// Where the data comes from, named in errors (a file path), or `nil`.
  var source: String? { get }
}

extension RootAPIClient {
  /// No particular source.
  public var source: String? { nil }
}
