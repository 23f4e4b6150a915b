import AccountKit
import Foundation
import NavigationBackport

/// The app's saved state: the presentation style, the sheet policy, the whole navigation state
/// (every tab's stack, the selected tab, the modals) and who is signed in, as the versioned JSON
/// document of the state file.
///
/// ```json
/// {"navigation":{"modals":[],"roots":[{"id":"grapes","path":["screen","{\"id\":\"shiraz\",\"route\":\"grapes\/{id}\/details\"}"]},{"id":"regions","path":[]},{"id":"account","path":[]}],"selectedRoot":"grapes"},"presentationStyle":"details-modally","sheets":"single","version":5}
/// ```
///
/// A signed-in person adds `"account":{"name":"rosa"}` (the profile: a name, never a password).
/// `navigation` is the engine's encoding of the ``NBNavigationState`` by ids:
/// each screen is an ``NBLinkScreen``, the route and id its link names, so a file stays small
/// however much a screen shows, and a restored screen shows today's data. Decoding goes through
/// the allowlist of ``RootRouter/restorableTypes``. The app converts the files of earlier versions
/// to this one before reading them.
public struct RootSavedState: Equatable {
  /// The version this app writes.
  public static let version = 5

  /// The largest file read, in bytes; a state file is a few kilobytes.
  public static let maximumSize = 16 << 20

  /// How the next selection of a grape is shown.
  public var presentationStyle: PresentationStyle
  /// What presenting a sheet does while another is shown.
  public var sheetPolicy: NBPresentationPolicy
  /// Every tab's stack, the selected tab and the presented modals, each screen by its route and
  /// id: a root for each tab, in the tabs' order.
  public var navigation: NBNavigationState
  /// The profile of the person signed in, or `nil` when nobody is.
  public var account: Profile?

  /// A saved state of `navigation` with `presentationStyle` and `sheetPolicy`, signed in as
  /// `account`.
  ///
  /// The navigation gets a root for every tab, in the tabs' order (see
  /// ``RootTab/withTabRoots(_:)``).
  init(
    presentationStyle: PresentationStyle,
    sheetPolicy: NBPresentationPolicy = .single,
    navigation: NBNavigationState,
    account: Profile? = nil
  ) {
    self.presentationStyle = presentationStyle
    self.sheetPolicy = sheetPolicy
    self.navigation = RootTab.withTabRoots(navigation)
    self.account = account
  }

  /// The document's bytes: one line of JSON with sorted keys.
  ///
  /// - Throws: `EncodingError` when the navigation holds a value that is not `Codable`, or
  ///   ``RootSavedStateError`` when the document would be larger than ``maximumSize``, which
  ///   reading it back would refuse.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(self)
    guard data.count <= Self.maximumSize else {
      throw RootSavedStateError(
        kind: .tooLarge,
        problem: """
          the state is \(data.count) bytes, more than the \(Self.maximumSize) a state file may \
          hold
          """)
    }
    return data
  }

  /// Decodes a state file, checking every value's type against `registry`.
  ///
  /// - Throws: ``RootSavedStateError`` saying what is wrong and where: empty, too large, not
  ///   JSON (where, in Foundation's words), an unknown version, or a missing or invalid field (with its
  ///   path, such as `navigation.roots[0].path`, and the navigation engine's own message).
  public init(
    decoding data: Data, registry: NBTypeRegistry = RootRouter.restorableTypes
  ) throws(RootSavedStateError) {
    guard !data.isEmpty else {
      throw RootSavedStateError(kind: .notJSON, problem: "the file is empty")
    }
    guard data.count <= Self.maximumSize else {
      throw RootSavedStateError(
        kind: .notJSON,
        problem: "the file is \(data.count) bytes; a state file is at most \(Self.maximumSize)")
    }
    do {
      self = try registry.makeDecoder().decode(RootSavedState.self, from: data)
    } catch let error as RootSavedStateError {
      throw error
    } catch {
      if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty,
        let syntax = jsonSyntaxProblem(in: data)
      {
        throw RootSavedStateError(kind: .notJSON, problem: syntax)
      }
      throw RootSavedStateError(kind: .invalid, problem: Self.describe(error))
    }
  }

  /// Checks that every root of `state` is a tab and no tab has two.
  ///
  /// - Throws: ``RootSavedStateError`` naming a root that is no tab, or two roots of one tab.
  static func checkRoots(of state: NBNavigationState) throws(RootSavedStateError) {
    var seen: Set<RootTab> = []
    for (index, root) in state.roots.enumerated() {
      let field = "\"navigation.roots[\(index)].id\""
      guard let tab = RootTab(rootID: root.id) else {
        let tabs = RootTab.allCases.map(\.name).joined(separator: ", ")
        throw RootSavedStateError(
          kind: .invalid,
          problem: """
            \(field) is "\(displayID(root.id.rawValue))", not a tab (\(tabs))
            """)
      }
      guard seen.insert(tab).inserted else {
        throw RootSavedStateError(
          kind: .invalid, problem: "\(field) names the \(tab.title) tab a second time")
      }
    }
  }

  /// The longest name a saved account may have, in characters.
  static let maximumNameLength = 200

  /// Whether `name` is one a person could have signed in with or saved: not empty or only spaces,
  /// at most ``maximumNameLength`` characters, no control characters.
  static func isValidName(_ name: String) -> Bool {
    name.count <= maximumNameLength && name.contains { !$0.isWhitespace }
      && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
