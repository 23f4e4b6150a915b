import NavigationBackport

/// A deep link read from its URL before the grapes are loaded: the navigation state it names,
/// its screens by route and id, and the settings it names.
///
/// ```swift
/// let link = try RootLink(url: "feature-routing://grapes/shiraz/details/extra")
/// try router.open(link)  // Details, then Extra details, of Shiraz on the Grapes tab
/// ```
public struct RootLink: Equatable {
  /// `feature-routing`, the URL scheme.
  package static let scheme = "feature-routing"

  /// The longest URL accepted, in UTF-8 bytes.
  public static let maximumURLLength = 4096

  /// The state the link names: a root for every tab, its tab selected, its screens as
  /// `NBLinkScreen` values (or already made, for links the app makes itself).
  package let state: NBNavigationState
  /// The `style` the link names, or `nil` to keep the current one.
  let presentationStyle: PresentationStyle?
  /// The `sheets` policy the link names, or `nil` to keep the current one.
  let sheetPolicy: NBPresentationPolicy?

  /// The link `url` spells; only its words are checked, the ids once it is opened.
  ///
  /// - Throws: `NBLinkError` naming the first part of `url` that is wrong.
  public init(url: String) throws(NBLinkError) {
    let (state, parameters) = try RootLink.grammar().parse(url)
    // The setting the parameter `key` names, or `nil` when the link leaves it out.
    func setting<Setting>(
      _ key: String, _ what: String, _ named: (String) -> Setting?, valid: [String]
    ) throws(NBLinkError) -> Setting? {
      guard let name = parameters[key] else { return nil }
      guard let setting = named(name) else {
        throw NBLinkError(
          "Unknown \(what) '\(displayID(name))'; expected one of \(valid.joined(separator: ", ")).")
      }
      return setting
    }
    self.state = state
    presentationStyle = try setting(
      "style", "style", PresentationStyle.init(argument:),
      valid: PresentationStyle.allCases.map(\.argumentName))
    sheetPolicy = try setting(
      "sheets", "sheet policy", NBPresentationPolicy.init(argument:),
      valid: NBPresentationPolicy.allCases.map(\.argumentName))
    try checkPrintedLength()
  }

  /// Checks that the URL `url` prints for the state this link opens fits
  /// ``maximumURLLength`` with the longest setting it could carry (the selected tab's,
  /// which a link may leave out), so that what `open` accepts, `url` prints in a form `open`
  /// accepts again.
  private func checkPrintedLength() throws(NBLinkError) {
    func longest(_ names: [String]) -> String? { names.max { $0.utf8.count < $1.utf8.count } }
    var parameters: [String: String] = [:]
    if tab == .grapes {
      parameters["style"] =
        presentationStyle?.argumentName ?? longest(PresentationStyle.allCases.map(\.argumentName))
    } else if tab == .regions {
      parameters["sheets"] =
        sheetPolicy?.argumentName ?? longest(NBPresentationPolicy.allCases.map(\.argumentName))
    }
    let printed = RootLink.grammar().url(of: state, parameters: parameters) ?? ""
    guard printed.utf8.count <= RootLink.maximumURLLength else {
      let setting = printed.lastIndex(of: "?").map { " with '\(printed[$0...])'" } ?? ""
      throw NBLinkError(
        "The URL of the state it opens would be \(printed.utf8.count) bytes long\(setting), more "
          + "than the \(RootLink.maximumURLLength) that open accepts, so that state could not "
          + "be shared. Shorten the URL.")
    }
  }

  /// A link to `state`, naming the setting its tab uses: `style` on Grapes, `policy` on Regions.
  package init(state: NBNavigationState, style: PresentationStyle?, policy: NBPresentationPolicy?) {
    let tab = RootTab(rootID: state.selectedRootID)
    self.state = state
    presentationStyle = tab == .grapes ? style : nil
    sheetPolicy = tab == .regions ? policy : nil
  }

  /// The selected tab.
  package var tab: RootTab { RootTab(rootID: state.selectedRootID) ?? .grapes }

  /// The canonical URL: ``init(url:)`` reads it back as the same link.
  public var url: String {
    var parameters: [String: String] = [:]
    parameters["style"] = presentationStyle?.argumentName
    parameters["sheets"] = sheetPolicy?.argumentName
    return RootLink.grammar().url(of: state, parameters: parameters) ?? RootLink.scheme + "://"
  }
}
