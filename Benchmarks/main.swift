import Foundation
import RootFeature

// The helper that measures another program's peak memory (see ChildProcess.peakBytes).
if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "--peak-memory" {
  ChildProcess.peakMemoryHelper(Array(CommandLine.arguments.dropFirst(2)))
}

// The baseline process of the peak-memory figures: decode a grape file with JSONDecoder, exit.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--decode-only" {
  let grapes = (try? Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[2]))).flatMap {
    try? JSONDecoder().decode([RootModel].self, from: $0)
  }
  exit(grapes == nil ? 1 : 0)
}

let options: BenchmarkOptions
do {
  options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("benchmarks: \(error)\n".utf8))
  exit(64)
}
if options.showHelp {
  print(BenchmarkOptions.usage)
  exit(0)
}
do {
  let results = try await BenchmarkSuite(options: options).run()
  print(options.json ? try ResultTable.json(results) : ResultTable.text(results))
} catch {
  FileHandle.standardError.write(Data("benchmarks: \(error)\n".utf8))
  exit(1)
}
