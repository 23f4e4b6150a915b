import Foundation
import Testing

@testable import FeatureRoutingApp

#if canImport(Glibc)
  import Glibc
#endif

/// A state file the app cannot use is moved aside, reported and never overwritten.
@Suite(.timeLimit(.minutes(10))) struct CorruptStateTests {
  static let valid = """
    {
      "version": 1,
      "presentationStyle": "details-stack",
      "navigation": {"modals":[],"roots":[{"id":"main","path":["DetailsKit.DetailsViewModel","{\\"id\\":\\"shiraz\\",\\"subtitle\\":\\"New World Syrah\\",\\"title\\":\\"Shiraz\\"}"]}],"selectedRoot":"main"}
    }

    """

  @Test(arguments: [
    (
      "truncated", String(valid.prefix(80)),
      "not valid JSON: Unexpected end of file during JSON parse"
    ),
    ("empty", "", "the file is empty"),
    ("not JSON", "<html>oops</html>", "not valid JSON: Invalid value around character 0"),
    (
      "unknown older version",
      valid.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 0"),
      "version 0 is not supported; this app reads versions 1 to 5"
    ),
    (
      "unknown type",
      valid.replacingOccurrences(of: "DetailsKit.DetailsViewModel", with: "Evil.Payload"),
      "names type \"Evil.Payload\", which is not registered"
    ),
    (
      "escape sequences in it",
      valid.replacingOccurrences(of: "DetailsKit.DetailsViewModel", with: "\\u001b[2J"),
      "names type \"\\e[2J\""
    ),
  ])
  func aBadFileIsMovedAsideReportedAndTheAppStartsAtTheRoot(
    kind: String, text: String, problem: String
  ) throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    let outcome = try AppProcess.session(["url"], arguments: ["--state", file])
    try expectSetAside(
      outcome, file: file, folder: folder, original: Data(text.utf8), problem: problem)
    #expect(!outcome.error.contains("\u{1B}"))
  }

  /// Permission denied says nothing about what the file holds: it is not corrupt, and it stays
  /// where it is, as it is, while the session runs without saving.
  @Test(.enabled(if: Unprivileged.isAvailable, Unprivileged.requirement))
  func anUnreadableFileIsLeftWhereAndAsItIsAndNothingIsSaved() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    try Data(Self.valid.utf8).write(to: URL(fileURLWithPath: file))
    chmod(file, 0)
    Unprivileged.own(folder.path)
    Unprivileged.own(file)
    let outcome = try AppProcess.run(
      ["--latency", "0", "--state", file], input: "1\nurl\n",
      command: try #require(Unprivileged.command))
    chmod(file, 0o600)
    #expect(outcome.status == 0)
    #expect(
      outcome.error == """
        feature-routing: the state file \(file) cannot be read (Permission denied), so it is left \
        as it is and the state is neither restored nor saved this session; make it readable, or \
        pass --state with another file (or --no-state).

        """)
    #expect(outcome.screens[0].contains("[1] Cabernet Sauvignon"))
    #expect(outcome.output.contains("[b] Back  Cabernet Sauvignon"))
    #expect(contents(file) == Data(Self.valid.utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  /// A newer version's file is not corrupt either: replacing it would lose that version's state.
  @Test func aFileFromANewerVersionIsLeftInPlaceAndNothingIsSaved() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let newer = Data(#"{"version": 99, "somethingNew": {"tabs": 7}}"#.utf8)
    try newer.write(to: URL(fileURLWithPath: file))
    let outcome = try AppProcess.session(["1", "url"], arguments: ["--state", file])
    #expect(outcome.status == 0)
    #expect(
      outcome.error == """
        feature-routing: the state file \(file) was written by a newer version of feature-routing \
        (state version 99; this one reads up to 5), so it is left as it is and the state is \
        neither restored nor saved this session; use the newer version, or pass --state with \
        another file (or --no-state).

        """)
    #expect(outcome.output.contains("[b] Back  Cabernet Sauvignon"))
    #expect(contents(file) == newer)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  @Test func aVersionTooLargeForAnIntIsANewerVersionToo() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let newer = Data(#"{"version": 99999999999999999999}"#.utf8)
    try newer.write(to: URL(fileURLWithPath: file))
    let outcome = try AppProcess.session(["1"], arguments: ["--state", file])
    #expect(outcome.error.contains("(state version 99999999999999999999; this one reads up to 5)"))
    #expect(contents(file) == newer)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  @Test(.enabled(if: Unprivileged.isAvailable, Unprivileged.requirement))
  func aBadFileThatCannotBeMovedIsLeftAloneAndNothingIsSaved() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let garbage = Data("{\"version\": 1,".utf8)
    try garbage.write(to: URL(fileURLWithPath: file))
    chmod(folder.path, 0o555)
    defer { chmod(folder.path, 0o755) }
    let outcome = try AppProcess.run(
      ["--latency", "0", "--state", file], input: "1\nb\n",
      command: try #require(Unprivileged.command))
    #expect(outcome.status == 0)
    #expect(
      outcome.error.hasPrefix(
        "feature-routing: the state file \(file) cannot be restored: not valid JSON: "
      ))
    #expect(
      outcome.error.hasSuffix(
        ". It cannot be moved aside either (Permission denied), so it is left as it is and this session's state is not saved; starting at the root.\n"
      ))
    #expect(outcome.error.split(separator: "\n").count == 1)
    #expect(outcome.output.contains("[b] Back  Cabernet Sauvignon"))
    #expect(contents(file) == garbage)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  /// The app's own clock decides the name, so the second is fixed here: two runs of the app a
  /// second apart would never share one.
  @Test func twoBadFilesInOneSecondGetTwoNames() throws {
    let folder = try TemporaryFolder()
    let file = StateFile(path: folder.file("state.json"))
    let second = Date(timeIntervalSince1970: 1_749_893_412)  // 2025-06-14 09:30:12 UTC
    var moved: [String] = []
    for garbage in ["garbage 1", "garbage 2", "garbage 3"] {
      try Data(garbage.utf8).write(to: URL(fileURLWithPath: file.path))
      moved.append(try file.moveAside(at: second))
    }
    let base = folder.file("state.json.corrupt-20250614T093012Z")
    #expect(moved == [base, base + "-2", base + "-3"])
    #expect(
      moved.map { contents($0) } == ["garbage 1", "garbage 2", "garbage 3"].map { Data($0.utf8) })
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func twoBadFilesInARowAreBothKept() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    for garbage in ["garbage 1", "garbage 2"] {
      try Data(garbage.utf8).write(to: URL(fileURLWithPath: file))
      _ = try AppProcess.session([], arguments: ["--state", file, "--no-color"])
    }
    let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("state.json.corrupt-") }
    #expect(
      Set(aside.compactMap { contents(folder.file($0)) }) == [
        Data("garbage 1".utf8), Data("garbage 2".utf8),
      ])
  }

  private func expectSetAside(
    _ outcome: AppProcess.Outcome, file: String, folder: TemporaryFolder, original: Data,
    problem: String
  ) throws {
    #expect(outcome.status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let aside = try #require(names.first { $0.hasPrefix("state.json.corrupt-") }, "\(names)")
    #expect(aside.wholeMatch(of: /state\.json\.corrupt-\d{8}T\d{6}Z(-\d+)?/) != nil)
    #expect(contents(folder.file(aside)) == original)
    let lines = outcome.error.split(separator: "\n")
    #expect(lines.count == 1)
    let message = String(lines.first ?? "")
    #expect(message.hasPrefix("feature-routing: the state file \(file) cannot be restored: "))
    #expect(message.contains(problem), "\(message)")
    #expect(message.hasSuffix(" It was moved to \(folder.file(aside)); starting at the root."))
    #expect(outcome.screens[0].contains("[1] Cabernet Sauvignon"))
    #expect(outcome.output.contains("\nfeature-routing://?style=details-stack\n"))
    // The new session saves a fresh state; the bad file's copy is untouched.
    #expect(try savedURL(file) == "feature-routing://?style=details-stack")
  }
}
