import Foundation
import NavigationBackport

/// Decodes a navigation state's `CodableRepresentation`; what decodes must encode and decode
/// back to an equal state.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateDecoding(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  fuzzCodingRoundTrip(
    Data(bytes: start, count: count), what: "state",
    decode: fuzzRegistry.decodeState(from:), codable: \.codable)
  return 0
}
