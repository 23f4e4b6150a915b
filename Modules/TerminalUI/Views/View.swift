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
}

extension Never: View {
  /// An uninhabited body: no `Never` value exists, so this is never called.
  public var body: Never {
    self
  }
}

extension View where Body == Never {
  /// Primitive views have no body: the renderer draws them directly and never asks for it.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view; the renderer draws it directly.")
  }
}
