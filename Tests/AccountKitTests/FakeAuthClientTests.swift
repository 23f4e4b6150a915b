import AccountKit
import Testing

@Suite(.timeLimit(.minutes(5))) struct FakeAuthClientTests {
  private static let client = FakeAuthClient(latency: .zero)

  private static func signIn(_ userName: String, _ password: String) async throws -> Profile {
    try await client.signIn(Credentials(userName: userName, password: Password(password)))
  }

  @Test(arguments: [
    ("rosa", "rosa"), ("  Rosa Maria ", "Rosa Maria"), ("葡萄", "葡萄"),
    (String(repeating: "é", count: 200), String(repeating: "é", count: 200)),
  ])
  func merlotSignsInAnyUserName(userName: String, name: String) async throws {
    #expect(try await Self.signIn(userName, "merlot") == Profile(name: name))
  }

  @Test(arguments: [
    ("rosa", "malbec", "Wrong password for rosa."), ("rosa", "Merlot", "Wrong password for rosa."),
    ("rosa", "merlot ", "Wrong password for rosa."), ("rosa", "", "Enter the password for rosa."),
    ("", "merlot", "Enter a user name."), ("   ", "", "Enter a user name."),
    (
      String(repeating: "a", count: 201), "merlot",
      "A name has at most 200 characters; this one has 201."
    ),
    (
      "ro\tsa", "merlot", "A name cannot hold a control character (a tab, a line break, an escape)."
    ),
  ])
  func anythingElseFailsWithAReason(userName: String, password: String, reason: String) async {
    await #expect(throws: SignInFailure(reason: reason)) {
      try await Self.signIn(userName, password)
    }
  }

  @Test func aFailureNeverContainsThePassword() async {
    do {
      _ = try await Self.signIn("rosa", "cabernet")
      Issue.record("signed in with the wrong password")
    } catch {
      #expect(!"\(error)".contains("cabernet"))
    }
  }

  @Test func aCancelledRequestStopsWaitingAndFailsWithCancellation() async {
    let slow = FakeAuthClient(latency: .seconds(3600))
    let request = Task {
      try await slow.signIn(Credentials(userName: "rosa", password: Password("merlot")))
    }
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
  }

  @Test func itSaysHowToSignIn() {
    #expect(Self.client.hint == "Any user name signs in with the password merlot.")
    #expect(FakeAuthClient().latency == .seconds(1))
  }
}
