/// A confirmation dialog, presented as a modal of the state; `Codable` without registration.
///
/// It always has a cancel button, which Back and Escape answer: one titled "Cancel" is added last
/// when none has the ``Role/cancel`` role.
public struct NBDialog: Hashable, Sendable, Codable {
  /// What kind of answer a button gives; a plain button has none.
  public enum Role: String, Hashable, Sendable, Codable {
    /// Destroys something, such as unsaved changes; drawn distinctly.
    case destructive
    /// Leaves everything as it was; Back and Escape answer it.
    case cancel
  }

  /// One button: its title and its role.
  public struct Button: Hashable, Sendable, Codable {
    /// The title shown.
    public let title: String
    /// The kind of answer, or `nil` for a plain button.
    public let role: Role?

    /// A button titled `title` with the given role.
    public init(_ title: String, role: Role? = nil) {
      self.title = title
      self.role = role
    }
  }

  /// The question asked.
  public let title: String
  /// What the question is about; may be empty.
  public let message: String
  /// The buttons in the order shown; one of them has the cancel role.
  public let buttons: [Button]

  /// A dialog asking `title`, with a "Cancel" button added when no button has the cancel role.
  public init(title: String, message: String = "", buttons: [Button]) {
    self.title = title
    self.message = message
    let hasCancel = buttons.contains { $0.role == .cancel }
    self.buttons = hasCancel ? buttons : buttons + [Button("Cancel", role: .cancel)]
  }

  /// The button Back and Escape answer: the first with the cancel role.
  package var cancelButton: Button {
    buttons.first { $0.role == .cancel } ?? Button("Cancel", role: .cancel)
  }
}
