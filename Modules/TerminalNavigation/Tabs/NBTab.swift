import NavigationBackport
import TerminalUI

/// One tab of an ``NBTabView``: its title in the tab bar, the root of the navigator it shows, and
/// the view at the bottom of that root's stack.
///
/// The counterpart of SwiftUI's `Tab("Received", value: .received) { ReceivedView() }`, where the
/// value is an `NBRootID`: the navigator keeps each root's own stack.
public struct NBTab {
  /// The root of the navigator this tab shows.
  public let id: NBRootID
  /// The title in the tab bar.
  public let title: String
  /// The tab's root view.
  let content: AnyView

  /// A tab titled `title` showing the root `id`, whose stack starts with `content`.
  @MainActor
  public init<Content: View>(
    _ title: String, root id: NBRootID, @ViewBuilder content: () -> Content
  ) {
    self.id = id
    self.title = title
    self.content = AnyView(content())
  }
}

/// Builds the tabs of an ``NBTabView`` from a list of ``NBTab``s, loops and conditions included.
@resultBuilder
public enum NBTabBuilder {
  /// The tabs of each line, in order.
  public static func buildBlock(_ tabs: [NBTab]...) -> [NBTab] {
    tabs.flatMap { $0 }
  }

  /// One tab.
  public static func buildExpression(_ tab: NBTab) -> [NBTab] {
    [tab]
  }

  /// The tabs of every pass of a loop.
  public static func buildArray(_ tabs: [[NBTab]]) -> [NBTab] {
    tabs.flatMap { $0 }
  }

  /// The tabs of an `if` without `else`, when its condition holds.
  public static func buildOptional(_ tabs: [NBTab]?) -> [NBTab] {
    tabs ?? []
  }

  /// The tabs of the branch taken.
  public static func buildEither(first tabs: [NBTab]) -> [NBTab] {
    tabs
  }

  /// The tabs of the branch taken.
  public static func buildEither(second tabs: [NBTab]) -> [NBTab] {
    tabs
  }
}
