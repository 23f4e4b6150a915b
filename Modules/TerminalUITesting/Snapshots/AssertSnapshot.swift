import Foundation
import TerminalUI
import Testing

/// Compares `view`, rendered `width` columns wide, with the snapshot named `name`.
///
/// Snapshots are text files in `__Snapshots__/<TestFileName>/<name>.txt` beside the test file:
/// the frame's characters, then the styles of its styled cells (the format is described on the
/// `Frame` overload). They are only compared: a missing or different snapshot fails the test and
/// says how to record it. `SNAPSHOT_RECORD=1` writes them (the test fails with the change, for
/// review), except under CI (`CI` set to anything), where nothing is ever written.
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

/// Compares `frame` with the snapshot named `name`: every line in full, trailing spaces
/// included, then one line per run of styled cells.
///
/// The styles follow the characters under a `--- styles ---` line, each run of cells that share
/// a style as `line:columns style "text"`, counting from 1:
///
/// ```
/// [m] Push Details on Stack ▸
/// [1] Cabernet Sauvignon ›
/// --- styles (line:columns style "text") ---
/// 1:1-27 inverse "[m] Push Details on Stack ▸"
/// 2:5-22 bold fg=red "Cabernet Sauvignon"
/// ```
///
/// A frame without styles has no such section. See
/// ``assertSnapshot(of:width:named:sourceLocation:)`` for where snapshots live and how they are
/// recorded.
public func assertSnapshot(
  of frame: Frame,
  named name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(of: frame.snapshotText, named: name, sourceLocation: sourceLocation)
}

/// Compares what `terminal` shows, characters and styles, with the snapshot named `name`.
///
/// See the `Frame` overload of `assertSnapshot(of:named:sourceLocation:)` for the format.
public func assertSnapshot(
  of terminal: VirtualTerminal,
  named name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(of: terminal.frame, named: name, sourceLocation: sourceLocation)
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
  assertSnapshot(
    of: text, in: SnapshotFile(testFilePath: sourceLocation.filePath, name: name), named: name,
    policy: SnapshotPolicy(environment: ProcessInfo.processInfo.environment),
    sourceLocation: sourceLocation)
}

/// Compares `text` with the snapshot in `file` under `policy`, recording an issue when they
/// differ: the assertion itself, for the snapshot helper's own tests.
package func assertSnapshot(
  of text: String,
  in file: SnapshotFile,
  named name: String,
  policy: SnapshotPolicy,
  sourceLocation: SourceLocation
) {
  let outcome = file.check(text, policy: policy)
  if let message = file.message(for: outcome, name: name, policy: policy) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

extension VirtualTerminal {
  /// The screen as a frame without controls, to snapshot it.
  var frame: Frame {
    Frame(width: columns, lines: lines, controls: [])
  }
}
