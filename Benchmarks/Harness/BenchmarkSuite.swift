/// Every benchmark, in the order the README table lists them.
struct BenchmarkSuite {
  let options: BenchmarkOptions

  func run() throws -> [Result] {
    let measurement = options.measurement
    let smoke = options.smoke
    var results: [Result] = []
    if options.includes("path") {
      results += try PathCodingBenchmark(
        measurement: measurement, sizes: smoke ? [10, 100] : [10, 1000, 10_000, 100_000]
      ).run()
    }
    if options.includes("lookup") {
      results += try DestinationLookupBenchmark(
        measurement: measurement, lookups: smoke ? 3000 : 1_000_000
      ).run()
    }
    return results
  }
}
