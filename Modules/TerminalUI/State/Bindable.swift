/// Makes bindings to the properties of an object: `Bindable(presenter).isShowing`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject> {
  /// The object whose properties are bound.
  public let wrappedValue: Object

  /// Bindings to the properties of `object`.
  public init(_ object: Object) {
    wrappedValue = object
  }

  /// Bindings to the properties of `object`, for `@Bindable var presenter` syntax.
  public init(wrappedValue object: Object) {
    wrappedValue = object
  }

  /// Itself, for `$presenter.property` syntax.
  public var projectedValue: Bindable<Object> { self }

  /// A binding to the object's property at `keyPath`.
  public subscript<Value>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>
  ) -> Binding<Value> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
