/// Destination builders keyed by the type of the value they show.
///
/// This is the headless core of `nbNavigationDestination(for:destination:)`. Lookup is by type
/// identity, in constant time:
/// - a value finds the builder registered for its exact type;
/// - a class instance with no builder for its own class finds the one for its nearest registered
///   superclass (the superclass walk happens once per class and is remembered);
/// - a registration made closer to the stack's content (a greater `depth`) overrides an outer one
///   for the same type, as in SwiftUI; at equal depth the later registration wins.
///
/// Registering a `Codable` type also adds it to ``codableTypes``, the allowlist that decoding an
/// encoded path or state is checked against.
public struct NBDestinationTable<Destination> {
  private struct Registration {
    let depth: Int
    let order: Int
    let build: (AnyHashable) -> Destination?
  }

  private var registrations: [ObjectIdentifier: Registration] = [:]
  private var nextOrder = 0
  private var resolvedClasses = ResolutionCache()

  /// The `Codable` types registered so far, for decoding encoded paths.
  public private(set) var codableTypes = NBTypeRegistry()

  /// An empty table.
  public init() {}

  /// The number of types with a registered builder.
  public var count: Int { registrations.count }

  /// Registers `build` for values of type `T`.
  ///
  /// - Parameters:
  ///   - type: The type of value the builder shows.
  ///   - depth: How close to the stack's content the registration is made; deeper wins.
  ///   - build: Makes the destination for a value.
  public mutating func register<T: Hashable>(
    _ type: T.Type,
    depth: Int = 0,
    build: @escaping (T) -> Destination
  ) {
    insert(type, depth: depth, build: build)
  }

  /// Registers `build` for values of type `T` and allows `T` to be decoded.
  public mutating func register<T: Hashable & Codable>(
    _ type: T.Type,
    depth: Int = 0,
    build: @escaping (T) -> Destination
  ) {
    codableTypes.register(type)
    insert(type, depth: depth, build: build)
  }

  private mutating func insert<T: Hashable>(
    _ type: T.Type,
    depth: Int,
    build: @escaping (T) -> Destination
  ) {
    let key = ObjectIdentifier(type)
    if let existing = registrations[key], existing.depth > depth {
      return
    }
    registrations[key] = Registration(depth: depth, order: nextOrder) { value in
      (value.base as? T).map(build)
    }
    nextOrder += 1
    resolvedClasses = ResolutionCache()
  }

  /// Whether a builder is registered for `type` itself (superclasses are not consulted).
  public func contains<T>(_ type: T.Type) -> Bool {
    registrations[ObjectIdentifier(type)] != nil
  }

  /// Builds the destination for `value`, or returns `nil` when no builder applies.
  public func destination(for value: AnyHashable) -> Destination? {
    guard let registration = registration(for: type(of: value.base)) else {
      return nil
    }
    return registration.build(value)
  }

  /// Builds the destination for `entry`, or reports which type had none and where it was pushed.
  public func resolve(
    _ entry: NBPathEntry,
    in context: NBContext,
    at position: Int?
  ) -> Result<Destination, NBMissingDestination> {
    if let destination = destination(for: entry.value) {
      return .success(destination)
    }
    return .failure(
      NBMissingDestination(typeName: entry.typeName, context: context, position: position))
  }

  private func registration(for type: Any.Type) -> Registration? {
    let key = ObjectIdentifier(type)
    if let exact = registrations[key] {
      return exact
    }
    guard let classType = type as? AnyClass else {
      return nil
    }
    if let cached = resolvedClasses.lookup(key) {
      return cached.map { registrations[$0] } ?? nil
    }
    var ancestor: AnyClass? = _getSuperclass(classType)
    var found: ObjectIdentifier?
    while let current = ancestor {
      if registrations[ObjectIdentifier(current)] != nil {
        found = ObjectIdentifier(current)
        break
      }
      ancestor = _getSuperclass(current)
    }
    resolvedClasses.store(key, found)
    return found.flatMap { registrations[$0] }
  }

  /// Merges `inner` into this table as registrations made closer to the content: for a type
  /// registered in both, `inner`'s builder wins.
  public func overridden(by inner: NBDestinationTable<Destination>) -> NBDestinationTable<
    Destination
  > {
    var merged = self
    let base = (registrations.values.map(\.depth).max() ?? 0) + 1
    for (key, registration) in inner.registrations.sorted(by: { $0.value.order < $1.value.order }) {
      merged.registrations[key] = Registration(
        depth: base + registration.depth,
        order: merged.nextOrder,
        build: registration.build
      )
      merged.nextOrder += 1
    }
    merged.codableTypes.merge(inner.codableTypes)
    merged.resolvedClasses = ResolutionCache()
    return merged
  }
}

/// Remembers which registered superclass (if any) each looked-up class resolves to.
///
/// A reference type so that lookups, which do not mutate the table, can still memoize; every
/// mutation of the table replaces it, so copies never see stale answers.
private final class ResolutionCache {
  private var resolved: [ObjectIdentifier: ObjectIdentifier?] = [:]

  func lookup(_ key: ObjectIdentifier) -> ObjectIdentifier?? {
    resolved[key]
  }

  func store(_ key: ObjectIdentifier, _ value: ObjectIdentifier?) {
    resolved[key] = .some(value)
  }
}
