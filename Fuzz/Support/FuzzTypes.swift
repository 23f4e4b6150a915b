/// A screen struct with an optional and a nested array, so that fuzzing reaches Foundation's
/// decoder through the engine with hostile element texts of a struct.
struct FuzzScreen: Hashable, Codable {
  var id: Int
  var title: String
  var flag: Bool?
  var tags: [String]
}

/// A route enum with payloads of every shape synthesized `Codable` writes.
enum FuzzRoute: Hashable, Codable {
  case list
  case item(id: Int, highlighted: Bool)
  case screen(FuzzScreen)
}
