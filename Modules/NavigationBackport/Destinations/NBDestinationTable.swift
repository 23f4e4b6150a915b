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
///
/// The lookup path is `@inlinable` so that it is specialized for the caller's `Destination`: a
/// lookup then costs a dictionary probe and one cast, with no generic metadata work.
public struct NBDestinationTable<Destination> {
  @usableFromInline
  struct Registration {
    @usableFromInline let depth: Int
    @usableFromInline let order: Int
    @usableFromInline let build: (Any) -> Destination
  }

  @usableFromInline var registrations: [ObjectIdentifier: Registration] = [:]
  private var nextOrder = 0
  @usableFromInline var inherited = ResolutionCache<Registration>()

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
  @inlinable
  public mutating func register<T: Hashable>(
    _ type: T.Type,
    depth: Int = 0,
    build: @escaping (T) -> Destination
  ) {
    insert(ObjectIdentifier(type), depth: depth) { value in build(reinterpret(value, as: T.self)) }
  }

  /// Registers `build` for values of type `T` and allows `T` to be decoded.
  @inlinable
  public mutating func register<T: Hashable & Codable>(
    _ type: T.Type,
    depth: Int = 0,
    build: @escaping (T) -> Destination
  ) {
    allowDecoding(type)
    insert(ObjectIdentifier(type), depth: depth) { value in build(reinterpret(value, as: T.self)) }
  }

  /// Adds `type` to ``codableTypes``.
  @usableFromInline
  mutating func allowDecoding<T: Hashable & Codable>(_ type: T.Type) {
    codableTypes.register(type)
  }

  /// Stores the type-erased builder of the type `key`, unless a deeper registration exists.
  ///
  /// The builder is made by the `@inlinable` callers, so it is specialized for the type.
  @usableFromInline
  mutating func insert(_ key: ObjectIdentifier, depth: Int, build: @escaping (Any) -> Destination) {
    if let existing = registrations[key], existing.depth > depth {
      return
    }
    registrations[key] = Registration(depth: depth, order: nextOrder, build: build)
    nextOrder += 1
    inherited = ResolutionCache()
  }

  /// Whether a builder is registered for `type` itself (superclasses are not consulted).
  public func contains<T>(_ type: T.Type) -> Bool {
    registrations[ObjectIdentifier(type)] != nil
  }

  /// Builds the destination for `value`, or returns `nil` when no builder applies.
  @inlinable
  public func destination(for value: AnyHashable) -> Destination? {
    let base = value.base
    return registration(for: type(of: base))?.build(base)
  }

  /// Builds the destination for the value of `entry`, or returns `nil` when no builder applies.
  ///
  /// Faster than ``destination(for:)-(AnyHashable)``: the entry knows its value's type.
  @inlinable
  public func destination(for entry: NBPathEntry) -> Destination? {
    registration(for: entry.valueType)?.build(entry.base)
  }

  /// Builds the destination for `entry`, or reports which type had none and where it was pushed.
  public func resolve(
    _ entry: NBPathEntry,
    in context: NBContext,
    at position: Int?
  ) -> Result<Destination, NBMissingDestination> {
    if let destination = destination(for: entry) {
      return .success(destination)
    }
    return .failure(
      NBMissingDestination(typeName: entry.typeName, context: context, position: position))
  }

  /// The registration serving values of `type`: its own, or its nearest registered superclass's.
  ///
  /// The superclass walk happens once per type; its answer is remembered.
  @inlinable
  func registration(for type: Any.Type) -> Registration? {
    let key = ObjectIdentifier(type)
    if let exact = registrations[key] {
      return exact
    }
    if let remembered = inherited.lookup(key) {
      return remembered
    }
    return inheritedRegistration(for: type)
  }

  /// Walks up the superclasses of `type` to the nearest registered one and remembers the answer.
  @usableFromInline
  func inheritedRegistration(for type: Any.Type) -> Registration? {
    let key = ObjectIdentifier(type)
    var found: Registration?
    if let classType = type as? AnyClass {
      var ancestor: AnyClass? = _getSuperclass(classType)
      while let current = ancestor, found == nil {
        found = registrations[ObjectIdentifier(current)]
        ancestor = _getSuperclass(current)
      }
    }
    inherited.store(key, found)
    return found
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
    merged.inherited = ResolutionCache()
    return merged
  }
}

/// Remembers which registration (if any) each looked-up type without its own resolves to.
///
/// A reference type so that lookups, which do not mutate the table, can still memoize; every
/// mutation of the table replaces it, so copies never see stale answers.
@usableFromInline
final class ResolutionCache<Registration> {
  @usableFromInline var resolved: [ObjectIdentifier: Registration?] = [:]

  @usableFromInline init() {}

  @inlinable
  func lookup(_ key: ObjectIdentifier) -> Registration?? {
    resolved[key]
  }

  @usableFromInline
  func store(_ key: ObjectIdentifier, _ value: Registration?) {
    resolved[key] = .some(value)
  }
}
