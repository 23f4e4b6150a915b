/// Destination builders keyed by the type of the value they show: the headless core of
/// `nbNavigationDestination(for:destination:)`.
///
/// - A value finds the builder registered for its exact type, by type identity.
/// - A class instance with no builder for its own class finds the one for its nearest registered
///   superclass; the answer is worked out once per class and remembered.
/// - When one type is registered twice, the first registration (closest to the stack's root, as
///   in SwiftUI) is kept. A `Codable` type is also added to ``codableTypes``.
package struct NBDestinationTable<Destination> {
  private struct Registration {
    /// The registered type.
    let type: Any.Type
    /// Whether a value of the given dynamic type is served: the type itself or a subclass.
    let covers: (Any.Type) -> Bool
    /// Builds the destination for a value the registration covers.
    let build: (Any) -> Destination?
  }

  private var registrations: [ObjectIdentifier: Registration] = [:]
  private var inherited = ResolutionCache<Registration>()

  /// The `Codable` types registered so far, for decoding encoded paths.
  package private(set) var codableTypes = NBTypeRegistry()

  /// An empty table.
  package init() {}

  /// Registers `build` for values of type `T`, unless `T` already has a builder; a `Codable` `T`
  /// is also allowed in decoded paths (see ``codableTypes``).
  package mutating func register<T: Hashable>(_ type: T.Type, build: @escaping (T) -> Destination) {
    if let codable = type as? any (Hashable & Codable).Type {
      codableTypes.register(codable)
    }
    guard registrations[ObjectIdentifier(type)] == nil else {
      return
    }
    registrations[ObjectIdentifier(type)] = Registration(
      type: type, covers: { $0 is T.Type }, build: { ($0 as? T).map(build) })
    inherited = ResolutionCache()
  }

  /// Builds the destination for `value`, or returns `nil` when no builder applies.
  package func destination(for value: AnyHashable) -> Destination? {
    registration(for: type(of: value.base))?.build(value.base)
  }

  /// Builds the destination for `entry`, or reports which type had none and where it was pushed.
  package func resolve(
    _ entry: NBPathEntry, in context: NBContext, at position: Int?
  ) -> Result<Destination, NBMissingDestination> {
    if let destination = destination(for: entry.value) {
      return .success(destination)
    }
    return .failure(
      NBMissingDestination(typeName: entry.typeName, context: context, position: position))
  }

  /// The registration serving values of `type`: its own, or its nearest registered superclass's.
  private func registration(for type: Any.Type) -> Registration? {
    let key = ObjectIdentifier(type)
    if let exact = registrations[key] {
      return exact
    }
    if let remembered = inherited.resolved[key] {
      return remembered
    }
    // The registrations covering a subclass are those of its superclasses; the nearest is the
    // one that every other covering registration also covers.
    let covering = registrations.values.filter { $0.covers(type) }
    let nearest = covering.first { candidate in
      covering.allSatisfy { other in other.covers(candidate.type) }
    }
    inherited.resolved[key] = .some(nearest)
    return nearest
  }
}

/// Remembers which registration (if any) each looked-up type without its own resolves to.
///
/// A reference type so that lookups, which do not mutate the table, can still memoize; every
/// registration replaces it, so copies never see stale answers.
private final class ResolutionCache<Registration> {
  var resolved: [ObjectIdentifier: Registration?] = [:]
}
