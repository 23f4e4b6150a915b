import AccountKit
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

  /// What this kind of screen is about.
  var subject: any ScreenSubject.Type { screen.subject }

  /// What is pushed or presented to show this kind of screen of `subject` (the kit's view model),
  /// or `nil` when the kind is about another type of subject.
  func viewModel(for subject: some ScreenSubject) -> AnyHashable? {
    screen.value(for: subject)
  }

  /// What is pushed or presented to show this kind of screen of the grape or region `id` that
  /// `items` name, or of the account signed in as `account` (the kit's view model), or `nil` when
  /// there is no such subject or the screen cannot be shown for it.
  public func viewModel(id: String, in items: [DataViewModel], account: Profile? = nil)
    -> AnyHashable?
  {
    viewModel(id: id, in: SubjectIndex(items, account: account))
  }

  /// What is pushed or presented to show this kind of screen of the subject `id` of the loaded
  /// data, or `nil` when the data has no such subject.
  func viewModel(id: String, in index: SubjectIndex) -> AnyHashable? {
    screen.value(id: id, in: index)
  }

  /// Why this kind of screen of the subject `id` cannot be shown now although the subject exists
  /// (such as "nobody is signed in"), or `nil`.
  func unavailability(id: String, in index: SubjectIndex) -> String? {
    screen.unavailability(id: id, in: index)
  }

  /// What a person calls the subject `id` of the loaded data, such as `Pinot Noir`, or `nil` when
  /// the data has no such subject.
  func title(id: String, in index: SubjectIndex) -> String? {
    subject.find(id, in: index)?.displayName
  }

  /// The feature screen `value` is, by kind and subject id, or `nil` when it is none.
  ///
  /// The one place where a value read from a type-erased path is taken back as a feature screen.
  static func screen(of value: AnyHashable) -> RootLocation.Screen? {
    for kind in allCases {
      if let id = kind.screen.subjectID(of: value) {
        return RootLocation.Screen(kind, id)
      }
    }
    return nil
  }

  /// Whether this kind of screen is about subjects of `subject`'s type.
  func isAbout(_ subject: any ScreenSubject.Type) -> Bool {
    ObjectIdentifier(self.subject) == ObjectIdentifier(subject)
  }

  /// The kinds about subjects of `subject`'s type, such as the grape screens.
  static func about(_ subject: any ScreenSubject.Type) -> [ScreenKind] {
    allCases.filter { $0.isAbout(subject) }
  }

  /// The types of subject the kinds are about, each once, in the order of the kinds.
  static var subjects: [any ScreenSubject.Type] {
    var subjects: [any ScreenSubject.Type] = []
    for kind in allCases where !subjects.contains(where: { kind.isAbout($0) }) {
      subjects.append(kind.subject)
    }
    return subjects
  }

  /// The type of subject whose word in URLs is `word`, such as `grapes`.
  static func subject(word: String) -> (any ScreenSubject.Type)? {
    subjects.first { $0.word == word }
  }
}

extension FeatureScreen {
  /// The type of the subject this kind of screen is about.
  static var subject: any ScreenSubject.Type { Subject.self }

  /// `subject`'s view model, as the value that is pushed or presented, if it is a ``Subject``.
  static func value(for subject: some ScreenSubject) -> AnyHashable? {
    (subject as? Subject).map { AnyHashable(viewModel(for: $0)) }
  }

  /// The view model of the subject `id` of the loaded data, if there is one and the screen can
  /// be shown for it.
  static func value(id: String, in index: SubjectIndex) -> AnyHashable? {
    guard let subject = index.subject(Subject.self, id: id), unavailability(for: subject) == nil
    else {
      return nil
    }
    return AnyHashable(viewModel(for: subject))
  }

  /// Why the screen of the subject `id` cannot be shown although the subject exists, or `nil`.
  static func unavailability(id: String, in index: SubjectIndex) -> String? {
    index.subject(Subject.self, id: id).flatMap(unavailability(for:))
  }

  /// The subject `value` shows when it is this kind's view model or saved form, otherwise `nil`.
  static func subjectID(of value: AnyHashable) -> String? {
    switch value.base {
    case let viewModel as ViewModel: subjectID(ofViewModel: viewModel)
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
