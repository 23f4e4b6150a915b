import Foundation

/// Where a snapshot is stored: `__Snapshots__/<TestFileName>/<name>.txt` beside the test file.
package struct SnapshotFile: Sendable {
  /// The snapshot's location.
  package let url: URL

  /// The snapshot named `name` of the test file at `testFilePath`.
  package init(testFilePath: String, name: String) {
    let testFile = URL(fileURLWithPath: testFilePath)
    url = testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
      .appendingPathComponent(name + ".txt")
  }

  /// The snapshot at `url`, such as a temporary file in the snapshot helper's own tests.
  package init(url: URL) {
    self.url = url
  }

  /// The name of the test file the snapshot belongs to, which is also its suite's name by
  /// convention: what `swift test --filter` takes to run its tests again.
  package var testName: String { url.deletingLastPathComponent().lastPathComponent }

  /// The recorded text, or `nil` when nothing was recorded yet.
  func read() throws -> String? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// Records `text`, creating the folders it needs.
  func write(_ text: String) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
