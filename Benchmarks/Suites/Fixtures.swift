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

/// How a path's structs and enums are coded: synthesized `Codable`, or by hand.
///
/// By hand means through `NBJSONCodable`; both give the same JSON.
enum ElementCoding: CaseIterable {
  case synthesized
  case handCoded
}

/// `count` elements cycling through four kinds: integers, strings, structs and enums.
func mixedElements(_ count: Int, coding: ElementCoding = .synthesized) -> [AnyHashable] {
  (0..<count).map { index in
    switch index % 4 {
    case 0: return AnyHashable(index)
    case 1: return AnyHashable("screen \(index)")
    case 2:
      let id = "grape-\(index)"
      let title = "Grape \(index)"
      let subtitle = "A fine grape, number \(index)"
      switch coding {
      case .synthesized: return AnyHashable(ScreenModel(id: id, title: title, subtitle: subtitle))
      case .handCoded:
        return AnyHashable(HandCodedScreen(id: id, title: title, subtitle: subtitle))
      }
    default:
      let highlighted = index.isMultiple(of: 2)
      switch coding {
      case .synthesized: return AnyHashable(Route.item(id: index, highlighted: highlighted))
      case .handCoded: return AnyHashable(HandCodedRoute.item(id: index, highlighted: highlighted))
      }
    }
  }
}
