import Foundation

#if canImport(Glibc)
  import Glibc
#endif

let status = await AppMain.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  output: StandardStreams(),
  input: InputLines.standardInput(),
  inputIsTerminal: isatty(STDIN_FILENO) != 0,
  outputIsTerminal: isatty(STDOUT_FILENO) != 0,
  terminalType: ProcessInfo.processInfo.environment["TERM"]
)
exit(status)
