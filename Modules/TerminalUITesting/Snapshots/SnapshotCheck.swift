import Foundation

/// What comparing a text with its snapshot file found, and whether the file was written.
package enum SnapshotOutcome: Equatable, Sendable {
  /// The file holds exactly the text.
  case matched
  /// There is no file, and the policy did not allow writing one.
  case missing
  /// The file holds another text (the line diff); it was left as it was.
  case mismatched(diff: String)
  /// The file was written because recording was asked for: the diff from what it held, or `nil`
  /// when it is new.
  case recorded(diff: String?)
  /// The file could not be read or written: why.
  case failed(String)
}

extension SnapshotFile {
  /// Compares `actual` with the snapshot and writes it only when `policy` records.
  package func check(_ actual: String, policy: SnapshotPolicy) -> SnapshotOutcome {
    let expected: String?
    do {
      expected = try read()
    } catch {
      return .failed("cannot read \(url.path): \(error)")
    }
    let diff = expected.map { snapshotDiff(expected: $0, actual: actual) }
    if expected != nil, diff == .some(nil) {
      return .matched
    }
    guard policy.records else {
      return diff.flatMap { $0 }.map { .mismatched(diff: $0) } ?? .missing
    }
    do {
      try write(actual)
    } catch {
      return .failed("cannot write \(url.path): \(error)")
    }
    return .recorded(diff: diff.flatMap { $0 })
  }

  /// What a test reports for `outcome` of the snapshot named `name`, or `nil` when it matched.
  ///
  /// Every failure says what to do next: how to record, or what to review.
  package func message(
    for outcome: SnapshotOutcome, name: String, policy: SnapshotPolicy
  ) -> String? {
    let record = "SNAPSHOT_RECORD=1 swift test --filter \(testName)"
    let ciNote =
      policy.isCI
      ? " Snapshots are never written under CI (CI is set"
        + (policy.recordingRequested ? "; SNAPSHOT_RECORD=1 is ignored" : "") + ")."
      : ""
    switch outcome {
    case .matched:
      return nil
    case .missing:
      return """
        No snapshot "\(name)" at \(url.path).\(ciNote) Record it on your machine with \
        `\(record)`, review the new file and commit it.
        """
    case .mismatched(let diff):
      return """
        Snapshot "\(name)" does not match \(url.path):
        \(diff)
        \(ciNote.isEmpty ? "" : ciNote.dropFirst() + " ")If the change is intended, record it \
        with `\(record)` and review the diff.
        """
    case .recorded(let diff):
      let change = diff.map { ":\n\($0)" } ?? " (new)."
      return """
        Recorded snapshot "\(name)" at \(url.path)\(change)
        Review the change, then run the tests again without SNAPSHOT_RECORD.
        """
    case .failed(let reason):
      return "Snapshot \"\(name)\": \(reason)"
    }
  }
}
