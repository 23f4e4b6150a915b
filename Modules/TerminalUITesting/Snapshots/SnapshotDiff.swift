/// The lines that differ between a recorded snapshot and the actual text, or `nil` when they are
/// the same.
///
/// The characters are compared by position, as frames are grids: each differing line number
/// shows the expected line prefixed with `-` and the actual one prefixed with `+` (a missing line
/// shows nothing). The styles section, when either text has one, is compared as a list: the runs
/// only one side has, prefixed with `-style` or `+style`, in order.
///
/// ```
/// -3│[1] Cabernet Sauvignon
/// +3│[1] Merlot
/// -style│3:1-24 inverse "[1] Cabernet Sauvignon ›"
/// +style│4:1-16 inverse "[2] Pinot Noir ›"
/// ```
public func snapshotDiff(expected: String, actual: String) -> String? {
  guard expected != actual else { return nil }
  let (expectedLines, expectedStyles) = split(expected)
  let (actualLines, actualStyles) = split(actual)
  var diff: [String] = []
  for index in 0..<max(expectedLines.count, actualLines.count) {
    let old = expectedLines.indices.contains(index) ? expectedLines[index] : nil
    let new = actualLines.indices.contains(index) ? actualLines[index] : nil
    guard old != new else { continue }
    if let old { diff.append("-\(index + 1)│\(old)") }
    if let new { diff.append("+\(index + 1)│\(new)") }
  }
  for change in listDiff(expectedStyles, actualStyles) {
    diff.append("\(change.removed ? "-" : "+")style│\(change.line)")
  }
  return diff.joined(separator: "\n")
}

/// The lines of a snapshot's characters and of its styles section (without its header).
private func split(_ text: String) -> (lines: [Substring], styles: [Substring]) {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  guard let header = lines.lastIndex(of: Substring(SnapshotText.stylesHeader)) else {
    return (lines, [])
  }
  return (Array(lines[..<header]), Array(lines[(header + 1)...]))
}

/// The lines only one of `old` and `new` has, in order, from their longest common subsequence.
private func listDiff(
  _ old: [Substring], _ new: [Substring]
) -> [(removed: Bool, line: Substring)] {
  // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
  var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in old.indices.reversed() {
    for j in new.indices.reversed() {
      lengths[i][j] =
        old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var changes: [(removed: Bool, line: Substring)] = []
  var i = 0
  var j = 0
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      i += 1
      j += 1
    } else if j == new.count || (i < old.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
      changes.append((true, old[i]))
      i += 1
    } else {
      changes.append((false, new[j]))
      j += 1
    }
  }
  return changes
}
