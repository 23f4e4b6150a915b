import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// First of all: the threads and files the app needs (see `StartupChecks`).
StartupChecks.checkOrExit()

// Then, on a terminal, start again with a crash report that does not wait for a key
// (see `CrashReportSetting`); `execv` returns only when it fails, and the app then goes on as it is.
if isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0,
  let setting = CrashReportSetting.nonInteractive(
    keeping: ProcessInfo.processInfo.environment[CrashReportSetting.variable])
{
  setenv(CrashReportSetting.variable, setting, 1)
  execv("/proc/self/exe", CommandLine.unsafeArgv)
}
CrashReportSetting.restoreProcessName()

// Then, before anything opens a file: standard descriptors the app was started without are
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
