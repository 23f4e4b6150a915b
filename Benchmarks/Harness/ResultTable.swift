import Foundation

/// Prints results as an aligned table or as JSON.
enum ResultTable {
  static func text(_ results: [Result]) -> String {
    let rows = results.map { result in
      let format = result.unit == .bytes ? format(megabytes:) : format(milliseconds:)
      return [
        result.name, result.parameter, format(result.value), result.baseline.map(format) ?? "",
        result.speedup.map { String(format: "%.1f×", $0) } ?? "",
        result.note ?? "",
      ]
    }
    let header = ["benchmark", "size", "engine", "baseline", "speed-up", "note"]
    let widths = (0..<header.count).map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { row in
      row.enumerated().map { column, cell in
        column < 2 || column == 5
          ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ").trimmingSuffix(" ")
    }.joined(separator: "\n")
  }

  static func json(_ results: [Result]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(results), as: UTF8.self)
  }

  private static func format(megabytes bytes: Double) -> String {
    String(format: "%.0f MB", bytes / 1e6)
  }

  private static func format(milliseconds nanoseconds: Double) -> String {
    let milliseconds = nanoseconds / 1e6
    return milliseconds >= 100
      ? String(format: "%.0f ms", milliseconds)
      : milliseconds >= 1
        ? String(format: "%.2f ms", milliseconds) : String(format: "%.1f µs", nanoseconds / 1e3)
  }
}

extension String {
  fileprivate func trimmingSuffix(_ character: Character) -> String {
    var result = self
    while result.last == character {
      result.removeLast()
    }
    return result
  }
}
