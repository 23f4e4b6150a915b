import NavigationBackport

/// A hundred thousand destination lookups over 50 registered types, a third of them class values
/// whose registration is on a superclass: the engine's table against ``MirrorDestinationLookup``.
struct DestinationLookupBenchmark {
  let measurement: Measurement
  let lookups: Int

  /// Registers the 50 types with the engine's table.
  private final class EngineRegistrar: LookupRegistrar {
    var table = NBDestinationTable<Int>()

    func add<T: Hashable>(_ type: T.Type, index: Int) {
      table.register(type) { _ in index }
    }
  }

  func run() throws -> [Result] {
    let engine = EngineRegistrar()
    registerLookupTypes(engine)
    let baseline = MirrorDestinationLookup()
    registerLookupTypes(baseline)
    let values = lookupValues(300)
    for value in values
    where engine.table.destination(for: value) != baseline.destination(for: value) {
      throw BenchmarkError.mismatch("lookup of \(type(of: value.base)) differs from the baseline")
    }
    let table = engine.table
    let rounds = lookups / values.count
    let (engineTime, baselineTime) = measurement.pairedMedians(
      engine: {
        var sum = 0
        for _ in 0..<rounds {
          for value in values {
            sum &+= table.destination(for: value) ?? 0
          }
        }
        blackHole(sum)
      },
      baseline: {
        var sum = 0
        for _ in 0..<rounds {
          for value in values {
            sum &+= baseline.destination(for: value) ?? 0
          }
        }
        blackHole(sum)
      })
    return [
      Result(
        name: "destination lookup", parameter: "\(rounds * values.count) lookups, 50 types",
        nanoseconds: engineTime, baselineNanoseconds: baselineTime)
    ]
  }
}

/// A benchmark whose engine and baseline disagree, so its figures would mean nothing.
enum BenchmarkError: Error, CustomStringConvertible {
  case mismatch(String)
  case setup(String)

  var description: String {
    switch self {
    case .mismatch(let message): return "engine and baseline disagree: \(message)"
    case .setup(let message): return "cannot set up the benchmark: \(message)"
    }
  }
}
