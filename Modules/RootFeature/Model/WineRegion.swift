/// A wine region named in the data, and the grapes grown there with their amounts.
///
/// Made from the grapes: every name a grape gives a region is one region, however many grapes
/// name it. A region is identified by its name written lowercase with every run of other
/// characters than letters and digits as one `-` (`Barossa Valley` is `barossa-valley`); a name
/// whose identifier another name met earlier already has (`!!!` and `???`, or `Rioja` and
/// `rioja`) gets a suffix (`region-2`), so that every region keeps its own identifier and grapes.
struct WineRegion: Hashable, Identifiable, Sendable {
  /// A grape grown in the region.
  struct Grape: Hashable, Sendable {
    /// The grape.
    let item: RootModel
    /// How much of it the region grows, as the grape's data says.
    let value: Double
  }

  /// The region's identifier, made from its name.
  let id: String
  /// The region's name.
  let name: String
  /// The grapes grown there, in the data's order.
  let grapes: [Grape]

  /// Every region `items` name, ordered by name.
  static func all(in items: [RootModel]) -> [WineRegion] {
    var order: [String] = []
    var names: [String: String] = [:]
    var grapes: [String: [Grape]] = [:]
    var identifiers: [String: String] = [:]  // many grapes name few regions
    for item in items {
      for share in item.regions {
        let id: String
        if let known = identifiers[share.name] {
          id = known
        } else {
          id = unique(identifier(for: share.name), among: names)
          identifiers[share.name] = id
          order.append(id)
          names[id] = share.name
        }
        grapes[id, default: []].append(Grape(item: item, value: share.value))
      }
    }
    return
      order
      .map { WineRegion(id: $0, name: names[$0] ?? $0, grapes: grapes[$0] ?? []) }
      .sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
  }

  /// `id`, or `id-2`, `id-3`… if `taken` has it already.
  private static func unique(_ id: String, among taken: [String: String]) -> String {
    guard taken[id] != nil else { return id }
    var number = 2
    while taken["\(id)-\(number)"] != nil { number += 1 }
    return "\(id)-\(number)"
  }

  /// The identifier of the region named `name`: lowercase letters and digits, other characters
  /// joined into single dashes, none at either end; `region` for a name with no letter or digit.
  static func identifier(for name: String) -> String {
    let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }
    return words.isEmpty ? "region" : words.joined(separator: "-")
  }
}
