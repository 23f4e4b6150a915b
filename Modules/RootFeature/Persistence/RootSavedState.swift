import AccountKit
import Foundation
import NavigationBackport
import TastingKit

/// The app's saved state: the presentation style, the sheet policy, the whole navigation state,
/// who is signed in and the ratings, as the versioned JSON document of the state file
/// (`Docs/SavedState.md` shows it).
///
/// Each screen is saved as its link's route and id (an `NBLinkScreen`), so a file stays small
/// however much a screen shows. The app converts earlier versions' files before reading them.
public struct RootSavedState: Equatable {
  /// The types a saved state may hold: `NBLinkScreen`, a screen by its route and id; nothing
  /// else is ever decoded.
  package static var restorableTypes: NBTypeRegistry {
    var registry = NBTypeRegistry()
    registry.register(NBLinkScreen.self)
    return registry
  }

  /// Who is signed in, as AccountKit's profile: the kit whose model the app keeps.
  package typealias Account = Profile
  /// The person's rating of each grape, by grape id, as TastingKit's ratings.
  package typealias Ratings = [String: Rating]

  /// The version this app writes.
  public static let version = 5
  /// The largest file read, in bytes; a state file is a few kilobytes.
  public static let maximumSize = 16 << 20

  /// How the next selection of a grape is shown.
  package let presentationStyle: PresentationStyle
  /// What presenting a sheet does while another is shown.
  package let sheetPolicy: NBPresentationPolicy
  /// Every tab's stack, the selected tab and the presented modals.
  package let navigation: NBNavigationState
  /// The profile of the person signed in (a name, never a password), or `nil`.
  package let account: Profile?
  /// The person's rating of each grape, by grape id.
  package let ratings: [String: Rating]
  /// The shortcut of the control highlighted on each kept screen in full screen, by the screen's
  /// URL (`feature-routing://grapes/shiraz/details`), so that after a restart each restored screen
  /// is highlighted as it was left; the app's to fill and read, empty when nothing was chosen.
  public var highlights: [String: String] = [:]

  /// A saved state whose navigation has a root for every tab, in the tabs' order.
  init(
    presentationStyle: PresentationStyle, sheetPolicy: NBPresentationPolicy = .single,
    navigation: NBNavigationState, account: Profile? = nil, ratings: [String: Rating] = [:]
  ) {
    self.presentationStyle = presentationStyle
    self.sheetPolicy = sheetPolicy
    self.navigation = RootTab.withTabRoots(navigation)
    self.account = account
    self.ratings = ratings
  }

  /// The document's bytes: one line of JSON with sorted keys.
  ///
  /// - Throws: `EncodingError` when the navigation holds a value that is not `Codable`, or
  ///   ``RootDataError`` when the document is larger than ``maximumSize``.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(self)
    guard data.count <= Self.maximumSize else {
      throw RootDataError(
        problem:
          "the state is \(data.count) bytes, more than the \(Self.maximumSize) a state file may hold"
      )
    }
    return data
  }

  /// Decodes a state file, every screen checked against ``restorableTypes``.
  ///
  /// - Throws: ``RootDataError`` saying what is wrong and where: empty, too large, not JSON, an
  ///   unknown version, or a missing or invalid field (such as `navigation.roots[0].path`).
  public init(decoding data: Data) throws(RootDataError) {
    guard !data.isEmpty else {
      throw RootDataError(problem: "the file is empty")
    }
    guard data.count <= Self.maximumSize else {
      throw RootDataError(
        problem: "the file is \(data.count) bytes; a state file is at most \(Self.maximumSize)")
    }
    do {
      self = try Self.restorableTypes.makeDecoder().decode(RootSavedState.self, from: data)
    } catch let error as RootDataError {
      throw error
    } catch let error as DecodingError {
      throw RootDataError(problem: error.syntaxProblem(in: data) ?? Self.describe(error))
    } catch {
      throw RootDataError(problem: "\(error)".trimmingCharacters(in: ["."]))
    }
  }
}
