import Foundation
import NavigationBackport

/// Decodes a navigation state; what decodes must encode and decode back to an equal state.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateDecoding(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  fuzzCodingRoundTrip(
    Data(bytes: start, count: count), what: "state",
    decode: { try fuzzRegistry.makeDecoder().decode(NBNavigationState.self, from: $0) },
    codable: { $0 })
  return 0
}
