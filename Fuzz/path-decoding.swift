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

/// Decodes a navigation path's `CodableRepresentation`; what decodes must encode and decode back
/// to an equal path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathDecoding(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let path: NBNavigationPath
  do {
    path = try registry.decodePath(from: data)
  } catch {
    _ = "\(error)"
    return 0
  }
  guard let codable = path.codable else {
    preconditionFailure("a decoded path has no codable form")
  }
  do {
    let again = try registry.decodePath(from: JSONEncoder().encode(codable))
    precondition(again == path, "the path changed on a round trip")
  } catch {
    preconditionFailure("a decoded path does not round-trip: \(error)")
  }
  return 0
}
