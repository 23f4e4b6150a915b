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

  /// The median durations of `engine` and of `baseline` in nanoseconds, measured in turns.
  ///
  /// The two take turns, so that a burst of load on a shared machine slows both sides alike
  /// rather than all of one side's runs, which a ratio would turn into a false speed-up or
  /// slow-down. Each measured run directly follows an unmeasured run of the same work, so that
  /// neither side is timed in the caches and heap the other just left: the baseline's megabytes
  /// of garbage would otherwise slow the engine's next run by a third on long paths.
  func pairedMedians(
    engine: () -> Void, baseline: () -> Void
  ) -> (engine: Double, baseline: Double) {
    let clock = ContinuousClock()
    var engineSamples: [Double] = []
    var baselineSamples: [Double] = []
    for _ in 0..<runs {
      engine()
      engineSamples.append(Self.nanoseconds(clock.measure(engine)))
      baseline()
      baselineSamples.append(Self.nanoseconds(clock.measure(baseline)))
    }
    return (Self.median(engineSamples), Self.median(baselineSamples))
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
      samples.append(Self.nanoseconds(sample()))
    }
    return Self.median(samples)
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }

  private static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted[sorted.count / 2]
  }
}

/// Keeps the optimizer from discarding a benchmark's result.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
