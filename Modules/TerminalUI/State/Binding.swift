/// Read and write access to a value owned by someone else, typically a presenter's property.
@MainActor
@propertyWrapper
public struct Binding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  /// A binding reading with `get` and writing with `set`.
  public init(
    get: @escaping @MainActor () -> Value,
    set: @escaping @MainActor (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }

  /// A binding to a value that never changes: writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The bound value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself, for `$value` syntax.
  public var projectedValue: Binding<Value> { self }
}
