import NavigationBackport
import Testing

/// The history of a navigator: one transition per change, each with its cause and the states
/// before and after.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct NavigationHistoryTests {
  private struct Article: Hashable {
    let id: Int
  }

  @Test func eachChangeIsOneTransitionNamedByItsOperation() {
    let navigator = NBNavigator()
    let history = NBNavigationHistory(recording: navigator)
    let start = navigator.state

    navigator.push(Article(id: 1))
    navigator.present(Article(id: 2), style: .sheet, withStack: true)
    navigator.push(Article(id: 3))
    navigator.returnToRoot()

    #expect(
      history.transitions.map(\.cause) == [
        "push Article", "present Article (sheet)", "push Article", "dismiss, back",
      ])
    #expect(history.transitions.first?.from == start)
    #expect(history.transitions.last?.to == start)
    #expect(
      zip(history.transitions, history.transitions.dropFirst()).allSatisfy { $0.to == $1.from })
  }

  @Test func aWholeStateThatSwitchesRootsIsNamedByWhatItDid() {
    let navigator = NBNavigator(
      state: NBNavigationState(roots: [NBRoot(id: "a"), NBRoot(id: "b")], selected: "a"))
    let history = NBNavigationHistory(recording: navigator)
    navigator.present(Article(id: 1), style: .sheet, withStack: true)
    var next = navigator.state
    next.modals.removeAll()
    _ = next.select("b")
    navigator.state = next
    _ = next.select("a")
    next.rootPath.append(Article(id: 2))
    navigator.state = next
    #expect(
      history.transitions.map(\.cause) == [
        "present Article (sheet)", "dismiss, tab b", "tab a, push Article",
      ])
  }

  @Test func aSheetReplacedOrPresentedWithScreensIsNamedByWhatItDid() {
    let navigator = NBNavigator(
      state: NBNavigationState(roots: [NBRoot(id: "a"), NBRoot(id: "b")], selected: "a"))
    let history = NBNavigationHistory(recording: navigator)
    navigator.present(Article(id: 1), style: .sheet, withStack: true)
    navigator.present(Article(id: 2), style: .sheet, withStack: true)
    var next = navigator.state
    _ = next.select("b")
    next.modals = [NBModal(.fullScreenCover, content: Article(id: 3))]
    next.topmostPath.append(Article(id: 4))
    navigator.state = next
    #expect(
      history.transitions.map(\.cause) == [
        "present Article (sheet)", "dismiss, present Article (sheet)",
        "dismiss, tab b, present Article (fullScreenCover), push Article",
      ])
  }

  @Test func aNamedCauseNamesTheFirstTransitionItsBodyMakesOnly() {
    let navigator = NBNavigator()
    let history = NBNavigationHistory(recording: navigator)
    history.withCause("open feature-routing://a") {
      var next = navigator.state
      next.rootPath.append(Article(id: 1))
      navigator.state = next
      navigator.push(Article(id: 2))
    }
    navigator.pop()
    #expect(
      history.transitions.map(\.cause) == ["open feature-routing://a", "push Article", "back"])
  }

  @Test func aNamedCauseWhoseBodyChangesNothingNamesNoLaterTransition() {
    let navigator = NBNavigator()
    let history = NBNavigationHistory(recording: navigator)
    history.withCause("restore") {
      navigator.restore(navigator.state)
    }
    navigator.push(Article(id: 1))
    #expect(history.transitions.map(\.cause) == ["push Article"])
  }

  @Test func theStateBeforeATransitionHoldsWhatAGuardHeld() {
    let navigator = NBNavigator()
    let history = NBNavigationHistory(recording: navigator)
    navigator.guardNavigation(.arrival, of: Article.self) { _ in .hold("later") }
    navigator.push(Article(id: 1))
    navigator.present("a note", style: .sheet, withStack: false)
    #expect(history.transitions.map(\.from.held?.reason) == ["later"])
  }

  @Test func nothingIsRecordedWhenNothingChangesOrAGuardStopsIt() {
    let navigator = NBNavigator()
    let history = NBNavigationHistory(recording: navigator)
    #expect(!navigator.pop())
    navigator.guardNavigation(.arrival, of: Article.self) { _ in .refuse("no") }
    navigator.push(Article(id: 1))
    #expect(history.transitions.isEmpty)
  }

  @Test func onlyTheLastTransitionsAreKeptAndObserversHearEachOnce() {
    let navigator = NBNavigator()
    let history = NBNavigationHistory(recording: navigator, limit: 3)
    var heard: [String] = []
    history.observe { heard.append($0.cause) }
    for id in 1...5 {
      navigator.push(Article(id: id))
    }
    #expect(history.transitions.count == 3)
    #expect(history.transitions.first?.to.rootPath.count == 3)
    #expect(heard.count == 5)
  }
}
