/// How a link names one type of screen: its words, such as `grapes/{id}/details`, and how its
/// value is told by id and made from one.
///
/// A pattern is words separated by `/` with at most one `{id}`, followed by at least one word.
/// Consecutive screens with the same prefix and id share it: `grapes/shiraz/details` then
/// `grapes/shiraz/extra` are written `grapes/shiraz/details/extra`. Without an id (`edit-name`),
/// `make` is given the empty id. `tab`, `sheet` and `cover` belong to the links themselves.
///
/// ```swift
/// NBLinkRoute("grapes/{id}/details", id: \DetailsViewModel.id) { id in
///   grapes.first { $0.id == id }.map(DetailsViewModel.init)
/// }
/// ```
public struct NBLinkRoute {
  /// The pattern as declared, which ``NBLinkScreen/route`` names.
  let pattern: String
  /// The words before `{id}`, or every word of a pattern without one.
  let prefix: [String]
  /// The words after `{id}`; empty for a pattern without one.
  let suffix: [String]
  /// Whether the pattern has `{id}`.
  let hasID: Bool
  /// The id of `value` when it is this route's type of screen, otherwise `nil`.
  let id: (AnyHashable) -> String?
  /// The screen of `id`, or `nil` when nothing has that id.
  let make: (String) throws(NBLinkError) -> AnyHashable?
  /// The result type of the child flow this route's screen is the first step of, if any.
  let flowResult: String?

  /// A route spelled `pattern` for screens of type `Value`: `id` tells the id a value shows (or
  /// `nil` when the value is another route's, as with one enum for every screen) and `make`
  /// makes the value of an id, returning `nil` (or throwing its own ``NBLinkError``) when it
  /// cannot; `make` runs when a parsed link is resolved, so after the data is loaded.
  ///
  /// With `flowResult`, the screen is the first step of a child flow returning that type
  /// (``NBNavigator/startFlow(returning:firstStep:from:)``): a link naming it makes the flow again,
  /// started by the screen below it.
  public init<Value: Hashable>(
    _ pattern: String,
    id: @escaping (Value) -> String? = { _ in "" },
    startsFlowReturning flowResult: Any.Type? = nil,
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
  }
}

/// A screen a parsed link names by route and id, before its value is made.
///
/// ``NBLinkGrammar/parse(_:)`` gives these, ``NBLinkGrammar/resolve(_:over:)`` makes their
/// values, and ``NBLinkGrammar/unresolved(_:)`` turns screens into these to save a state by ids.
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
