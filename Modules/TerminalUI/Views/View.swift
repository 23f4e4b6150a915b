/// A piece of user interface as a value: as in SwiftUI, a struct whose ``body`` combines views.
@MainActor
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }

  /// Resolves this view through ``body``, or directly for primitive views, as SwiftUI's
  /// `_makeView`: through the conformance rather than by asking the runtime. Leave it to its
  /// default.
  func _resolve(into resolution: inout _ViewResolution)
}

extension Never: View {
  /// Never called: no `Never` value exists.
  public var body: Never {
    self
  }
}

extension View {
  /// Resolves this view through its ``body``.
  public func _resolve(into resolution: inout _ViewResolution) {
    body._resolve(into: &resolution)
  }
}

extension View where Body == Never {
  /// Primitive views have no body; the renderer never asks for it.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view; the renderer draws it directly.")
  }
}
