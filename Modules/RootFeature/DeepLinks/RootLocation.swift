import NavigationBackport

/// Where the app is, by id: the selected tab, the screens on each tab's stack, the presented
/// modals with their own stacks, and the settings a link may name (the presentation style, the
/// sheet policy).
///
/// A location is what deep-link URLs spell (``init(url:)`` and ``url``, which name the selected
/// tab's screens only) and what a restored state is checked through (every tab's): it names
/// grapes and regions by id only, so it can be written before the data is loaded and checked
/// against it afterwards (``resolved(against:)``, ``trimmed(to:)``).
///
/// ```swift
/// let location = try RootLocation(url: "feature-routing://grapes/shiraz/details/extra")
/// location.tab   // .grapes
/// location.path  // [details of "shiraz", extra details of "shiraz"]
/// ```
public struct RootLocation: Hashable, Sendable {
  /// A feature screen: its kind and the id of what it shows (a grape, a region).
  public struct Screen: Hashable, Sendable {
    /// Which feature screen.
    public var kind: ScreenKind
    /// The id of the grape or region it shows.
    public var id: String

    /// The `kind` screen of the subject `id`.
    public init(_ kind: ScreenKind, _ id: String) {
      self.kind = kind
      self.id = id
    }
  }

  /// A presented modal: the screen it shows and the screens pushed on its own stack.
  public struct Modal: Hashable, Sendable {
    /// Sheet or full-screen cover.
    public var style: NBModalStyle
    /// The screen the modal shows at the bottom of its own stack.
    public var content: Screen
    /// The screens pushed on the modal's own stack, bottom to top.
    public var path: [Screen]

    /// A modal showing `content` in `style`, with `path` pushed on its own stack.
    public init(_ style: NBModalStyle = .sheet, content: Screen, path: [Screen] = []) {
      self.style = style
      self.content = content
      self.path = path
    }
  }

  /// The selected tab.
  public var tab: RootTab
  /// The screens pushed on each tab's stack, bottom to top; a tab without screens has no entry.
  private(set) var stacks: [RootTab: [Screen]] = [:]
  /// The presented modals, bottom-most first; they cover every tab.
  public var modals: [Modal]
  /// How the next selection of a grape is shown, or `nil` to leave the current style alone.
  public var presentationStyle: PresentationStyle?
  /// What presenting does while a sheet is shown, or `nil` to leave the current policy alone.
  public var sheetPolicy: NBPresentationPolicy?

  /// A location showing `path` on the stack of `tab`, selected, with `modals` presented over it.
  public init(
    tab: RootTab = .grapes,
    path: [Screen] = [],
    modals: [Modal] = [],
    presentationStyle: PresentationStyle? = nil,
    sheetPolicy: NBPresentationPolicy? = nil
  ) {
    self.tab = tab
    self.modals = modals
    self.presentationStyle = presentationStyle
    self.sheetPolicy = sheetPolicy
    self.path = path
  }

  /// The screens pushed on the selected tab's stack, bottom to top.
  public var path: [Screen] {
    get { stacks[tab] ?? [] }
    set { setPath(newValue, of: tab) }
  }

  /// The screens pushed on `tab`'s stack, bottom to top.
  public func path(of tab: RootTab) -> [Screen] {
    stacks[tab] ?? []
  }

  /// Replaces the screens pushed on `tab`'s stack.
  mutating func setPath(_ path: [Screen], of tab: RootTab) {
    stacks[tab] = path.isEmpty ? nil : path
  }

  /// Every screen the location names, in order: each tab's stack, then the modals.
  public var screens: [Screen] {
    RootTab.allCases.flatMap(path(of:))
      + modals.flatMap { modal in [modal.content] + modal.path }
  }
}
