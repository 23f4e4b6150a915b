/// A screen value like a feature's view model.
struct ScreenModel: Hashable, Codable {
  let id: String
  let title: String
  let subtitle: String
}

/// A route enum with payloads, as apps often push.
enum Route: Hashable, Codable {
  case list
  case item(id: Int, highlighted: Bool)
  case search(String)
}

/// `count` elements cycling through four kinds: integers, strings, structs and enums.
func mixedElements(_ count: Int) -> [AnyHashable] {
  (0..<count).map { index in
    switch index % 4 {
    case 0: return AnyHashable(index)
    case 1: return AnyHashable("screen \(index)")
    case 2:
      return AnyHashable(
        ScreenModel(
          id: "grape-\(index)", title: "Grape \(index)",
          subtitle: "A fine grape, number \(index)"))
    default: return AnyHashable(Route.item(id: index, highlighted: index.isMultiple(of: 2)))
    }
  }
}
