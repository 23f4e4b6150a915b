import TerminalUITesting
import Testing

/// The waiting helpers end a wait that would otherwise never end, and say what they saw.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct WaitingTests {
  @Test func aSignalSentBeforeOrDuringTheWaitEndsIt() async {
    let signal = TestSignal()
    signal.send()
    #expect(await signal.wait("the first signal"))
    Task { signal.send() }
    #expect(await signal.wait("the second signal", times: 2))
    #expect(signal.count == 2)
  }

  @Test func aSignalThatNeverComesFailsAtTheDeadlineSayingSo() async {
    let signal = TestSignal()
    await withKnownIssue {
      #expect(await !signal.wait("the load to start", timeout: .milliseconds(20)))
    } matching: { issue in
      issue.description.contains(
        "for the load to start; it did not happen. Seen: the signal came 0 of 1 times")
    }
  }

  @Test func aConditionThatNeverHoldsFailsAtTheDeadlineWithWhatWasSeen() async {
    var checks = 0
    await withKnownIssue {
      let held = await waitUntil("two loads", timeout: .milliseconds(20), seen: { "1 load" }) {
        checks += 1
        return false
      }
      #expect(!held)
    } matching: { issue in
      issue.description.contains("for two loads; it did not happen. Seen: 1 load")
    }
    #expect(checks > 1_000, "a thousand more checks after the deadline")
  }

  @Test func aConditionThatComesTrueEndsTheWait() async {
    var value = 0
    Task { value = 1 }
    #expect(await waitUntil("the task to run") { value == 1 })
  }
}
