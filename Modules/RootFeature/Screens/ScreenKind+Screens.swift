import TerminalNavigation
import TerminalUI

extension ScreenKind {
  /// The word naming this kind of screen in deep links and saved states, such as `details`.
  public var name: String { screen.name }

  /// The kind named `name` in deep links and saved states, if any.
  init?(name: String) {
    guard let kind = Self.allCases.first(where: { $0.name == name }) else {
      return nil
    }
    self = kind
  }

  /// What is pushed or presented to show this kind of screen for `item`: the kit's view model.
  public func viewModel(for item: DataViewModel) -> AnyHashable {
    screen.value(for: item)
  }

  /// The feature screen `value` is, by kind and grape, or `nil` when it is none.
  ///
  /// The one place where a value read from a type-erased path is taken back as a feature screen.
  static func screen(of value: AnyHashable) -> RootLocation.Screen? {
    for kind in allCases {
      if let grapeID = kind.screen.grapeID(of: value) {
        return RootLocation.Screen(kind, grapeID)
      }
    }
    return nil
  }
}

extension FeatureScreen {
  /// `item`'s view model, as the value that is pushed or presented.
  static func value(for item: DataViewModel) -> AnyHashable {
    AnyHashable(viewModel(for: item))
  }

  /// The grape `value` shows when it is this kind's view model or saved form, otherwise `nil`.
  static func grapeID(of value: AnyHashable) -> String? {
    switch value.base {
    case let viewModel as ViewModel: viewModel.id
    case let saved as SavedScreen<Self>: saved.id
    case let saved as Version1SavedScreen<Self>: saved.id
    default: nil
    }
  }

  /// `content` with this screen's type-keyed destination registered for ``ViewModel``.
  @MainActor
  static func registeringDestination(on content: AnyView, router: RootRouter) -> AnyView {
    AnyView(
      content.nbNavigationDestination(for: ViewModel.self) { viewModel in
        destination(for: viewModel, router: router)
      })
  }
}
