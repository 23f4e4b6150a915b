/// What `swift run -c release benchmarks` was asked to do.
struct BenchmarkOptions {
  /// Print machine-readable JSON instead of a table.
  var json = false
  /// Tiny sizes and one run, so that a test can check the binary still works.
  var smoke = false
  /// Only the benchmarks whose names contain one of these words; all when empty.
  var only: [String] = []
  /// Measured runs per figure (the median is reported).
  var runs = 7
  /// Print usage and exit.
  var showHelp = false

  static let usage = """
    USAGE: benchmarks [--json] [--smoke] [--runs N] [--only NAME ...]

    Times the engine against baselines written in this repository, in the same run, and prints
    each figure as a median with its ratio to the baseline.

      --json       print the results as JSON
      --smoke      tiny sizes and a single run (checks the benchmarks still work)
      --runs N     measured runs per figure, after one warm-up (default 7)
      --only NAME  only benchmarks whose name contains NAME: path, lookup, deep-link, render,
                 search, split, startup, app
    """

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
    var options = BenchmarkOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": options.json = true
      case "--smoke": options.smoke = true
      case "--help", "-h": options.showHelp = true
      case "--runs":
        guard let text = remaining.popFirst(), let runs = Int(text), runs > 0 else {
          throw BenchmarkError.setup("--runs needs a positive number")
        }
        options.runs = runs
      case "--only":
        guard let name = remaining.popFirst() else {
          throw BenchmarkError.setup("--only needs a benchmark name")
        }
        options.only.append(name)
      default:
        throw BenchmarkError.setup("unknown argument '\(argument)'; see --help")
      }
    }
    return options
  }

  /// Whether the benchmark named `name` should run.
  func includes(_ name: String) -> Bool {
    only.isEmpty || only.contains { name.contains($0) }
  }

  /// How figures are measured.
  var measurement: Measurement {
    smoke ? Measurement(warmup: 0, runs: 1) : Measurement(warmup: 1, runs: runs)
  }
}
