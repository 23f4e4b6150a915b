/// How a link names one type of screen, such as `grapes/{id}/details`, and how its value is told by
/// id and made from one (see <doc:OpeningLinks>).
public struct NBLinkRoute {
  /// How a link spells the screen, `{id}` standing for its id: `grapes/{id}/details`.
  public let pattern: String
  /// The words before `{id}`, or every word of a pattern without one.
  let prefix: [String]
  let suffix: [String]
  let hasID: Bool
  /// The id of `value` when it is this route's screen, otherwise `nil`.
  let id: (AnyHashable) -> String?
  /// The screen of `id`, or `nil` when nothing has that id.
  let make: (String) throws(NBLinkError) -> AnyHashable?
  /// The result type of the child flow this route's screen is the first step of, if any.
  let flowResult: String?
  /// The pattern of the route whose screen of the same id this one must stand right above, if
  /// any: a link placing it anywhere else is refused.
  let opensAbove: String?

  /// A route spelled `pattern` for `Value` screens: `id` tells a value's id (`nil`: another
  /// route's) and `make` makes the value of an id after the data is loaded (`nil` or a thrown
  /// ``NBLinkError`` when it cannot).
  ///
  /// With `flowResult`, the screen is the first step of a child flow returning that type, started
  /// by the screen below it. With `opensAbove`, the pattern of another route, a link opens the
  /// screen only right above that route's screen of the same id (a flow's step above the screen
  /// that starts it, so that the flow can be finished); ``NBLinkGrammar/parse(_:)`` refuses it
  /// anywhere else, naming the whole chain to write.
  public init<Value: Hashable>(
    _ pattern: String,
    id: @escaping (Value) -> String? = { _ in "" },
    startsFlowReturning flowResult: Any.Type? = nil,
    opensAbove: String? = nil,
    make: @escaping (String) throws(NBLinkError) -> Value?
  ) {
    let words = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let split = words.firstIndex(of: "{id}")
    self.pattern = pattern
    self.prefix = Array(words[..<(split ?? words.endIndex)])
    self.suffix = split.map { Array(words[($0 + 1)...]) } ?? []
    self.hasID = split != nil
    self.id = { value in (value.base as? Value).flatMap(id) }
    self.make = { (id) throws(NBLinkError) -> AnyHashable? in try make(id).map { AnyHashable($0) } }
    self.flowResult = flowResult.map(NBTypeName.of)
    self.opensAbove = opensAbove
  }
}

/// A screen a parsed link names by route and id, before ``NBLinkGrammar/resolve(_:over:)`` makes
/// it.
public struct NBLinkScreen: Hashable, Sendable, Codable, NBStableTypeName {
  /// `screen`, the name a saved state gives these values.
  public static let nbTypeName = "screen"

  /// The route's pattern, such as `grapes/{id}/details`.
  public let route: String
  /// The id the link names, percent-decoded; empty for a route without `{id}`.
  public let id: String

  /// The screen of `route` showing `id`.
  public init(_ route: String, id: String = "") {
    self.route = route
    self.id = id
  }
}
