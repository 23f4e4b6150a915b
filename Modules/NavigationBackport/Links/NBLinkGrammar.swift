import Foundation

/// An app's links: the URLs naming a navigation state, and its query parameters
/// (see <doc:OpeningLinks>).
public struct NBLinkGrammar {
  let scheme: String
  let tabs: [NBRootID]
  let parameters: [String]
  let routes: [NBLinkRoute]
  let maximumLength: Int

  /// The links of `scheme` naming the roots `tabs` (the first is the default) and the screens of
  /// `routes`, with the query `parameters`, at most `maximumLength` UTF-8 bytes.
  public init(
    scheme: String, tabs: [NBRootID] = [.main], parameters: [String] = [],
    routes: [NBLinkRoute], maximumLength: Int = 4096
  ) {
    self.scheme = scheme
    self.tabs = tabs.isEmpty ? [.main] : tabs
    self.parameters = parameters
    self.routes = routes
    self.maximumLength = maximumLength
  }

  /// The state `url` names, its screens as ``NBLinkScreen`` values, and its query parameters by
  /// name.
  ///
  /// - Throws: ``NBLinkError`` naming the first part of `url` that is wrong.
  public func parse(_ url: String) throws(NBLinkError) -> (
    state: NBNavigationState, parameters: [String: String]
  ) {
    let components = try components(of: url)
    let host = components.percentEncodedHost ?? ""
    let text = host + components.percentEncodedPath
    let segments = text.isEmpty ? [] : text.split(separator: "/", omittingEmptySubsequences: false)
    var reader = LinkReader(grammar: self)
    for (index, segment) in segments.enumerated() {
      guard !segment.isEmpty else {
        throw NBLinkError(
          "Segment \(index + 1) of the URL is empty (two slashes in a row, or a slash at the end).")
      }
      guard let word = Self.decoded(segment) else {
        throw Self.badEncoding(segment)
      }
      reader.raw.append(NBLinkError.excerpt(segment))
      reader.words.append(word)
    }
    return (try reader.state(), try parameters(of: components))
  }

  /// `segment` with its `%XX` sequences decoded, or `nil` when the bytes they give are not UTF-8
  /// (Foundation's `removingPercentEncoding` reads a lone continuation byte such as `%A9` as a
  /// character instead of refusing it).
  private static func decoded(_ segment: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = segment.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next(), let low = iterator.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(value)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// `url` read by Foundation, checked to be of this scheme, with no fragment, user or port.
  private func components(of url: String) throws(NBLinkError) -> URLComponents {
    guard !url.isEmpty else {
      throw NBLinkError("The URL is empty; expected one such as '\(scheme)://'.")
    }
    guard url.utf8.count <= maximumLength else {
      throw NBLinkError(
        "The URL is \(url.utf8.count) bytes long; the limit is \(maximumLength) bytes.")
    }
    guard let components = URLComponents(string: url, encodingInvalidCharacters: false) else {
      throw Self.invalid(url)
    }
    guard components.scheme?.lowercased() == scheme.lowercased(),
      components.percentEncodedHost != nil
    else {
      let start = url.range(of: "://").map { url[..<$0.upperBound] }
      let found = start ?? url.firstIndex(of: ":").map { url[...$0] } ?? url[...]
      throw NBLinkError(
        "The URL must start with '\(scheme)://', not '\(NBLinkError.excerpt(found))'.")
    }
    if let fragment = components.percentEncodedFragment {
      throw NBLinkError(
        "The URL has a fragment '#\(NBLinkError.excerpt(fragment))'; links have none.")
    }
    guard components.percentEncodedUser == nil, components.port == nil else {
      throw NBLinkError("The URL names a user or a port before its first '/'; links have neither.")
    }
    return components
  }

  /// The query's parameters by name: each declared one, at most once, with a value.
  private func parameters(of components: URLComponents) throws(NBLinkError) -> [String: String] {
    var found: [String: String] = [:]
    for item in components.percentEncodedQueryItems ?? [] {
      guard let name = item.name.removingPercentEncoding else {
        throw Self.badEncoding(item.name)
      }
      let quoted = NBLinkError.excerpt(item.name)
      guard parameters.contains(name) else {
        let expected =
          parameters.isEmpty ? "links take none" : "expected " + NBLinkError.quoted(parameters)
        throw NBLinkError("Unknown query parameter '\(quoted)'; \(expected).")
      }
      guard let value = item.value else {
        throw NBLinkError("The query parameter '\(quoted)' has no value; write '\(quoted)=VALUE'.")
      }
      guard let decoded = value.removingPercentEncoding else {
        throw Self.badEncoding(value)
      }
      guard found.updateValue(decoded, forKey: name) == nil else {
        throw NBLinkError("The query parameter '\(quoted)' appears more than once.")
      }
    }
    return found
  }

  /// Why Foundation cannot read `url`: the first character a URL never holds raw, or a `%`.
  private static func invalid(_ url: String) -> NBLinkError {
    let allowed = CharacterSet.urlFragmentAllowed.union(CharacterSet(charactersIn: "#%"))
    if let (offset, scalar) = url.unicodeScalars.enumerated().first(where: {
      !allowed.contains($0.element)
    }) {
      let code = String(scalar.value, radix: 16, uppercase: true)
      let name =
        scalar == " "
        ? "a space"
        : "the character U+" + String(repeating: "0", count: max(4 - code.count, 0)) + code
      return NBLinkError(
        "The URL contains \(name) at offset \(offset); write it percent-encoded (UTF-8 bytes as %XX)."
      )
    }
    if let match = url.firstMatch(of: /%(?![0-9A-Fa-f]{2})/) {
      let offset = url.unicodeScalars[..<match.range.lowerBound].count
      return NBLinkError(
        "Bad percent-encoding at offset \(offset): '%' must be followed by two hexadecimal digits.")
    }
    return NBLinkError("'\(NBLinkError.excerpt(url))' is not a URL (RFC 3986).")
  }

  private static func badEncoding(_ part: some StringProtocol) -> NBLinkError {
    NBLinkError(
      "Bad percent-encoding in '\(NBLinkError.excerpt(part))': the bytes it encodes are not UTF-8.")
  }
}
