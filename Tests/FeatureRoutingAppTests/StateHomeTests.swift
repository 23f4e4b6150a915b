import Foundation
import Testing

@testable import FeatureRoutingApp

/// The app creates only its own folders, under a home or state home that exists: a home that
/// does not (`HOME=/nonexistent`, as system users have) means no state, said once.
@Suite(.timeLimit(.minutes(10))) struct StateHomeTests {
  @Test(arguments: ["HOME", "XDG_STATE_HOME"])
  func aMissingBaseFolderIsNeverCreatedAndTheAppRunsWithoutSaving(variable: String) throws {
    let folder = try TemporaryFolder()
    let missing = folder.file("nonexistent")
    let environment =
      variable == "HOME"
      ? ["HOME": missing, "XDG_STATE_HOME": ""] : ["XDG_STATE_HOME": missing]
    let outcome = try AppProcess.session(["1", "url"], environment: environment)
    #expect(outcome.status == 0)
    #expect(
      outcome.error == """
        feature-routing: warning: \(variable) is \(missing), which is not an existing folder, so \
        the state is neither restored nor saved (and nothing is created there); pass --state FILE \
        to keep it.

        """)
    #expect(outcome.output.contains("[b] Back  Cabernet Sauvignon"))
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test func theAppsOwnFoldersAreCreatedUnderAnExistingHome() {
    let options = AppOptions()
    let exists: (String) -> Bool = { $0 == "/home/ann" }
    #expect(
      StateFileLocation.resolve(
        options, environment: ["HOME": "/home/ann"], isFolder: exists)
        == .file("/home/ann/.local/state/feature-routing/state.json"))
    #expect(
      StateFileLocation.resolve(
        options, environment: ["HOME": "/nonexistent"], isFolder: exists)
        == .missingBase(variable: "HOME", folder: "/nonexistent"))
    #expect(
      StateFileLocation.resolve(
        options, environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/ann"], isFolder: exists)
        == .missingBase(variable: "XDG_STATE_HOME", folder: "/state"))
  }
}
