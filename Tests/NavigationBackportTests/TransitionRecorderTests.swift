import NavigationBackport
import NavigationBackportTesting
import Testing

/// The recorder a test states its transitions with: it passes on exactly the expected ones and
/// fails, listing both, on a surprise either way.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TransitionRecorderTests {
  private struct Article: Hashable {
    let id: Int
  }

  @Test func exactlyTheExpectedTransitionsPass() {
    let navigator = NBNavigator()
    let recorder = NBTransitionRecorder(navigator)
    navigator.push(Article(id: 1))
    navigator.push(Article(id: 2))
    let transitions = recorder.expect(["push Article", "push Article"])
    #expect(transitions.last?.to.rootPath.count == 2)
    navigator.pop()
    recorder.expect(["back"])
    recorder.expectNoTransition()
  }

  @Test func anUnexpectedTransitionFails() {
    let navigator = NBNavigator()
    let recorder = NBTransitionRecorder(navigator)
    navigator.push(Article(id: 1))
    withKnownIssue {
      recorder.expectNoTransition()
    } matching: { issue in
      "\(issue)".contains("expected: none") && "\(issue)".contains("happened: \"push Article\"")
    }
  }

  @Test func anExpectedTransitionThatDidNotHappenFails() {
    let navigator = NBNavigator()
    let recorder = NBTransitionRecorder(navigator)
    #expect(!navigator.pop())
    withKnownIssue {
      recorder.expect(["back"])
    } matching: { issue in
      "\(issue)".contains("expected: \"back\"") && "\(issue)".contains("happened: none")
    }
  }

  @Test func transitionsInAnotherOrderFail() {
    let navigator = NBNavigator()
    let recorder = NBTransitionRecorder(navigator)
    navigator.push(Article(id: 1))
    navigator.pop()
    withKnownIssue {
      recorder.expect(["back", "push Article"])
    }
  }

  @Test func aHistoryGivenNamesTheCauses() {
    let navigator = NBNavigator()
    let history = NBNavigationHistory(recording: navigator)
    let recorder = NBTransitionRecorder(navigator, history: history)
    history.withCause("open feature-routing://a") {
      navigator.push(Article(id: 1))
    }
    recorder.expect(["open feature-routing://a"])
  }
}
