import AccountKit

/// What the Account tab's screens are about: the person's account, signed in or not.
///
/// There is exactly one, `me`, so its screens are written in URLs by their names alone
/// (`feature-routing://tab/account/edit-name`, `…/cover/sign-in`). It carries the profile of the
/// person signed in, if anyone is, which the router keeps; a screen that needs someone signed in
/// says so through ``FeatureScreen/unavailability(for:)``.
struct AccountSubject: ScreenSubject {
  static var word: String { "account" }
  static var noun: String { "account" }
  static var soleID: String? { id }

  /// The id of the one account.
  static let id = "me"

  /// The person signed in, or `nil`.
  let profile: Profile?

  var id: String { Self.id }
  var displayName: String { profile?.name ?? "Account" }

  /// The account, whoever is signed in: there is always one.
  static func all(in items: [DataViewModel]) -> [AccountSubject] {
    [AccountSubject(profile: nil)]
  }

  static func all(in items: [DataViewModel], account: Profile?) -> [AccountSubject] {
    [AccountSubject(profile: account)]
  }
}
