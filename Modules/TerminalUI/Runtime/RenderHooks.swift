/// What a host does with the rows of lazily drawn lists, which are resolved after the frame's
/// pass, whenever they are drawn: track the state they read, and take the lifecycle handlers and
/// effects they register.
@MainActor
final class RenderHooks {
  /// Runs a row's resolution, tracking the observable state it reads.
  var track: (() -> Void) -> Void = { $0() }
  /// Takes what a row of the list with the given identity registered.
  var rowResolved:
    (
      _ list: ViewIdentity,
      _ handlers: [(identity: ViewIdentity, handler: LifecycleHandler)],
      _ effects: [@MainActor () -> Void]
    ) -> Void = { _, _, _ in }

  /// Hooks that track nothing and drop what rows register, until a host sets them.
  init() {}
}
