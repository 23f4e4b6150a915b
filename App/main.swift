import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// First, before anything opens a file: standard descriptors the app was started without are
// claimed here, so that no file opened later takes their numbers.
let output = StandardStreams()
let status = await AppMain.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  output: output,
  input: InputLines.standardInput(),
  inputIsTerminal: isatty(STDIN_FILENO) != 0,
  outputIsTerminal: isatty(STDOUT_FILENO) != 0,
  terminalType: ProcessInfo.processInfo.environment["TERM"]
)
exit(status)
