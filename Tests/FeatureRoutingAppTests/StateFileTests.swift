import Foundation
import Testing

@testable import RootFeature

#if canImport(Glibc)
  import Glibc
#endif

/// The URL of the state saved in the file at `path`, decoded as the app decodes it.
func savedURL(_ path: String) throws -> String {
  let saved = try RootSavedState(decoding: Data(contentsOf: URL(fileURLWithPath: path)))
  return RootLink(
    state: saved.navigation, style: saved.presentationStyle, policy: saved.sheetPolicy
  ).url
}

/// The bytes of the file at `path`, or `nil` when there is none.
func contents(_ path: String) -> Data? {
  FileManager.default.contents(atPath: path)
}

@Suite(.timeLimit(.minutes(10))) struct StateFileTests {
  @Test func aSessionIsSavedAndTheNextRunStartsWhereItEnded() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let first = try AppProcess.session(
      ["3", "e", "style details-modally"], arguments: ["--state", file])
    #expect(first.status == 0)
    #expect(first.error.isEmpty)
    #expect(
      try savedURL(file) == "feature-routing://grapes/shiraz/details/extra?style=details-modally")

    let second = try AppProcess.session(["url", "b"], arguments: ["--state", file])
    #expect(second.error.isEmpty)
    #expect(second.screens[0].contains("Loading…"))
    #expect(second.screens[0].contains("Wine Grapes › Shiraz › Shiraz's regions"))
    #expect(second.screens[0].contains("[m] Show Details Modally"))
    #expect(
      second.output.contains(
        "\n> url\nfeature-routing://grapes/shiraz/details/extra?style=details-modally\n"))
    #expect(try savedURL(file) == "feature-routing://grapes/shiraz/details?style=details-modally")
  }

  /// The screens restored on other tabs when the grapes arrive change nothing on the Account
  /// tab shown: its screen is printed once, not again once they are in.
  @Test func aRestoreOfOtherTabsPrintsTheFirstScreenOnce() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    try Data(
      #"""
      {"navigation":{"modals":[],"roots":[{"id":"grapes","path":["screen","{\"id\":\"shiraz\",\"route\":\"grapes/{id}/details\"}"]},{"id":"regions","path":[]},{"id":"account","path":[]}],"selectedRoot":"account"},"presentationStyle":"details-stack","sheets":"single","version":5}
      """#.utf8
    ).write(to: URL(fileURLWithPath: file))
    let outcome = try AppProcess.session(["tab grapes"], arguments: ["--state", file])
    #expect(outcome.error.isEmpty)
    #expect(outcome.screens.count == 2)
    #expect(
      outcome.screens[0].components(separatedBy: "You are not signed in.").count == 2,
      "\(outcome.screens[0])")
    #expect(outcome.screens[1].contains("Wine Grapes › Shiraz"), "the other tab was restored")
  }

  @Test func theFileIsVersionedJSONWithTheStyleAndTheNavigation() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(["1"], arguments: ["--state", file])
    let data = try #require(contents(file))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["version"] as? Int == 5)
    #expect(object["presentationStyle"] as? String == "details-stack")
    #expect(object["sheets"] as? String == "single")
    let navigation = try #require(object["navigation"] as? [String: Any])
    #expect(navigation["selectedRoot"] as? String == "grapes")
    let roots = try #require(navigation["roots"] as? [[String: Any]])
    #expect(roots.map { $0["id"] as? String } == ["grapes", "regions", "account"])
  }

  @Test func theDefaultFileIsUnderTheXDGStateHome() throws {
    let home = try TemporaryFolder()
    _ = try AppProcess.session(["1"], environment: ["XDG_STATE_HOME": home.path])
    #expect(
      try savedURL(home.file("feature-routing/state.json"))
        == "feature-routing://grapes/cabernet-sauvignon/details?style=details-stack")
  }

  @Test(arguments: ["", "relative/state"])
  func withoutAnAbsoluteXDGStateHomeTheFileIsUnderHome(stateHome: String) throws {
    let home = try TemporaryFolder()
    _ = try AppProcess.session(
      ["2"], environment: ["XDG_STATE_HOME": stateHome, "HOME": home.path])
    #expect(
      try savedURL(home.file(".local/state/feature-routing/state.json"))
        == "feature-routing://grapes/pinot-noir/details?style=details-stack")
  }

  @Test func withoutAnyHomeTheStateIsNotKeptAndTheAppSaysSo() throws {
    let outcome = try AppProcess.session(["1"], environment: ["XDG_STATE_HOME": "", "HOME": ""])
    #expect(outcome.status == 0)
    #expect(
      outcome.error
        == "feature-routing: warning: neither XDG_STATE_HOME nor HOME is set, so the state is neither restored nor saved; pass --state FILE to keep it.\n"
    )
  }

  @Test func noStateNeitherRestoresNorSaves() throws {
    let home = try TemporaryFolder()
    let file = home.file("feature-routing/state.json")
    _ = try AppProcess.session(["3"], environment: ["XDG_STATE_HOME": home.path])
    let saved = try #require(contents(file))
    let outcome = try AppProcess.session(
      ["1", "url"], arguments: ["--no-state"], environment: ["XDG_STATE_HOME": home.path])
    #expect(outcome.screens[0].contains("[1] Cabernet Sauvignon"))
    #expect(outcome.output.contains("feature-routing://grapes/cabernet-sauvignon/details"))
    #expect(contents(file) == saved)
  }

  @Test func stateAndNoStateTogetherAreAUsageError() throws {
    let outcome = try AppProcess.run(["--state", "/tmp/x.json", "--no-state"])
    #expect(outcome.status == 64)
    #expect(
      outcome.error
        == "feature-routing: --state and --no-state cannot be used together; choose one.\n")
  }

  @Test func anExplicitStyleWinsOverTheRestoredOne() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(["style extra-details-modally", "1"], arguments: ["--state", file])
    let outcome = try AppProcess.session(
      ["url"], arguments: ["--state", file, "-s", "details-stack"])
    #expect(
      outcome.output.contains(
        "feature-routing://sheet/grapes/cabernet-sauvignon/extra?style=details-stack"))
  }

  @Test func screensOfGrapesThatAreGoneAreDroppedWithAMessage() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let grapes = try TemporaryFile(contents: Self.grapes(["a", "merlot", "b"]))
    _ = try AppProcess.session(
      [
        "open feature-routing://grapes/a/details/grapes/merlot/extra/sheet/grapes/b/details/extra"
      ],
      arguments: ["--state", file, "--data", grapes.path])
    let fewer = try TemporaryFile(contents: Self.grapes(["a", "b"]))
    let outcome = try AppProcess.session(
      ["url"], arguments: ["--state", file, "--data", fewer.path])
    #expect(
      outcome.error
        == "feature-routing: restoring the saved state: No grape has the id 'merlot'; the ids are 'a', 'b'. It was left out of the stack of 'grapes', with the screens above it.\n"
    )
    #expect(
      outcome.output.contains(
        "\nfeature-routing://grapes/a/details/sheet/grapes/b/details/extra?style=details-stack\n"))
  }

  @Test func restoredScreensShowTodaysData() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let old = try TemporaryFile(contents: Self.grapes(["a"], title: "Old title"))
    _ = try AppProcess.session(["1"], arguments: ["--state", file, "--data", old.path])
    let new = try TemporaryFile(contents: Self.grapes(["a"], title: "New title"))
    let outcome = try AppProcess.session([], arguments: ["--state", file, "--data", new.path])
    #expect(outcome.screens[0].contains("[b] ‹ Wine Grapes  New title"))
    #expect(!outcome.output.contains("Old title"))
  }

  @Test func temporaryFilesOfKilledRunsAreRemovedButNotThoseOfRunningOnes() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    // A process that has ended: its id is free (the kernel does not reuse it at once).
    let ended = try RunningApp([], environment: [:], command: ["/bin/true"])
    try #require(ended.waitForExit() != nil)
    let stale = folder.file(".state.json.tmp-\(ended.pid)-abc")
    let live = folder.file(".state.json.tmp-\(getpid())-def")
    for path in [stale, live] {
      #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
    }
    _ = try AppProcess.session(["1"], arguments: ["--state", file])
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: live))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == [".state.json.tmp-\(getpid())-def", "state.json"])
  }

  @Test func quittingWhileTheGrapesLoadKeepsTheSavedState() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(["3", "e"], arguments: ["--state", file])
    let saved = try #require(contents(file))
    let app = try RunningApp(
      ["--state", file, "--latency", "600"],
      environment: AppProcess.environment([:], stateHome: folder.path))
    #expect(app.waitForOutput { $0.contains("Loading…") })
    app.kill(SIGTERM)
    let end = try #require(app.waitForExit())
    #expect(end.status == 143)
    #expect(contents(file) == saved)
  }

  static func grapes(_ ids: [String], title: String? = nil) -> String {
    let items = ids.map { id in
      """
      {"id": "\(id)", "title": "\(title ?? id.uppercased())", "subtitle": "", "regions": []}
      """
    }
    return "[" + items.joined(separator: ",") + "]"
  }
}
