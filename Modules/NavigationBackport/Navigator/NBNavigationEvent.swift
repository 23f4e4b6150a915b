/// A plain-value record of one navigation change, for tests, tracing and analytics.
public enum NBNavigationEvent: Hashable, Sendable, CustomStringConvertible {
  /// Values of these types were pushed onto `context`.
  case pushed([String], in: NBContext)
  /// This many screens were popped from `context`.
  case popped(Int, from: NBContext)
  /// A modal was presented, showing a value of type `typeName`.
  case presented(NBModalStyle, typeName: String, withStack: Bool)
  /// This many modals were dismissed.
  case dismissed(Int)
  /// Another root was selected.
  case selectedRoot(NBRootID)
  /// A screen was updated in place, keeping its identity, to a value of type `typeName`.
  case updated(typeName: String)
  /// The whole state was replaced in one update (a deep link, a restoration, a transaction).
  case replacedState

  /// A short readable form such as `pushed [Swift.Int] in root "main"`.
  public var description: String {
    switch self {
    case .pushed(let names, let context):
      return "pushed [\(names.joined(separator: ", "))] in \(context)"
    case .popped(let count, let context):
      return "popped \(count) from \(context)"
    case .presented(let style, let typeName, let withStack):
      return "presented \(typeName) as \(style.rawValue)\(withStack ? " with its own stack" : "")"
    case .dismissed(let count):
      return "dismissed \(count)"
    case .selectedRoot(let id):
      return "selected root \"\(id)\""
    case .updated(let typeName):
      return "updated a screen to \(typeName)"
    case .replacedState:
      return "replaced state"
    }
  }
}

/// What presenting does while another modal is shown.
public enum NBPresentationPolicy: Sendable, Hashable, CaseIterable {
  /// One modal at a time: presenting while one is shown dismisses it and presents the new one in
  /// the same update (the old one's `onDismiss` runs).
  case single
  /// Modals pile up; each dismissal removes the top one.
  case stacked
}

/// A handle on an event observer; pass it to ``NBNavigator/removeEventObserver(_:)``.
public struct NBEventObserverToken: Hashable, Sendable {
  let rawValue: Int
}
