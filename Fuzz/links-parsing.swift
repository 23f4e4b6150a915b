import NavigationBackport

/// A screen of the fuzzed grammar: the route's pattern and the id it shows.
private struct LinkedScreen: Hashable {
  let route: String
  let id: String
}

/// A grammar of every shape the engine reads: tabs, routes sharing a prefix, a route with a
/// two-word prefix and a longer suffix, routes without an id, and query parameters. (A grammar
/// holds closures, so it is made where it is used rather than kept in a global.)
private var grammar: NBLinkGrammar {
  NBLinkGrammar(
    scheme: "feature-routing", tabs: ["grapes", "regions", "account"],
    parameters: ["style", "sheets"],
    routes: [
      "grapes/{id}/details", "grapes/{id}/extra", "regions/{id}/region", "a/b/{id}/c/d",
      "a/b/{id}/c", "sign-in", "edit-name",
    ].map { pattern in
      NBLinkRoute(
        pattern, id: { (screen: LinkedScreen) in screen.route == pattern ? screen.id : nil }
      ) { id in
        LinkedScreen(route: pattern, id: id)
      }
    })
}

/// Parses a link; the canonical URL of what was parsed must parse back to it, the screens must
/// resolve to values whose URL is that canonical URL, and errors must be printable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinksParsing(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  let parsed: (state: NBNavigationState, parameters: [String: String])
  do {
    parsed = try grammar.parse(text)
  } catch {
    precondition(
      error.description.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F },
      "an error message holds a control character")
    return 0
  }
  guard let url = grammar.url(of: parsed.state, parameters: parsed.parameters) else {
    preconditionFailure("a parsed state has no URL")
  }
  guard url.utf8.count <= 4096 else {
    return 0
  }
  do {
    let again = try grammar.parse(url)
    precondition(again.state == parsed.state, "the state changed on a round trip")
    precondition(again.parameters == parsed.parameters, "the parameters changed on a round trip")
    let resolved = try grammar.resolve(parsed.state)
    precondition(grammar.url(of: resolved, parameters: parsed.parameters) == url)
  } catch {
    preconditionFailure("a canonical URL does not parse or resolve: \(error)")
  }
  return 0
}
