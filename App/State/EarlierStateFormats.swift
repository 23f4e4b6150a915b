import Foundation
import RootFeature

/// Converts a state file written by an earlier version of the app (state versions 1 to 4) to the
/// current format, so that a person who upgrades keeps where they were.
///
/// Earlier versions saved each screen under a name of its own (`details`, `region`; version 1 the
/// kit's type name and its whole view model) with the id of its grape or region; the current
/// format saves the route and id of the screen's link. Versions 1 and 2 had one root, `main`
/// (the Grapes tab), and no sheet policy (one sheet at a time); versions 1 to 3 had no account.
/// Only what changed is rewritten: anything else is left for the decoder to judge and report.
enum EarlierStateFormats {
  /// The route of each screen name the earlier versions wrote.
  private static let routes = [
    "details": "grapes/{id}/details", "DetailsKit.DetailsViewModel": "grapes/{id}/details",
    "extra": "grapes/{id}/extra", "ExtraDetailsKit.ExtraDetailsViewModel": "grapes/{id}/extra",
    "region": "regions/{id}/region", "sign-in": "sign-in", "edit-name": "edit-name",
  ]

  /// `data` in the current format when it is the JSON object of a state file of versions 1 to 4;
  /// otherwise `nil`.
  static func converted(_ data: Data) -> Data? {
    struct Versioned: Decodable { let version: Int }
    guard let version = try? JSONDecoder().decode(Versioned.self, from: data).version,
      (1..<RootSavedState.version).contains(version),
      var document = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      return nil
    }
    document["version"] = RootSavedState.version
    document["sheets"] = document["sheets"] ?? "single"
    if var navigation = document["navigation"] as? [String: Any] {
      if navigation["selectedRoot"] as? String == "main" {
        navigation["selectedRoot"] = "grapes"
      }
      if var roots = navigation["roots"] as? [[String: Any]] {
        for index in roots.indices {
          if roots[index]["id"] as? String == "main" {
            roots[index]["id"] = "grapes"
          }
          roots[index]["path"] = screens(roots[index]["path"])
        }
        navigation["roots"] = roots
      }
      if var modals = navigation["modals"] as? [[String: Any]] {
        for index in modals.indices {
          modals[index]["content"] = screens(modals[index]["content"])
          modals[index]["path"] = screens(modals[index]["path"])
        }
        navigation["modals"] = modals
      }
      document["navigation"] = navigation
    }
    return try? JSONSerialization.data(withJSONObject: document)
  }

  /// `path`, a saved path of type names each followed by its value's JSON, with every earlier
  /// screen written as the screen of its route and id.
  private static func screens(_ path: Any?) -> Any? {
    guard var values = path as? [Any] else {
      return path
    }
    for index in stride(from: 0, to: values.count - 1, by: 2) {
      guard let name = values[index] as? String, let route = routes[name],
        let json = (values[index + 1] as? String).map({ Data($0.utf8) }),
        let value = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
        let id = value["id"] as? String,
        let screen = try? JSONSerialization.data(
          withJSONObject: ["route": route, "id": route.contains("{id}") ? id : ""])
      else {
        continue
      }
      values[index] = "screen"
      values[index + 1] = String(decoding: screen, as: UTF8.self)
    }
    return values
  }
}
