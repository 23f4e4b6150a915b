/// The width, in columns, of the frame being rendered: set by the render pass, so that a view
/// whose layout depends on the room it has (a split navigation stack) decides it while resolving,
/// and registers only the controls it draws.
package enum RenderWidthKey: EnvironmentKey {
  package static let defaultValue = 80
}
