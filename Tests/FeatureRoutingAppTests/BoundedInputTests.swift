import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Memory for input stays bounded: each run here has its address space limited (`ulimit -v`), so
/// that the unbounded reading these tests once met ended in a crash.
@Suite(.timeLimit(.minutes(10))) struct BoundedInputTests {
  /// 1.5 GiB: several times what the app needs (about 450 MB of address space, most of it
  /// reserved, not used), far less than reading a hostile input whole.
  static let addressSpaceLimit = 1536 << 10

  /// The app run with its address space limited.
  static func boundedApp(_ arguments: [String]) -> [String] {
    [
      "/bin/sh", "-c", "ulimit -v \(addressSpaceLimit) && exec \"$0\" \"$@\"",
      AppProcess.executable.path,
    ]
      + arguments
  }

  /// The test environment, with malloc's arenas limited so that the address space the app
  /// reserves does not grow with the number of threads.
  static var environment: [String: String] {
    AppProcess.environment(
      ["MALLOC_ARENA_MAX": "2"], stateHome: FileManager.default.temporaryDirectory.path)
  }

  /// `feature-routing </dev/zero` once read one endless line whole (4.8 GB in 10 s).
  @Test func anEndlessLineOnStandardInputStopsTheApp() throws {
    let app = try ChildProcess(
      Self.boundedApp(["--latency", "0", "--no-state"]), environment: Self.environment,
      input: .path("/dev/zero", O_RDONLY))
    let end = try app.waitForExit()
    #expect(end.signal == nil, "\(end)")
    #expect(end.status == 65, "\(end)")
    #expect(
      end.error
        == "feature-routing: standard input has a line of more than 1048576 bytes, so it is not a list of commands; reading stops.\n"
    )
    #expect(end.output.contains("The line is longer than 8192 bytes, the most a command may be"))
  }

  /// A gigabyte data file (sparse: it takes no disk) is refused by its size, before it is read.
  @Test func aHugeDataFileIsRefusedBeforeItIsRead() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("grapes.json")
    #expect(FileManager.default.createFile(atPath: file, contents: nil))
    #expect(truncate(file, 1 << 30) == 0)
    let app = try ChildProcess(Self.boundedApp(["--data", file]), environment: Self.environment)
    let end = try app.waitForExit()
    #expect(end.signal == nil, "\(end)")
    #expect(end.status == 65, "\(end)")
    #expect(
      end.error
        == "feature-routing: \(file): cannot read the data file: it is 1073741824 bytes, more than the 33554432 bytes allowed. Pass a JSON file of at most 33554432 bytes (32 MiB) to --data.\n"
    )
  }

  /// A writer faster than the session, as in `yes 1 | feature-routing`, fills the pipe.
  ///
  /// The app once queued every line it could read. Now, with the session stopped (its output not
  /// read), the app stops reading: it falls asleep with input waiting in a full pipe, having
  /// taken no more than one read's worth of it, and its memory stays where it was.
  @Test func aFastWriterFillsThePipeNotTheApp() throws {
    let app = try ChildProcess(
      Self.boundedApp(["--latency", "0", "--no-state"]), environment: Self.environment,
      output: .unreadPipe)
    let taken = app.sendInBackground(
      Array(String(repeating: "1\n", count: 32 * 1024).utf8), times: 4096)
    try app.wait { app.inputPipeIsFull && app.isBlockedWritingOutput && app.isAsleep }
    // One read of 64 KiB by the app, 64 KiB in the pipe, a 64 KiB block being written.
    #expect(taken.count <= 3 * 64 * 1024)
    let peak = try #require(app.peakMemory)
    #expect(peak < 100 << 20, "peak resident memory \(peak / 1024) KiB")
    kill(app.pid, SIGKILL)
    let end = try app.waitForExit(drainingOutput: false)
    #expect(end.signal == SIGKILL, "\(end)")
  }
}
