import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Memory for input stays bounded: each run here has its address space limited (`ulimit -v`), so
/// that the unbounded reading these tests once met ended in a crash.
@Suite struct BoundedInputTests {
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
}
