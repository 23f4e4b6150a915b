import NavigationBackport
import RootFeature

/// The sample's grapes, which parsed links are resolved against.
private let items = SampleAPIClient.originalGrapes

/// Parses a deep-link URL; a parsed link's canonical URL must parse back to it, and errors must
/// be printable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzURLParsing(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  let link: RootLink
  do {
    link = try RootLink(url: text)
  } catch {
    precondition(
      error.description.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F },
      "an error message holds a control character")
    return 0
  }
  // Ids keep their raw characters, so only the style's canonical spelling can be longer
  // (`extra-details-modally` for `extraDetailsModally`: two bytes).
  precondition(
    link.url.utf8.count <= text.utf8.count + 2, "the canonical URL is longer than the parsed one")
  do {
    let again = try RootLink(url: link.url)
    precondition(again == link, "the URL changed on a round trip")
  } catch {
    preconditionFailure("a canonical URL does not parse: \(error)")
  }
  let links = RootLink.grammar(ScreenData(items))
  _ = try? links.resolve(link.state)
  let (_, dropped) = links.restore(link.state)
  precondition(dropped.allSatisfy { !$0.description.isEmpty })
  return 0
}
