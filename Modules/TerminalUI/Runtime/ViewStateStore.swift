/// Objects kept by view identity while the view stays in the frame, as SwiftUI's `@State`.
@MainActor
final class ViewStateStore {
  private var objects: [ViewIdentity: AnyObject] = [:]
  private var reached: Set<ViewIdentity> = []

  /// The object kept for `identity`, created by `make` the first time.
  func object<T: AnyObject>(at identity: ViewIdentity, make: () -> T) -> T {
    reached.insert(identity)
    if let existing = objects[identity] as? T {
      return existing
    }
    let created = make()
    objects[identity] = created
    return created
  }

  func beginRender() {
    reached.removeAll(keepingCapacity: true)
  }

  /// Drops the objects of identities the render did not reach.
  func endRender() {
    if objects.count != reached.count {
      objects = objects.filter { reached.contains($0.key) }
    }
  }

  /// The number of objects kept, for tests.
  var count: Int { objects.count }
}

extension ResolveContext {
  /// The object kept for the view being resolved, created by `make` on its first render.
  package func persistentState<T: AnyObject>(_ make: () -> T) -> T {
    states.object(at: identity, make: make)
  }
}
