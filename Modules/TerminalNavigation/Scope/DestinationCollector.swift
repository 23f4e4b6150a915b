import NavigationBackport
import TerminalUI

/// The destinations a stack's screens declare while one frame resolves: type-keyed builders
/// (`nbNavigationDestination(for:)`) and builders bound to a flag or an item (`isPresented:`,
/// `item:`, `sheet`, `fullScreenCover`).
///
/// When one type is declared twice, the declaration closest to the stack's root wins, as in
/// SwiftUI: declarations arrive root first, and the table keeps the first.
@MainActor
final class DestinationCollector {
  private(set) var table = NBDestinationTable<AnyView>()
  private var bound: [NBBoundDestinationID: (AnyHashable?) -> AnyView] = [:]

  /// Registers a builder for values of `type`; a `Codable` type also becomes decodable.
  func register<T: Hashable>(_ type: T.Type, build: @escaping (T) -> AnyView) {
    table.register(type, build: build)
  }

  /// Registers the builder of the destination bound to `id`.
  func registerBound(_ id: NBBoundDestinationID, build: @escaping (AnyHashable?) -> AnyView) {
    bound[id] = build
  }

  /// The view for `entry`, pushed at `position` of `context` (`nil` for a modal's content), or
  /// what is missing.
  func view(
    for entry: NBPathEntry,
    in context: NBContext,
    at position: Int?
  ) -> Result<AnyView, NBMissingDestination> {
    if let boundEntry = entry.value.base as? NBBoundDestination {
      guard let build = bound[boundEntry.id] else {
        return .failure(
          NBMissingDestination(
            typeName: "the destination bound at \(boundEntry.id.rawValue)", context: context,
            position: position))
      }
      return .success(build(boundEntry.item))
    }
    return table.resolve(entry, in: context, at: position)
  }
}
