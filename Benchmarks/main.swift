import Foundation

let measurement = Measurement(warmup: 1, runs: 5)

/// `text` right-aligned in `width` columns.
func padded(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

/// Prints results as a table of times and speedups, then how the time scales with the size.
func report(_ title: String, _ results: [Result], sizes: [Int]) {
  print(title)
  print(
    padded("elements", 10) + padded("engine ms", 14) + padded("baseline ms", 14)
      + padded("speedup", 10))
  for (size, result) in zip(sizes, results) {
    print(
      padded("\(size)", 10) + padded(String(format: "%.3f", result.nanoseconds / 1e6), 14)
        + padded(String(format: "%.3f", (result.baselineNanoseconds ?? 0) / 1e6), 14)
        + padded(String(format: "%.1fx", result.speedup ?? 0), 10))
  }
  if results.count >= 2, sizes.count == results.count {
    let last = results.count - 1
    print(
      String(
        format: "scaling: %d elements take %.2fx the time of %d",
        sizes[last], results[last].nanoseconds / results[last - 1].nanoseconds, sizes[last - 1]))
  }
}

let sizes = [10, 1000, 10_000, 100_000]
report(
  "path encode+decode: codable.jsonData() + registry.decodePath(from:) vs NaivePathCoder",
  try PathCodingBenchmark(measurement: measurement, sizes: sizes).run(), sizes: sizes)

if CommandLine.arguments.contains("--floor") {
  let floorSizes = [1000, 10_000]
  report(
    "Codable floor: the same elements through an Encoder and a Decoder doing no JSON work",
    try CodableFloorBenchmark(measurement: measurement, sizes: floorSizes).run(),
    sizes: floorSizes)
}
