import Foundation
import NavigationBackport

/// The deep-link URLs: a location written as `feature-routing://…` in the engine's link grammar
/// (`NBLinkGrammar`), of which the root declares only its words.
///
/// ```text
/// url     = "feature-routing://" [ "tab/" TAB ] stack *( ( "sheet" / "cover" ) "/" stack )
///           [ "?" param *( "&" param ) ]
/// TAB     = "grapes" / "regions" / "account"     ; RootTab; without it, grapes
/// stack   = *( screen )                          ; one route per ScreenKind:
/// screen  = "grapes/" ID "/details" / "grapes/" ID "/extra" / "regions/" ID "/region"
///         / "sign-in" / "edit-name"              ; the account's screens: there is one account
/// param   = "style=" STYLE / "sheets=" ( "single" / "stacked" )
/// ```
///
/// Consecutive screens of one grape share its words (`grapes/shiraz/details/extra`); an ID is
/// percent-encoded UTF-8. A modal shows its first screen and pushes the rest on its own stack.
/// Without `style` or `sheets`, the current setting is kept. A URL names the selected tab's
/// screens; opening it leaves the other tabs' stacks alone.
extension RootLocation {
  /// `feature-routing`, the URL scheme.
  public static let scheme = "feature-routing"

  /// `feature-routing://`, what every deep link starts with.
  public static let urlPrefix = "feature-routing://"

  /// The URL of the sign-in cover over the Account tab.
  static let signInURL = urlPrefix + "tab/account/cover/sign-in"

  /// The longest URL accepted, in UTF-8 bytes.
  public static let maximumURLLength = 4096

  /// The root's words: its tabs, its two query parameters and one route per kind of screen.
  ///
  /// The routes name screens by id only (``NBLinkScreen``), which a location resolves against
  /// the loaded data itself (``resolved(against:account:)``).
  static var links: NBLinkGrammar {
    NBLinkGrammar(
      scheme: scheme, tabs: RootTab.allCases.map(\.rootID), parameters: ["style", "sheets"],
      routes: ScreenKind.allCases.map { kind in
        NBLinkRoute(kind.route) { (_: String) -> NBLinkScreen? in nil }
      },
      maximumLength: maximumURLLength)
  }

  /// The location `text` spells.
  ///
  /// Only the syntax is checked here; whether the grapes and regions exist is checked by
  /// ``resolved(against:account:)`` once they are loaded.
  ///
  /// - Throws: ``DeepLinkError`` naming the first part of `text` that is wrong.
  public init(url text: String) throws(DeepLinkError) {
    let parsed: (state: NBNavigationState, parameters: [String: String])
    do {
      parsed = try Self.links.parse(text)
    } catch {
      throw .link(error)
    }
    guard var location = RootLocation(state: parsed.state) else {
      throw .link(NBLinkError("The URL names a screen the app does not have."))
    }
    if let name = parsed.parameters["style"] {
      guard let style = PresentationStyle(argument: name) else {
        throw .unknownStyle(Self.displayID(name))
      }
      location.presentationStyle = style
    }
    if let name = parsed.parameters["sheets"] {
      guard let policy = NBPresentationPolicy(argument: name) else {
        throw .unknownSheetPolicy(Self.displayID(name))
      }
      location.sheetPolicy = policy
    }
    self = location
  }

  /// The canonical URL of this location's selected tab: ``init(url:)`` reads it back as an equal
  /// location when the other tabs' stacks are empty.
  public var url: String {
    let state = state { screen in
      AnyHashable(NBLinkScreen(screen.kind.route, id: screen.kind.soleID == nil ? screen.id : ""))
    }
    var parameters: [String: String] = [:]
    parameters["style"] = presentationStyle?.argumentName
    parameters["sheets"] = sheetPolicy?.argumentName
    return Self.links.url(of: state, parameters: parameters) ?? Self.urlPrefix
  }

  /// The words of the URL that are not screens' names.
  static var ownWords: [String] {
    ["tab", "sheet", "cover"] + ScreenKind.words
  }

  /// `text` with every byte that may not stand raw in a path segment written as `%XX`.
  static func percentEncoded(_ text: String) -> String {
    let allowed = CharacterSet.urlFragmentAllowed.subtracting(CharacterSet(charactersIn: "/?"))
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }

  /// `id` as an error message shows it: as it is when every character is printable, otherwise
  /// percent-encoded, so that no control character reaches a terminal; at most 60 characters.
  static func displayID(_ id: String) -> String {
    let printable = id.unicodeScalars.allSatisfy { scalar in
      let category = scalar.properties.generalCategory
      return category != .control && category != .format && category != .lineSeparator
        && category != .paragraphSeparator && scalar != "\u{FFFD}"
    }
    let text = printable ? id : percentEncoded(id)
    return text.count > 60 ? text.prefix(59) + "…" : text
  }
}

extension ScreenKind {
  /// How links spell this kind of screen: `grapes/{id}/details`, or the name alone for the
  /// account's screens.
  var route: String {
    soleID == nil ? "\(word)/{id}/\(name)" : name
  }
}
