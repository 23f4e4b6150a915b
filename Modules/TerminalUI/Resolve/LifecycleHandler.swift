/// What a lifecycle modifier asks the host to do when its view appears or disappears.
enum LifecycleHandler {
  /// Run when the view first appears.
  case appear(@MainActor () -> Void)
  /// Run when the view is gone.
  case disappear(@MainActor () -> Void)
  /// Start when the view first appears; cancel when it is gone.
  case task(@MainActor @Sendable () async -> Void)
}
