import Foundation
import NavigationBackport
import RootFeature

/// The allowlist the app decodes with, plus two standard types so that more shapes decode.
nonisolated(unsafe) private let registry: NBTypeRegistry = {
  var registry = RootRouter.restorableTypes
  registry.register(Int.self)
  registry.register(String.self)
  return registry
}()

/// Decodes a navigation state's `CodableRepresentation`; what decodes must encode and decode
/// back to an equal state.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateDecoding(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let state: NBNavigationState
  do {
    state = try registry.decodeState(from: data)
  } catch {
    _ = "\(error)"
    return 0
  }
  guard let codable = state.codable else {
    preconditionFailure("a decoded state has no codable form")
  }
  do {
    let again = try registry.decodeState(from: JSONEncoder().encode(codable))
    precondition(again == state, "the state changed on a round trip")
  } catch {
    preconditionFailure("a decoded state does not round-trip: \(error)")
  }
  return 0
}
