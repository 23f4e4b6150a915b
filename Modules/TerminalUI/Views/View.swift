/// A piece of user interface, described as a value.
///
/// Write a view the way you would in SwiftUI: a struct whose ``body`` combines other views.
///
/// ```swift
/// struct GrapeRow: View {
///   let grape: Grape
///   var body: some View {
///     HStack {
///       Text(grape.name).bold()
///       Spacer()
///       Text(grape.colour).foregroundStyle(.secondary)
///     }
///   }
/// }
/// ```
@MainActor
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }

  /// Resolves this view for the renderer: through ``body``, or directly for the package's
  /// primitive views. Leave it to its default; it is public only because protocol requirements are.
  ///
  /// As SwiftUI's `_makeView`, it lets the renderer reach a view's resolution through the view's
  /// conformance, without asking the runtime at every view of every row whether it is primitive.
  /// It is an instance method so that a generic view's resolution is handed the view's type as it
  /// is, not made to look its metadata up again.
  func _resolve(into resolution: inout _ViewResolution)
}

extension Never: View {
  /// An uninhabited body: no `Never` value exists, so this is never called.
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
  /// Primitive views have no body: the renderer draws them directly and never asks for it.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view; the renderer draws it directly.")
  }
}
