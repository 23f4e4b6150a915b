let measurement = Measurement(warmup: 1, runs: 5)
let results = try PathCodingBenchmark(measurement: measurement, sizes: [10, 1000, 10_000, 100_000])
  .run()
for result in results {
  print(result.name, result.parameter, result.nanoseconds / 1e6, "ms", result.speedup ?? 0, "x")
}
