/// How a modal covers what is beneath it.
public enum NBModalStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// A sheet, which leaves the covered screen partly visible.
  case sheet
  /// A full-screen cover, which hides the covered screen.
  case fullScreenCover
  /// A confirmation dialog: its content is an ``NBDialog`` and it has no stack.
  case dialog
}

/// A presented modal: its style, the value it shows and, optionally, its own stack.
///
/// Equality compares style, content and path; ``id`` tells apart equal presentations.
public struct NBModal: Equatable, Identifiable {
  /// The identity of its content entry.
  public var id: NBEntryID { content.id }
  /// Sheet, full-screen cover or dialog.
  public var style: NBModalStyle
  /// The value the modal shows as its root screen.
  public internal(set) var content: NBPathEntry
  /// The modal's own stack, or `nil` when it has none (pushes then go beneath it).
  public var path: NBNavigationPath?

  /// A modal showing `content` in `style` with its own stack: by default an empty one, `nil` for
  /// none.
  public init<V: Hashable>(
    _ style: NBModalStyle, content: V, path: NBNavigationPath? = NBNavigationPath()
  ) {
    self.init(style, entry: NBPathEntry(AnyHashable(content)), path: path)
  }

  init(_ style: NBModalStyle, entry: NBPathEntry, path: NBNavigationPath?) {
    self.style = style
    self.content = entry
    self.path = path
  }

  /// Whether `other` shows the same screens in the same style.
  func showsSameScreens(as other: NBModal) -> Bool {
    guard style == other.style, content.isSameScreen(as: other.content) else {
      return false
    }
    switch (path, other.path) {
    case (nil, nil): return true
    case (let mine?, let theirs?): return mine.showsSameScreens(as: theirs)
    default: return false
    }
  }
}
