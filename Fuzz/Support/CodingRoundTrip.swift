import Foundation
import NavigationBackport
import RootFeature

/// The allowlist the app decodes with, plus standard types, a struct and an enum so that more
/// shapes decode.
let fuzzRegistry: NBTypeRegistry = {
  var registry = RootSavedState.restorableTypes
  registry.register(Int.self)
  registry.register(String.self)
  registry.register(Bool.self)
  registry.register(FuzzScreen.self)
  registry.register(FuzzRoute.self)
  return registry
}()

/// Decodes `data` with `decode`, and checks that what decodes survives a round trip.
///
/// What decodes must have a codable form that encodes and decodes back to an equal value; a
/// refused input only needs an error that can be described.
///
/// - Parameter what: The value's name in failure messages, such as "path".
func fuzzCodingRoundTrip<Value: Equatable, Representation: Encodable>(
  _ data: Data,
  what: String,
  decode: (Data) throws -> Value,
  codable: (Value) -> Representation?
) {
  let value: Value
  do {
    value = try decode(data)
  } catch {
    _ = "\(error)"
    return
  }
  guard let representation = codable(value) else {
    preconditionFailure("a decoded \(what) has no codable form")
  }
  do {
    let again = try decode(JSONEncoder().encode(representation))
    precondition(again == value, "the \(what) changed on a round trip")
  } catch {
    preconditionFailure("a decoded \(what) does not round-trip: \(error)")
  }
}
