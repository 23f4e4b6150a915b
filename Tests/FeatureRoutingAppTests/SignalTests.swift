import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP save the state through the exit clean-ups and exit 130, 143, 129.
@Suite(.timeLimit(.minutes(10))) struct SignalTests {
  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
  func aSignalSavesTheStateAndExitsWithTheShellStatus(signal: Int32, status: Int32) throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    let app = try RunningApp(
      ["--latency", "0", "--state", file],
      environment: AppProcess.environment([:], stateHome: folder.path))
    app.send(["3", "e"])
    #expect(app.waitForOutput { $0.contains("Wine Grapes › Shiraz › Wine regions") })
    #expect(
      try savedURL(file) == "feature-routing://grapes/shiraz/details/extra?style=details-stack")
    // Remove the file the changes saved: only the exit clean-up can bring it back.
    try FileManager.default.removeItem(atPath: file)
    app.kill(signal)
    let end = try #require(app.waitForExit())
    #expect(end.reason == .exit)
    #expect(end.status == status)
    #expect(
      try savedURL(file) == "feature-routing://grapes/shiraz/details/extra?style=details-stack")
  }
}
