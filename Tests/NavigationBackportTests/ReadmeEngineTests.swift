import Foundation
import NavigationBackport
import Testing

/// The tour of the engine in Docs/NavigationInCode.md ("The engine: NavigationBackport"), line by line.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ReadmeEngineTests {
  @Test func theTourOfTheEngineDoesWhatItsCommentsSay() throws {
    let navigator = NBNavigator(presentationPolicy: .stacked)
    navigator.push("list")
    navigator.present("sheet")
    navigator.push(42)
    #expect(navigator.backStack.count == 3)
    let changes = navigator.changeCount
    navigator.backStack.pop(2)
    #expect(navigator.changeCount == changes + 1)
    #expect(navigator.state == NBNavigationState(path: NBNavigationPath(["list"])))

    let list = navigator.path.entries[0].id
    navigator.updateScreen(list, to: "inbox")
    #expect(navigator.path.entries[0].id == list)
    #expect(navigator.path.elements == ["inbox"])
    navigator.backStack.popFrom(entry: list)
    #expect(navigator.path.isEmpty)

    var registry = NBTypeRegistry()
    registry.register(String.self)
    let saved = try JSONEncoder().encode(
      try #require(NBNavigationPath([AnyHashable("list"), AnyHashable(7)]).codable))
    let restored = try registry.decodePathPrefix(from: saved)
    #expect(restored.path.elements == ["list"])
    #expect(
      try #require(restored.reason).message.contains(#""Swift.Int", which is not registered"#))
  }
}
