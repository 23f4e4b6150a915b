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

  /// Resolves `view` for the renderer: through ``body``, or directly for the package's primitive
  /// views. Leave it to its default; it is public only because protocol requirements are.
  ///
  /// As SwiftUI's `_makeView`, it lets the renderer reach a view's resolution through the view's
  /// conformance, without asking the runtime at every view of every row whether it is primitive.
  static func _resolve(_ view: borrowing Self, into resolution: inout _ViewResolution)
}

extension Never: View {
  /// An uninhabited body: no `Never` value exists, so this is never called.
  public var body: Never {
    self
  }
}

extension View {
  /// Resolves `view` through its ``body``.
  public static func _resolve(_ view: borrowing Self, into resolution: inout _ViewResolution) {
    Body._resolve(view.body, into: &resolution)
  }
}

extension View where Body == Never {
  /// Primitive views have no body: the renderer draws them directly and never asks for it.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view; the renderer draws it directly.")
  }
}
