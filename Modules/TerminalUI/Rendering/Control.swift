/// Something on screen a person can act on, with its shortcut and where it is drawn; its action
/// is kept beside the frame, by shortcut.
public struct Control: Hashable, Sendable {
  /// The key (or number) that activates the control, shown on screen as `[shortcut]`.
  public var shortcut: String
  /// The control's title as plain text.
  public var title: String
  /// What kind of control it is.
  public var role: ControlRole
  /// The line of the frame it is drawn on.
  public var line: Int
  /// The columns it occupies on that line.
  public var columns: Range<Int>
  /// Whether it can be used now (``View/disabled(_:)``).
  public var isEnabled: Bool
  /// Whether a screen starts with it highlighted, before any other: a dialog's cancel button, so
  /// that Enter never answers with a destructive one.
  public var isDefault: Bool
  /// Whether it leaves without doing anything, as a `Button` with the cancel role does; a screen
  /// never starts on it, so that an early Enter moves forward.
  public var isCancel: Bool

  /// A control with the given shortcut, title and role, drawn at `line` in `columns`.
  public init(
    shortcut: String,
    title: String,
    role: ControlRole,
    line: Int,
    columns: Range<Int>,
    isEnabled: Bool = true,
    isDefault: Bool = false,
    isCancel: Bool = false
  ) {
    self.shortcut = shortcut
    self.title = title
    self.role = role
    self.line = line
    self.columns = columns
    self.isEnabled = isEnabled
    self.isDefault = isDefault
    self.isCancel = isCancel
  }
}

extension Control {
  /// What a screen starts on, in order: a row (found first, so a long list is not drawn whole to
  /// look for anything else), else its default control, enabled field, toolbar item, button, or
  /// any control; never a cancel button while there is another.
  package static let startPreferences: [@Sendable (Control) -> Bool] = [
    { $0.role == .row }, { $0.isDefault }, { $0.role.isField && $0.isEnabled },
    { $0.role == .toolbar && !$0.isCancel },
    { $0.role == .button && !$0.isCancel },
  ]
}
