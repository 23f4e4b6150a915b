/// The lines that differ between a recorded snapshot and the actual text, or `nil` when they are
/// the same.
///
/// Lines are compared by position, as frames are grids: each differing line number shows the
/// expected line prefixed with `-` and the actual one prefixed with `+` (a missing line shows
/// nothing).
///
/// ```
/// -3│[1] Cabernet Sauvignon
/// +3│[1] Merlot
/// ```
public func snapshotDiff(expected: String, actual: String) -> String? {
  guard expected != actual else { return nil }
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var diff: [String] = []
  for index in 0..<max(expectedLines.count, actualLines.count) {
    let old = expectedLines.indices.contains(index) ? expectedLines[index] : nil
    let new = actualLines.indices.contains(index) ? actualLines[index] : nil
    guard old != new else { continue }
    if let old { diff.append("-\(index + 1)│\(old)") }
    if let new { diff.append("+\(index + 1)│\(new)") }
  }
  return diff.joined(separator: "\n")
}
