/// The style of text in disabled controls' labels: `.secondary`.
enum ForegroundStyleKey: EnvironmentKey {
  static let defaultValue: ForegroundStyle? = nil
}

/// The shortcut asked for by ``View/keyboardShortcut(_:)``.
enum KeyboardShortcutKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

/// Whether controls here can be used; ``View/disabled(_:)`` turns it off.
enum IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

/// Where controls are being resolved; ``ControlView`` takes its role from it.
enum ControlPlacementKey: EnvironmentKey {
  static var defaultValue: ControlPlacement { .content }
}

/// Where a control stands, which decides its role and how it is drawn.
enum ControlPlacement: Equatable {
  /// In the content of a screen: a button with a letter.
  case content
  /// The whole row of a list: a numbered row.
  case listRow
  /// In a toolbar.
  case toolbar
  /// In the menu with the given identity: an item that collapses the menu when used.
  case menu(ViewIdentity)

  var role: ControlRole {
    switch self {
    case .content: .button
    case .listRow: .row
    case .toolbar: .toolbar
    case .menu: .menuItem
    }
  }
}

extension EnvironmentValues {
  /// The style of text drawn here, what the text sets for itself (`overrides`) winning.
  func textStyle(_ overrides: TextStyleOverrides = TextStyleOverrides()) -> Style {
    var style = overrides.font?.style ?? .plain
    switch overrides.foregroundStyle ?? self[ForegroundStyleKey.self] {
    case .secondary: style.dim = true
    case .color(let color): style.foreground = color
    case .primary, nil: break
    }
    return style
  }
}
