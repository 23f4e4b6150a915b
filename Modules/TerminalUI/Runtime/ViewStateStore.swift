/// Objects that live as long as the view that created them stays in the frame, keyed by identity:
/// what SwiftUI's `@State` storage is to a view.
///
/// A view asks for its object with ``ResolveContext/persistentState(_:)`` while it resolves; the
/// first ask creates it, later renders get the same one. When a render no longer reaches the view,
/// the host drops the object, so whatever it holds is released.
@MainActor
final class ViewStateStore {
  private var objects: [ViewIdentity: AnyObject] = [:]
  private var reached: Set<ViewIdentity> = []

  /// An empty store.
  init() {}

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

  /// Starts a render: no identity is reached yet.
  func beginRender() {
    reached.removeAll(keepingCapacity: true)
  }

  /// Ends a render: drops the objects of identities it did not reach.
  func endRender() {
    if objects.count != reached.count {
      objects = objects.filter { reached.contains($0.key) }
    }
  }

  /// The number of objects kept, for tests.
  var count: Int { objects.count }
}

extension ResolveContext {
  /// The object kept for the view being resolved, created by `make` on its first render and kept
  /// while the view stays in the frame (also while it is only resolved for its preferences, as the
  /// screens beneath the top of a navigation stack are).
  package func persistentState<T: AnyObject>(_ make: () -> T) -> T {
    states.object(at: identity, make: make)
  }
}
