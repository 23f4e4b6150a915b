import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Only a regular file, or nothing, is ever read, renamed or replaced at the state path; anything
/// else is left alone with a message, and `--print-url` changes nothing on disk.
@Suite(.timeLimit(.minutes(10))) struct StatePathTests {
  /// What the app says about a state path holding `kind`.
  static func leftAlone(_ path: String, _ kind: String) -> String {
    """
    feature-routing: the state file \(path) is left alone: it is \(kind), not a regular file. \
    The state is neither restored nor saved this session; remove it, or pass --state with \
    another file (or --no-state).

    """
  }

  /// The type of what is at `path` (the link itself for a symbolic link).
  static func type(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
  }

  /// A named pipe used to block the app for good in `open`; signals were not answered either.
  @Test func aNamedPipeIsLeftAloneAndNeverBlocksTheApp() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    #expect(mkfifo(file, 0o600) == 0)
    let outcome = try AppProcess.run(
      ["--latency", "0", "--state", file], inputData: Data("1\nurl\n".utf8), timeout: 60)
    #expect(outcome.status == 0)
    #expect(outcome.error == Self.leftAlone(file, "a named pipe (FIFO)"))
    #expect(outcome.output.contains("[b] Back  Cabernet Sauvignon"))
    #expect(Self.type(file) == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  /// As root, the app once renamed such a node, and would have moved `/dev/null` itself.
  @Test(
    .enabled(if: geteuid() == 0, "creating a device node needs root"), arguments: [false, true])
  func aDeviceNodeIsNeverRenamedOrReplaced(printingURL: Bool) throws {
    let folder = try TemporaryFolder()
    let file = folder.file("null")
    // The device of /dev/null: major 1, minor 3.
    #expect(mknod(file, S_IFCHR | 0o600, dev_t(1 << 8 | 3)) == 0)
    let outcome = try AppProcess.run(
      ["--latency", "0", "--state", file] + (printingURL ? ["--print-url"] : []),
      inputData: Data("1\n".utf8), timeout: 60)
    #expect(outcome.status == 0)
    #expect(outcome.error == Self.leftAlone(file, "a character device"))
    #expect(Self.type(file) == S_IFCHR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"])
  }

  @Test func aFolderIsLeftAlone() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
    let outcome = try AppProcess.session(["1"], arguments: ["--state", file])
    #expect(outcome.status == 0)
    #expect(outcome.error == Self.leftAlone(file, "a folder"))
    #expect(Self.type(file) == S_IFDIR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  /// Saving replaces the path itself, so a link would become a file and its target go stale.
  @Test func aSymbolicLinkIsLeftAloneAndItsTargetUntouched() throws {
    let folder = try TemporaryFolder()
    let target = folder.file("elsewhere.json")
    _ = try AppProcess.session(["3"], arguments: ["--state", target])
    let saved = try #require(contents(target))
    let file = folder.file("state.json")
    try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: target)
    let outcome = try AppProcess.session(["b", "1"], arguments: ["--state", file])
    #expect(outcome.status == 0)
    #expect(outcome.error == Self.leftAlone(file, "a symbolic link"))
    #expect(Self.type(file) == S_IFLNK)
    #expect(contents(target) == saved)
  }

  /// `--print-url` reports a bad file but neither moves it, nor removes stale temporary files,
  /// nor creates the folder.
  @Test func printURLChangesNothingOnDisk() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: file))
    let stale = folder.file(".state.json.tmp-999999999-abc")
    try Data("old".utf8).write(to: URL(fileURLWithPath: stale))
    let outcome = try AppProcess.run(["--latency", "0", "--state", file, "--print-url"])
    #expect(outcome.status == 0)
    #expect(outcome.output == "feature-routing://?style=details-stack\n")
    #expect(outcome.error.hasPrefix("feature-routing: the state file \(file) cannot be restored: "))
    #expect(
      outcome.error.hasSuffix(
        "It is left as it is (--print-url changes nothing); starting at the root.\n"))
    #expect(contents(file) == Data("garbage".utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == [".state.json.tmp-999999999-abc", "state.json"])

    let missing = folder.file("new/state.json")
    let fresh = try AppProcess.run(["--latency", "0", "--state", missing, "--print-url"])
    #expect(fresh.status == 0)
    #expect(fresh.error.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.file("new")))
  }

  /// A 100 MB file is refused by its size, before it is read, and the size said is its own.
  @Test func aHugeStateFileIsReportedWithItsRealSize() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    #expect(FileManager.default.createFile(atPath: file, contents: nil))
    #expect(truncate(file, 100 << 20) == 0)
    let outcome = try AppProcess.session(["url"], arguments: ["--state", file])
    #expect(outcome.status == 0)
    #expect(
      outcome.error.contains(
        "cannot be restored: it is 104857600 bytes, more than the 16777216 bytes allowed. It was moved to "
      ), "\(outcome.error)")
    #expect(outcome.output.contains("\nfeature-routing://?style=details-stack\n"))
  }
}
