import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// When the state cannot be written, the app warns once, keeps working and leaves the previous
/// file as it was.
@Suite(.timeLimit(.minutes(10))) struct SaveFailureTests {
  /// From the restored Extra details (whose rows open regions) back to the list, then a push, a
  /// style change, a sheet and its close.
  static let navigation = ["b", "b", "1", "b", "2", "b", "style details-modally", "3", "x", "url"]

  @Test(.enabled(if: Unprivileged.isAvailable, Unprivileged.requirement))
  func aReadOnlyFolderGivesOneWarningAndKeepsTheOldFile() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(["3", "e"], arguments: ["--state", file])
    Unprivileged.own(file)
    let old = try #require(contents(file))
    chmod(folder.path, 0o555)
    defer { chmod(folder.path, 0o755) }

    let outcome = try AppProcess.run(
      ["--latency", "0", "--state", file], input: Self.navigation.map { $0 + "\n" }.joined(),
      command: try #require(Unprivileged.command))
    #expect(outcome.status == 0)
    #expect(
      outcome.error
        == "feature-routing: warning: cannot save the state to \(file): cannot create a file in \(folder.path) (Permission denied). The app keeps working; the previous state file is left as it was.\n"
    )
    #expect(outcome.screens[0].contains("Wine Grapes › Shiraz › Shiraz's regions"))
    #expect(outcome.output.contains("┌─ Shiraz "))
    #expect(outcome.output.contains("\nfeature-routing://?style=details-modally\n"))
    #expect(contents(file) == old)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  @Test(.enabled(if: Unprivileged.isAvailable, Unprivileged.requirement))
  func aReadOnlyFileGivesOneWarningAndIsKept() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(["3", "e"], arguments: ["--state", file])
    let old = try #require(contents(file))
    Unprivileged.own(folder.path)
    Unprivileged.own(file)
    chmod(file, 0o444)

    let outcome = try AppProcess.run(
      ["--latency", "0", "--state", file], input: Self.navigation.map { $0 + "\n" }.joined(),
      command: try #require(Unprivileged.command))
    #expect(outcome.status == 0)
    #expect(
      outcome.error
        == "feature-routing: warning: cannot save the state to \(file): \(file) is read-only (Permission denied). The app keeps working; the previous state file is left as it was.\n"
    )
    #expect(outcome.output.contains("\nfeature-routing://?style=details-modally\n"))
    #expect(contents(file) == old)
  }

  /// A full disk fails the write of the temporary file, as a file-size limit does (`EFBIG`
  /// instead of `ENOSPC`, at the same step): the limit stands in for a full disk here.
  @Test func aWriteThatFailsMidwayGivesOneWarningAndKeepsTheOldFile() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(["3", "e"], arguments: ["--state", file])
    let old = try #require(contents(file))

    let outcome = try AppProcess.run(
      ["--latency", "0", "--state", file], input: Self.navigation.map { $0 + "\n" }.joined(),
      command: ["/bin/sh", "-c", "ulimit -f 0 && exec \"$0\" \"$@\"", AppProcess.executable.path])
    #expect(outcome.status == 0)
    #expect(
      outcome.error
        == "feature-routing: warning: cannot save the state to \(file): cannot write to \(folder.path) (File too large). The app keeps working; the previous state file is left as it was.\n"
    )
    #expect(outcome.output.contains("\nfeature-routing://?style=details-modally\n"))
    #expect(contents(file) == old)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  @Test func aStatePathInsideAFileGivesOneWarning() throws {
    let blocker = try TemporaryFile(contents: "not a folder")
    let outcome = try AppProcess.session(
      Self.navigation, arguments: ["--state", blocker.path + "/state.json"])
    #expect(outcome.status == 0)
    #expect(
      outcome.error
        == "feature-routing: warning: cannot save the state to \(blocker.path)/state.json: \(blocker.path) is not a folder. The app keeps working; no state file is written.\n"
    )
  }
}
