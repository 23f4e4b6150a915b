import Foundation
import NavigationBackport
import RootFeature

/// The sample's grapes, which restored states are checked against.
private let items = SampleAPIClient.originalGrapes.map(DataViewModel.init(model:))

/// Loads a state file as the app does on start: decode the document, read its location, drop
/// the screens of unknown grapes and resolve the rest; a loaded file must save and load back
/// equal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFile(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let saved: RootSavedState
  do {
    saved = try RootSavedState(decoding: data)
  } catch {
    precondition(!error.problem.isEmpty)
    return 0
  }
  guard let location = RootLocation(state: saved.navigation) else {
    preconditionFailure("a restored state holds a screen that is not a feature screen")
  }
  let (trimmed, dropped) = location.trimmed(to: items, account: saved.account)
  precondition(dropped.allSatisfy { !$0.description.isEmpty })
  do {
    _ = try trimmed.resolved(against: items, account: saved.account)
    let again = try RootSavedState(decoding: saved.encoded())
    precondition(again == saved, "the state file changed on a round trip")
  } catch {
    preconditionFailure("a loaded state file cannot be restored or saved: \(error)")
  }
  return 0
}
