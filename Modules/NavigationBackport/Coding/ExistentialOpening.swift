/// `value` as a `T`, for a value whose dynamic type is `T` or a subclass of `T`.
///
/// Callers only pass values whose type they have already matched by identity (a destination
/// registered for the value's type or a superclass of it, an encoder chosen for the value's
/// dynamic type), so reinterpreting the opened value is exact. It costs about half of a checked
/// `as?` cast, which dominated both destination lookups and element encoding.
@inlinable
func reinterpret<T>(_ value: Any, as type: T.Type) -> T {
  func open<Contained>(_ contained: Contained) -> T {
    unsafeBitCast(contained, to: T.self)
  }
  return _openExistential(value, do: open)
}

/// Calls `body` with `value` seen as a `T` in place, for a value whose dynamic type is `T`.
///
/// Unlike ``reinterpret(_:as:)`` nothing is copied: a large value stays in its box, unretained,
/// which matters when every element of a long path is visited once.
@inlinable
func withValue<T>(_ value: Any, as type: T.Type, _ body: (borrowing T) -> Void) {
  func open<Contained>(_ contained: Contained) {
    withUnsafePointer(to: contained) { pointer in
      UnsafeRawPointer(pointer).withMemoryRebound(to: T.self, capacity: 1) { body($0.pointee) }
    }
  }
  _openExistential(value, do: open)
}
