import Foundation
import NavigationBackport
import RootFeature

/// The sample's grapes, which restored states are checked against.
private let items = SampleAPIClient.originalGrapes

/// Loads a state file as the app does on start: decode the document and restore its navigation,
/// leaving out the screens of unknown grapes; a loaded file must save and load back equal, and
/// name a link.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFile(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let saved: RootSavedState
  do {
    saved = try RootSavedState(decoding: data)
  } catch {
    precondition(!error.description.isEmpty)
    return 0
  }
  let (_, dropped) = RootLink.grammar(ScreenData(items), signedIn: saved.account)
    .restore(saved.navigation)
  precondition(dropped.allSatisfy { !$0.description.isEmpty })
  let link = RootLink(state: saved.navigation, style: saved.presentationStyle, policy: nil)
  precondition(link.url.hasPrefix(RootLink.scheme + "://"))
  do {
    let again = try RootSavedState(decoding: saved.encoded())
    precondition(again == saved, "the state file changed on a round trip")
  } catch {
    preconditionFailure("a loaded state file cannot be saved: \(error)")
  }
  return 0
}
