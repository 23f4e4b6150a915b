import Foundation

/// Runs the `swift` command found on `PATH`.
enum SwiftCommand {
  /// Why a `swift` command could not give an answer.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong and what to do about it.
    let description: String

    init(_ description: String) {
      self.description = description
    }
  }

  /// How long a command may run: `swift package describe` takes seconds, even on a busy machine.
  static let timeout: DispatchTimeInterval = .seconds(300)

  /// Runs `swift arguments…` and returns what it wrote to standard output.
  ///
  /// - Throws: ``Failure`` when `swift` is not on `PATH`, cannot start, exits with an error or
  ///   is still running after ``timeout`` (it is then killed); the failure quotes what the
  ///   command wrote to standard error.
  static func run(_ arguments: [String]) throws(Failure) -> Data {
    let executable = try locate()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ModuleIsolationTests-\(UUID().uuidString)")
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    let command = (["swift"] + arguments).joined(separator: " ")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      // Files, not pipes: a full pipe nobody reads would block the command.
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
      _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
      let output = try FileHandle(forWritingTo: outputFile)
      let errors = try FileHandle(forWritingTo: errorFile)
      defer {
        try? output.close()
        try? errors.close()
      }
      // SwiftPM leaves lock files and empty folders in the temporary folder; give it one that
      // goes with this command's folder.
      let temporary = folder.appendingPathComponent("tmp")
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      process.environment = ProcessInfo.processInfo.environment.merging([
        "TMPDIR": temporary.path
      ]) { _, new in new }
      process.standardOutput = output
      process.standardError = errors
      process.standardInput = FileHandle.nullDevice
      let ended = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in ended.signal() }
      try process.run()
      guard ended.wait(timeout: .now() + timeout) == .success else {
        process.terminate()
        ended.wait()
        let stderr = String(decoding: (try? Data(contentsOf: errorFile)) ?? Data(), as: UTF8.self)
        throw Failure("`\(command)` was still running after \(timeout) and was stopped:\n\(stderr)")
      }
      let stderr = String(decoding: (try? Data(contentsOf: errorFile)) ?? Data(), as: UTF8.self)
      guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        throw Failure(
          "`\(command)` failed with status \(process.terminationStatus):\n\(stderr)")
      }
      return try Data(contentsOf: outputFile)
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure("could not run `\(command)` (\(executable.path)): \(error)")
    }
  }

  /// The `swift` executable on `PATH`.
  private static func locate() throws(Failure) -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw Failure(
      "ModuleIsolationTests reads the package graph with `swift package describe`, but no `swift` is on PATH (\(path)); put the toolchain's `usr/bin` on PATH"
    )
  }
}
