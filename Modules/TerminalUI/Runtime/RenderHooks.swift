/// What a host does with lazy list rows resolved after the frame's pass: track the state they
/// read and take what they register.
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
