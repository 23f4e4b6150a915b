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

  /// The median durations of `engine` and of `baseline` in nanoseconds, measured in turns (see
  /// ``interleavedMedians(_:)``).
  func pairedMedians(
    engine: () -> Void, baseline: () -> Void
  ) -> (engine: Double, baseline: Double) {
    withoutActuallyEscaping(engine) { engine in
      withoutActuallyEscaping(baseline) { baseline in
        let medians = interleavedMedians([engine, baseline])
        return (medians[0], medians[1])
      }
    }
  }

  /// The median duration of each of `bodies` in nanoseconds, measured in turns.
  ///
  /// The bodies take turns, one run each per round, so that a burst of load on a shared machine
  /// slows them all alike rather than all of one body's runs, which a ratio between them would
  /// turn into a false speed-up or slow-down. Each measured run directly follows an unmeasured
  /// run of the same body, so that none is timed in the caches and heap another just left: a
  /// baseline's megabytes of garbage would otherwise slow the engine's next run by a third on
  /// long paths.
  func interleavedMedians(_ bodies: [() -> Void]) -> [Double] {
    let clock = ContinuousClock()
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<runs {
      for (index, body) in bodies.enumerated() {
        body()
        samples[index].append(Self.nanoseconds(clock.measure(body)))
      }
    }
    return samples.map(Self.median)
  }

  /// The median durations of the asynchronous `engine` and `baseline`, in nanoseconds, measured
  /// in turns: for work of seconds, where a run left in the caches does not matter, each round
  /// runs each once, the first ``warmup`` rounds unmeasured.
  @MainActor
  func pairedMedians(
    engine: @MainActor () async -> Void, baseline: @MainActor () async -> Void
  ) async -> (engine: Double, baseline: Double) {
    let clock = ContinuousClock()
    var samples: ([Double], [Double]) = ([], [])
    for round in 0..<(warmup + runs) {
      var start = clock.now
      await engine()
      if round >= warmup { samples.0.append(Self.nanoseconds(clock.now - start)) }
      start = clock.now
      await baseline()
      if round >= warmup { samples.1.append(Self.nanoseconds(clock.now - start)) }
    }
    return (Self.median(samples.0), Self.median(samples.1))
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
