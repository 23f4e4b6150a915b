import Foundation
import NavigationBackport

/// The loaded grapes and regions by id: what the links make screens from.
///
/// Each lookup table is made once, when first asked for, so a state naming many screens resolves
/// in linear time, and the regions are worked out only for a state that names one.
package final class ScreenData {
  /// The loaded grapes, in display order.
  let items: [RootModel]
  /// The grapes by id.
  private(set) lazy var grapes = Dictionary(items.map { ($0.id, $0) }) { first, _ in first }
  /// The regions the grapes name, ordered by name.
  private(set) lazy var regions = WineRegion.all(in: items)
  /// The grapes' names as search compares them (case and accents folded, as SearchKit folds
  /// a query, then UTF-8 bytes), in display order.
  private(set) lazy var foldedTitles = items.map {
    Array($0.title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
  }
  /// The regions by id.
  private(set) lazy var regionsByID = Dictionary(regions.map { ($0.id, $0) }) { first, _ in first }

  /// The data of `items`.
  package init(_ items: [RootModel]) {
    self.items = items
  }

  /// The grape `id`.
  ///
  /// - Throws: `NBLinkError` naming the id and a few that exist.
  func grape(_ id: String) throws(NBLinkError) -> RootModel {
    guard let grape = grapes[id] else {
      throw Self.unknown("grape", id, known: items.prefix(6).map(\.id), count: items.count)
    }
    return grape
  }

  /// The region `id`.
  ///
  /// - Throws: `NBLinkError` naming the id and a few that exist.
  func region(_ id: String) throws(NBLinkError) -> WineRegion {
    guard let region = regionsByID[id] else {
      throw Self.unknown("region", id, known: regions.prefix(6).map(\.id), count: regions.count)
    }
    return region
  }

  private static func unknown(_ noun: String, _ id: String, known: [String], count: Int)
    -> NBLinkError
  {
    // As a URL writes them, so that the list never shows the very text that failed.
    let shown = known.prefix(5).map { "'\(displayID(linkID($0)))'" }.joined(separator: ", ")
    let more = count > 5 ? " and \(count - 5) more" : ""
    let list = known.isEmpty ? "no \(noun)s are loaded" : "the ids are \(shown)\(more)"
    return NBLinkError("No \(noun) has the id '\(displayID(id))'; \(list).")
  }
}

/// `id` as a message shows it: as it is when every character is printable, otherwise
/// percent-encoded, so that no control character reaches a terminal; at most 60 characters.
func displayID(_ id: String) -> String {
  let printable = id.unicodeScalars.allSatisfy { scalar in
    let category = scalar.properties.generalCategory
    return category != .control && category != .format && category != .lineSeparator
      && category != .paragraphSeparator && scalar != "\u{FFFD}"
  }
  let text = printable ? id : linkID(id)
  return text.count > 60 ? text.prefix(59) + "…" : text
}

/// `id` as a URL's path segment writes it (`caf%C3%A9%2Fnoir`, `a%20b`).
func linkID(_ id: String) -> String {
  id.addingPercentEncoding(
    withAllowedCharacters: .urlFragmentAllowed.subtracting(CharacterSet(charactersIn: "/?"))) ?? id
}
