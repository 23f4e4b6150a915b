/// Builds views from closures of view statements: blocks of any length, `if`/`else`, `if let`,
/// `switch` and optional views.
@MainActor
@resultBuilder
public enum ViewBuilder {
  /// An empty block draws nothing.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// A block of one view is that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// A block of several views draws them in order.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// An `if` without `else` draws its view only when the condition holds.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The `if` branch of an `if`/`else` or the first branches of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(.first(first))
  }

  /// The `else` branch of an `if`/`else` or the last branches of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(.second(second))
  }
}
