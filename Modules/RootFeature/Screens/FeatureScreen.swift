import TerminalUI

/// Everything the root knows about one kind of feature screen, said in one type.
///
/// A conforming type names what the screen is about (its ``Subject``: a grape, a region), the
/// kit's view model (the value the router pushes or presents, and the type its destination is
/// registered for), builds the kit's screen for it, makes it from its subject, and gives the word
/// that names it in URLs and saved states. ``ScreenKind`` lists the conforming types; the router,
/// the URL mapping, the saved state and the allowlist read that list and nothing else, so a kit is
/// plugged into the root by one such type and one case.
///
/// ```swift
/// enum DetailsScreen: FeatureScreen {
///   static let name = "details"
///   static func viewModel(for item: DataViewModel) -> DetailsViewModel { … }
///   static func destination(for viewModel: DetailsViewModel, router: RootRouter) -> DetailsView {
///     …
///   }
/// }
/// ```
protocol FeatureScreen {
  /// What the screen is about; its id identifies the screen in URLs and saved states.
  associatedtype Subject: ScreenSubject
  /// The kit's view model: what is pushed or presented, identified by its subject's id.
  associatedtype ViewModel: Hashable & Sendable
  /// The kit's screen.
  associatedtype Destination: View

  /// The word naming the screen in deep links (`grapes/shiraz/details`) and in saved states;
  /// unique among the kinds, and none of the URL's own words (`tab`, `sheet`, `cover`, a subject's
  /// word).
  static var name: String { get }

  /// The type name under which version 1 of the state file saved the screen's whole view model,
  /// when the screen existed then; such a saved screen is restored by its `id`.
  static var version1TypeName: String? { get }

  /// The screen's view model for `subject`, whose `id` is the subject's.
  static func viewModel(for subject: Subject) -> ViewModel

  /// The id of the subject `viewModel` shows (by default the view model's own `id`).
  static func subjectID(ofViewModel viewModel: ViewModel) -> String

  /// Why this kind of screen cannot be shown for `subject` now, as a clause for messages (such
  /// as "nobody is signed in"), or `nil` when it can (by default it always can).
  static func unavailability(for subject: Subject) -> String?

  /// The kit's screen for `viewModel`, reporting to `router`: the destination registered for
  /// ``ViewModel``.
  @MainActor
  static func destination(for viewModel: ViewModel, router: RootRouter) -> Destination
}

extension FeatureScreen {
  /// A screen added after version 1 of the state file has no version-1 name.
  static var version1TypeName: String? { nil }

  /// A screen can be shown for any subject the data holds.
  static func unavailability(for subject: Subject) -> String? { nil }
}

extension FeatureScreen where ViewModel: Identifiable, ViewModel.ID == String {
  /// A view model identified by its subject's id names it itself.
  static func subjectID(ofViewModel viewModel: ViewModel) -> String { viewModel.id }
}
