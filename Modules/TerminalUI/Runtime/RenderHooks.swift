/// What a host does with lazy list rows resolved after the pass: track and take their handlers.
@MainActor
final class RenderHooks {
  var track: (() -> Void) -> Void = { $0() }
  var rowResolved:
    (
      _ list: ViewIdentity,
      _ handlers: [(identity: ViewIdentity, handler: LifecycleHandler)],
      _ effects: [@MainActor () -> Void]
    ) -> Void = { _, _, _ in }
}
