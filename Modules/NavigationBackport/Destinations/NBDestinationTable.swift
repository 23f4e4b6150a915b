/// Destination builders by the type of the value shown: the core of
/// `nbNavigationDestination(for:destination:)`.
///
/// A value finds its exact type's builder, else its nearest registered superclass's; the first
/// registration of a type wins, and `Codable` types go to ``codableTypes``.
package struct NBDestinationTable<Destination> {
  private struct Registration {
    let type: Any.Type
    /// Whether a value of the given dynamic type is served.
    let covers: (Any.Type) -> Bool
    /// Builds the destination for a value the registration covers.
    let build: (Any) -> Destination?
  }

  private var registrations: [ObjectIdentifier: Registration] = [:]
  private var inherited = ResolutionCache<Registration>()

  /// The `Codable` types registered so far.
  package private(set) var codableTypes = NBTypeRegistry()

  /// An empty table.
  package init() {}

  /// Registers `build` for values of type `T`, unless `T` already has a builder.
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

  /// Builds the destination for `value`, or `nil` when no builder applies.
  package func destination(for value: AnyHashable) -> Destination? {
    registration(for: type(of: value.base))?.build(value.base)
  }

  /// Builds the destination for `entry`, or reports which type had none and where.
  package func resolve(
    _ entry: NBPathEntry, in context: NBContext, at position: Int?
  ) -> Result<Destination, NBMissingDestination> {
    if let destination = destination(for: entry.value) {
      return .success(destination)
    }
    return .failure(
      NBMissingDestination(typeName: entry.typeName, context: context, position: position))
  }

  /// The registration for `type`: its own, or its nearest registered superclass's.
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

/// The registration each looked-up type without its own resolves to: a class so that lookups
/// memoize; a registration replaces it.
private final class ResolutionCache<Registration> {
  var resolved: [ObjectIdentifier: Registration?] = [:]
}
