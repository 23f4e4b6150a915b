import Foundation
import TerminalUI
import Testing

/// Compares `view`, rendered `width` columns wide, with the snapshot named `name`.
///
/// Snapshots are text files in `__Snapshots__/<TestFileName>/<name>.txt` beside the test file.
/// A missing snapshot is recorded (and the test fails, saying so, so it gets reviewed); so is every
/// snapshot when the environment variable `SNAPSHOT_RECORD` is `1`. A mismatch fails the test with
/// a line diff.
///
/// ```swift
/// @Test func grapeListScreen() {
///   assertSnapshot(of: GrapeListView(presenter: .preview), width: 48, named: "grape-list")
/// }
/// ```
@MainActor
public func assertSnapshot(
  of view: some View,
  width: Int,
  named name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(of: render(view, width: width).frame, named: name, sourceLocation: sourceLocation)
}

/// Compares `frame` with the snapshot named `name`: every line in full, trailing spaces included.
///
/// See ``assertSnapshot(of:width:named:sourceLocation:)`` for where snapshots live and how they
/// are recorded.
public func assertSnapshot(
  of frame: Frame,
  named name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(of: frame.snapshotText, named: name, sourceLocation: sourceLocation)
}

/// Compares `text` with the snapshot named `name`.
///
/// See ``assertSnapshot(of:width:named:sourceLocation:)`` for where snapshots live and how they
/// are recorded.
public func assertSnapshot(
  of text: String,
  named name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = SnapshotFile(testFilePath: sourceLocation.filePath, name: name)
  let recording = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
  do {
    guard !recording, let expected = try file.read() else {
      try file.write(text)
      Issue.record(
        "Recorded snapshot \"\(name)\" at \(file.url.path); check it and run the test again.",
        sourceLocation: sourceLocation)
      return
    }
    if let diff = snapshotDiff(expected: expected, actual: text) {
      Issue.record(
        "Snapshot \"\(name)\" does not match \(file.url.path):\n\(diff)",
        sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(
      error, "Snapshot \"\(name)\" could not be read or written.",
      sourceLocation: sourceLocation)
  }
}

extension Frame {
  /// Every line in full, trailing spaces included, joined with newlines: what snapshots store.
  var snapshotText: String {
    lines.map { line in line.map(\.character).joined() }.joined(separator: "\n")
  }
}
