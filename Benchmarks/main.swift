import Foundation

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
