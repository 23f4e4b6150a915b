/// Times a piece of work: warm-up runs, then the median of measured runs.
struct Measurement {
  /// How many unmeasured runs come first.
  let warmup: Int
  /// How many measured runs the median is taken over.
  let runs: Int

  /// The median duration of `body` in nanoseconds.
  func median(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    return selfTimedMedian { clock.measure(body) }
  }

  /// The median of the durations `sample` measures itself, in nanoseconds: for work whose
  /// set-up and tear-down must not count, such as stopping a process once it has answered.
  func selfTimedMedian(_ sample: () -> Duration) -> Double {
    for _ in 0..<warmup {
      _ = sample()
    }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
      let elapsed = sample()
      samples.append(
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
  }
}

/// Keeps the optimizer from discarding a benchmark's result.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
