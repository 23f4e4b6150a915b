/// Destination lookup the usual way, written here as the baseline to beat: builders in a
/// dictionary keyed by `String(reflecting:)` of the value's type, and for a class value without
/// its own entry, a walk up `Mirror` superclass mirrors until a key matches, on every lookup.
final class MirrorDestinationLookup: LookupRegistrar {
  private var builders: [String: (Any) -> Int] = [:]

  func add<T: Hashable>(_ type: T.Type, index: Int) {
    builders[String(reflecting: type)] = { _ in index }
  }

  func destination(for value: AnyHashable) -> Int? {
    let base = value.base
    if let build = builders[String(reflecting: type(of: base))] {
      return build(base)
    }
    var mirror = Mirror(reflecting: base)
    while let parent = mirror.superclassMirror {
      if let build = builders[String(reflecting: parent.subjectType)] {
        return build(base)
      }
      mirror = parent
    }
    return nil
  }
}

/// Something the lookup benchmark registers its 50 types with.
protocol LookupRegistrar: AnyObject {
  func add<T: Hashable>(_ type: T.Type, index: Int)
}
