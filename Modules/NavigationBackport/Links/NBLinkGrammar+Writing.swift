import Foundation

extension NBLinkGrammar {
  /// The canonical URL of `state`'s selected tab and modals, with the given declared `parameters`;
  /// `nil` when a screen has no route.
  public func url(of state: NBNavigationState, parameters values: [String: String] = [:])
    -> String?
  {
    let selected = state.selectedRootID
    var segments = selected == tabs[0] ? [] : ["tab", Self.encoded(selected.rawValue)]
    guard append(state.rootPath.elements, to: &segments) else {
      return nil
    }
    // A dialog asks a question over a place; it is not a place a link leads to.
    for modal in state.modals where modal.style != .dialog {
      segments.append(Self.modalWords.first { $0.value == modal.style }?.key ?? "sheet")
      guard append([modal.content.value] + (modal.path?.elements ?? []), to: &segments) else {
        return nil
      }
    }
    var query = URLComponents()
    query.queryItems = parameters.compactMap { name in
      values[name].map { URLQueryItem(name: name, value: $0) }
    }
    let suffix = query.percentEncodedQuery.map { $0.isEmpty ? "" : "?" + $0 } ?? ""
    return scheme + "://" + segments.joined(separator: "/") + suffix
  }

  /// Appends the words of one stack's `screens`; `false` when a screen has no route.
  private func append(_ screens: [AnyHashable], to segments: inout [String]) -> Bool {
    var group: (prefix: [String], id: String)?
    for value in screens {
      guard let (route, id) = route(of: value) else {
        return false
      }
      if !route.hasID {
        segments += route.prefix
        group = nil
        continue
      }
      if group?.prefix != route.prefix || group?.id != id || !canShare(route) {
        segments += route.prefix + [Self.encoded(id)]
        group = (route.prefix, id)
      }
      segments += route.suffix
    }
    return true
  }

  /// The path segments of `screens`, one stack's, as ``url(of:parameters:)`` writes them.
  func words(of screens: [NBLinkScreen]) -> [String] {
    var segments: [String] = []
    _ = append(screens.map { AnyHashable($0) }, to: &segments)
    return segments
  }

  /// The route named by `pattern`.
  func route(named pattern: String) -> NBLinkRoute? {
    routes.first { $0.pattern == pattern }
  }

  /// The route of `value` and the id it shows: the route an ``NBLinkScreen`` names, or the first
  /// that tells an id for `value`.
  func route(of value: AnyHashable) -> (NBLinkRoute, String)? {
    if let screen = value.base as? NBLinkScreen {
      return route(named: screen.route).map { ($0, screen.id) }
    }
    return routes.lazy.compactMap { route in route.id(value).map { (route, $0) } }.first
  }

  /// Whether a screen of `route` may be written by its suffix alone after its group.
  private func canShare(_ route: NBLinkRoute) -> Bool {
    guard let first = route.suffix.first else {
      return false
    }
    return Self.modalWords[first] == nil && !routes.contains { $0.prefix.first == first }
  }

  /// `text` as one path segment, everything outside RFC 3986 `pchar` as `%XX`.
  static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? text
  }

  /// The characters a path segment holds raw, so a parsed id is never written longer.
  private static let segmentCharacters = CharacterSet.urlFragmentAllowed.subtracting(
    CharacterSet(charactersIn: "/?"))
}
