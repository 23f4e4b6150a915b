import NavigationBackport

/// A feature screen as the state file keeps it: the id of the grape or region it shows, and
/// nothing else.
///
/// Written in a saved path under the kind's ``FeatureScreen/name``, such as
/// `"details","{\"id\":\"shiraz\"}"`. The screen's view model is made again from the data when the
/// state is restored, so a restored screen shows today's figures, and the file's size does not
/// grow with what a screen shows (a grape's regions, however many).
struct SavedScreen<Screen: FeatureScreen>: Hashable, Codable, NBStableTypeName {
  /// The grape or region the screen shows.
  let id: String

  static var nbTypeName: String { Screen.name }
}

/// A feature screen as version 1 of the state file kept it, of which only the `id` is read.
///
/// Version 1 wrote the kit's whole view model under its Swift type name
/// (``FeatureScreen/version1TypeName``). This form is registered only for kinds that have a
/// version-1 name, so that files written before screens were saved by id keep restoring.
struct Version1SavedScreen<Screen: FeatureScreen>: Hashable, Codable, NBStableTypeName {
  /// The grape the screen shows.
  let id: String

  static var nbTypeName: String { Screen.version1TypeName ?? "\(Screen.name)@1" }
}

extension FeatureScreen {
  /// The saved form of this kind's screen of the subject `id`.
  static func savedValue(id: String) -> AnyHashable {
    AnyHashable(SavedScreen<Self>(id: id))
  }

  /// Allows this kind's saved form, and its version-1 form if it has one, in `registry`.
  static func registerSavedForms(in registry: inout NBTypeRegistry) {
    registry.register(SavedScreen<Self>.self)
    if version1TypeName != nil {
      registry.register(Version1SavedScreen<Self>.self)
    }
  }
}

extension RootLocation {
  /// The navigation state the state file keeps for this location: each screen as its saved form.
  var savedState: NBNavigationState {
    state { screen in screen.kind.screen.savedValue(id: screen.id) }
  }
}
