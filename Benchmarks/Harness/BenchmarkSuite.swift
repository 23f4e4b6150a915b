/// Every benchmark, in the order the table in Docs/Performance.md lists them.
@MainActor
struct BenchmarkSuite {
  let options: BenchmarkOptions

  func run() async throws -> [Result] {
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
        measurement: measurement, lookups: smoke ? 3000 : 100_000
      ).run()
    }
    if options.includes("deep-link") {
      results += DeepLinkBenchmark(
        measurement: measurement, sizes: smoke ? [1, 10] : [1, 10, 100, 1000]
      ).run()
    }
    if options.includes("render") {
      results += await RenderingBenchmark(
        measurement: measurement, sizes: smoke ? [10, 100] : [10, 1000, 100_000],
        printedSizes: smoke ? [100] : [1000, 100_000]
      ).run()
    }
    if options.includes("search") {
      results += await SearchBenchmark(measurement: measurement, size: smoke ? 100 : 100_000).run()
    }
    if options.includes("split") {
      results += await SplitViewBenchmark(measurement: measurement, size: smoke ? 100 : 100_000)
        .run()
    }
    if options.includes("startup") {
      results += try await StartupBenchmark(
        measurement: smoke ? measurement : Measurement(warmup: 0, runs: min(measurement.runs, 2)),
        size: smoke ? 100 : 100_000
      ).run()
    }
    if options.includes("app") {
      results += try AppBenchmark(measurement: measurement, commands: smoke ? 20 : 2000).run()
      results += try LargeListAppBenchmark(
        measurement: measurement, size: smoke ? 100 : 100_000, keyPresses: smoke ? 4 : 30
      ).run()
    }
    return results
  }
}
