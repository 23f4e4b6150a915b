/// What a lifecycle modifier asks the host to do when its view appears or disappears.
enum LifecycleHandler {
  case appear(@MainActor () -> Void)
  case disappear(@MainActor () -> Void)
  /// Started when the view appears, cancelled when it is gone.
  case task(@MainActor @Sendable () async -> Void)
}
