import NavigationBackport

/// Where the app is, by grape id: the screens on the root stack, the presented modals with their
/// own stacks, and the presentation style.
///
/// A location is what deep-link URLs spell (``init(url:)`` and ``url``) and what a restored state
/// is checked through: it names grapes by id only, so it can be written before the grapes are
/// loaded and checked against them afterwards (``resolved(against:)``,
/// ``trimmed(to:)``).
///
/// ```swift
/// let location = try RootLocation(url: "feature-routing://grapes/shiraz/details/extra")
/// location.path  // [details of "shiraz", extra details of "shiraz"]
/// ```
public struct RootLocation: Hashable, Sendable {
  /// A feature screen of one grape.
  public struct Screen: Hashable, Sendable {
    /// Which feature screen.
    public var kind: ScreenKind
    /// The grape it shows.
    public var grapeID: String

    /// The `kind` screen of the grape `grapeID`.
    public init(_ kind: ScreenKind, _ grapeID: String) {
      self.kind = kind
      self.grapeID = grapeID
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

  /// The screens pushed on the root stack, bottom to top.
  public var path: [Screen]
  /// The presented modals, bottom-most first.
  public var modals: [Modal]
  /// How the next selection is shown, or `nil` to leave the current style alone.
  public var presentationStyle: PresentationStyle?

  /// A location showing `path` on the root stack with `modals` presented over it.
  public init(
    path: [Screen] = [], modals: [Modal] = [], presentationStyle: PresentationStyle? = nil
  ) {
    self.path = path
    self.modals = modals
    self.presentationStyle = presentationStyle
  }

  /// Every grape id the location names, in order, with repetitions.
  public var grapeIDs: [String] {
    path.map(\.grapeID)
      + modals.flatMap { modal in [modal.content.grapeID] + modal.path.map(\.grapeID) }
  }
}
