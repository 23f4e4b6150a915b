import AccountKit

/// What a kind of feature screen is about, which its id names: a grape or a region.
///
/// A screen is saved and linked to as its kind and its subject's id (`grapes/shiraz/details`,
/// `regions/france/region`); restoring it looks the id up among the subjects of today's data.
/// Every ``FeatureScreen`` names its subject type; a screen about something new conforms that
/// thing in the screen's own file (as `RegionScreen.swift` does `WineRegion`).
protocol ScreenSubject: Sendable {
  /// The word before an id in URLs, such as `grapes`; none of the URL's own words, and unique
  /// among the subject types.
  static var word: String { get }

  /// What one subject is called in messages, such as `grape`.
  static var noun: String { get }

  /// The subject's identifier, unique among the subjects of its type.
  var id: String { get }

  /// What a person calls the subject, such as `Pinot Noir` or `France`.
  var displayName: String { get }

  /// Every subject of this type in the loaded grapes.
  static func all(in items: [DataViewModel]) -> [Self]

  /// Every subject of this type in the loaded grapes and the account signed in as `account`
  /// (`nil` when nobody is); by default the subjects of the grapes alone.
  static func all(in items: [DataViewModel], account: Profile?) -> [Self]

  /// The id of the one subject of this type, for a type that always has exactly one (the
  /// account): its screens are written in URLs by their names alone (`tab/account/edit-name`);
  /// `nil` (the default) for a type with many.
  static var soleID: String? { get }
}

extension DataViewModel: ScreenSubject {
  static var word: String { "grapes" }
  static var noun: String { "grape" }
  var displayName: String { title }

  static func all(in items: [DataViewModel]) -> [DataViewModel] {
    items
  }
}

extension ScreenSubject {
  static func all(in items: [DataViewModel], account: Profile?) -> [Self] {
    all(in: items)
  }

  static var soleID: String? { nil }

  /// The subject `id` of the loaded data in `index`, if there is one.
  static func find(_ id: String, in index: SubjectIndex) -> Self? {
    index.subject(Self.self, id: id)
  }

  /// The ids of the first `count` subjects of this type in `index`, for messages.
  static func someIDs(in index: SubjectIndex, count: Int) -> [String] {
    index.someIDs(of: Self.self, count: count)
  }
}

/// The subjects of the loaded grapes and the signed-in account by type and id, each type's made
/// once, when first asked for, so that a location naming many screens resolves in linear time.
final class SubjectIndex {
  private let items: [DataViewModel]
  private let account: Profile?
  private var byType: [ObjectIdentifier: [String: any ScreenSubject]] = [:]

  /// An index over `items` and the account signed in as `account` (`nil` when nobody is).
  init(_ items: [DataViewModel], account: Profile? = nil) {
    self.items = items
    self.account = account
  }

  /// The subject of `type` whose id is `id`, if any; the first one when several share it.
  func subject<Subject: ScreenSubject>(_ type: Subject.Type, id: String) -> Subject? {
    let key = ObjectIdentifier(type)
    if byType[key] == nil {
      var subjects: [String: any ScreenSubject] = [:]
      for subject in type.all(in: items, account: account) where subjects[subject.id] == nil {
        subjects[subject.id] = subject
      }
      byType[key] = subjects
    }
    return byType[key]?[id] as? Subject
  }

  /// The ids of the first few subjects of `type`, for messages.
  func someIDs<Subject: ScreenSubject>(of type: Subject.Type, count: Int) -> [String] {
    Array(type.all(in: items, account: account).prefix(count).map(\.id))
  }
}
