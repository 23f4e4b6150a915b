import NavigationBackport

// Stand-ins for the app's screens: a kit's view model is a value that knows its subject's id.

/// A grape's details.
struct GrapeDetails: Hashable {
  let id: String
}

/// A grape's extra details.
struct GrapeExtra: Hashable {
  let id: String
}

/// A region's grapes.
struct RegionGrapes: Hashable {
  let id: String
}

/// Signing in: the account's screen, of which there is one.
struct SignIn: Hashable {}

/// Editing the signed-in person's name.
struct EditName: Hashable {
  let name: String
}

/// The app's whole grammar, declared as an app declares it: its tabs, its query parameters and
/// one route per screen type, made from the data given (`grapes`, `regions`, who is signed in).
enum SampleLinks {
  static let tabs: [NBRootID] = ["grapes", "regions", "account"]

  static func grammar(
    grapes: [String] = [], regions: [String] = [], signedIn: String? = nil
  ) -> NBLinkGrammar {
    NBLinkGrammar(
      scheme: "feature-routing", tabs: tabs, parameters: ["style", "sheets"],
      routes: [
        NBLinkRoute("grapes/{id}/details", id: \GrapeDetails.id) { id in
          grapes.contains(id) ? GrapeDetails(id: id) : nil
        },
        NBLinkRoute("grapes/{id}/extra", id: \GrapeExtra.id) { id in
          grapes.contains(id) ? GrapeExtra(id: id) : nil
        },
        NBLinkRoute("regions/{id}/region", id: \RegionGrapes.id) { id in
          regions.contains(id) ? RegionGrapes(id: id) : nil
        },
        NBLinkRoute("sign-in") { _ in SignIn() },
        NBLinkRoute("edit-name") { (_) throws(NBLinkError) -> EditName? in
          guard let signedIn else {
            throw NBLinkError("'edit-name' cannot be opened: nobody is signed in.")
          }
          return EditName(name: signedIn)
        },
      ])
  }

  static let details = "grapes/{id}/details"
  static let extra = "grapes/{id}/extra"
  static let region = "regions/{id}/region"

  /// The state a link names: `path` on `tab`'s stack, `modals` over it.
  static func state(
    _ tab: NBRootID = "grapes", _ path: [NBLinkScreen] = [], modals: [NBModal] = []
  ) -> NBNavigationState {
    NBNavigationState(
      roots: tabs.map { NBRoot(id: $0, path: $0 == tab ? NBNavigationPath(path) : .init()) },
      selected: tab, modals: modals)
  }

  /// A modal showing `screens.first` with the rest on its own stack.
  static func modal(_ style: NBModalStyle = .sheet, _ screens: NBLinkScreen...) -> NBModal {
    NBModal(style, content: screens[0], path: NBNavigationPath(screens.dropFirst()))
  }
}
