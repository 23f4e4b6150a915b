import Foundation
import NavigationBackport

/// Decodes a navigation path's `CodableRepresentation`; what decodes must encode and decode back
/// to an equal path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathDecoding(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  fuzzCodingRoundTrip(
    Data(bytes: start, count: count), what: "path",
    decode: fuzzRegistry.decodePath(from:), codable: \.codable)
  return 0
}
