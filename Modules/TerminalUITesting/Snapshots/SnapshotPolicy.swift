/// Whether snapshot assertions may write snapshot files, decided from the environment.
///
/// - Under CI (the `CI` variable set to anything, as CI systems set it) snapshots are only
///   compared: a missing or different snapshot fails the test and nothing is written, whatever
///   `SNAPSHOT_RECORD` says, so a retry in the same workspace cannot turn a failure green.
/// - Elsewhere `SNAPSHOT_RECORD=1` records: a missing or different snapshot is written and the
///   test fails with the change, so that it is reviewed before it is committed.
/// - Otherwise snapshots are only compared.
package struct SnapshotPolicy: Equatable, Sendable {
  /// Whether the tests run on CI.
  package var isCI: Bool
  /// Whether recording was asked for with `SNAPSHOT_RECORD=1`.
  package var recordingRequested: Bool

  /// The policy the environment variables `environment` ask for.
  package init(environment: [String: String]) {
    isCI = !(environment["CI"] ?? "").isEmpty
    recordingRequested = environment["SNAPSHOT_RECORD"] == "1"
  }

  /// Whether snapshot files may be written.
  package var records: Bool { recordingRequested && !isCI }
}
