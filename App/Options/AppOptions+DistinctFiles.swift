import Foundation

extension AppOptions {
  /// The options that name a file, with the files they name.
  private var namedFiles: [(option: String, path: String)] {
    [
      ("--data", dataFile), ("--script", scriptFile), ("--state", stateFile),
      ("--trace", traceFile),
    ]
    .compactMap { option, path in path.map { (option, $0) } }
  }

  /// Refuses two options naming one file, which the app would read as one thing and write as
  /// another: `--data g.json --state g.json` would set the data file aside as a corrupt state
  /// and replace it, `--trace x --state x` would lose the trace.
  ///
  /// Files are the same when they have the same device and inode (a link, or another spelling
  /// of the path, names the same file); a file not there yet, by the same path.
  ///
  /// - Throws: ``UsageError`` naming both options and their paths.
  func checkFilesAreDistinct() throws(UsageError) {
    var seen: [(option: String, path: String, identity: String)] = []
    for (option, path) in namedFiles {
      let identity = Self.identity(of: path)
      if let earlier = seen.first(where: { $0.identity == identity }) {
        throw UsageError(
          message: """
            \(earlier.option) \(Printable.escape(earlier.path, limit: 120)) and \(option) \
            \(Printable.escape(path, limit: 120)) name the same file, which the app would read \
            as one and write as the other; name a different file for each.
            """)
      }
      seen.append((option, path, identity))
    }
  }

  /// The file's device and inode, following links; for a file not there, its absolute path.
  private static func identity(of path: String) -> String {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    if let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
      let device = attributes[.systemNumber], let inode = attributes[.systemFileNumber]
    {
      return "\(device):\(inode)"
    }
    return resolved
  }
}
