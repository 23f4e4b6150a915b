import AccountKit
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct SignInViewTests {
  /// A host showing the sign-in screen, rendered once.
  private static func host(
    client: any AuthClient = FakeAuthClient(latency: .zero), router: RecordingAccountRouter,
    width: Int = 60
  ) -> ViewHost {
    let host = ViewHost(SignInView.make(client: client, router: router))
    host.render(width: width)
    return host
  }

  /// A host showing the sign-in screen with `user` and `password` typed, rendered again.
  private static func filledIn(
    user: String, password: String
  ) -> (RecordingAccountRouter, ViewHost) {
    let router = RecordingAccountRouter()
    let host = host(router: router)
    host.setText(user, inField: "u")
    host.setText(password, inField: "p")
    host.render(width: 60)
    return (router, host)
  }

  @Test func theFieldsAndButtonHaveTheirShortcuts() {
    let frame = Self.host(router: RecordingAccountRouter()).render(width: 60)
    #expect(frame.control("u")?.role == .textField)
    #expect(frame.control("u")?.title == "User name")
    #expect(frame.control("p")?.role == .secureField)
    #expect(frame.control("p")?.title == "Password")
    #expect(frame.control("s")?.title == "Sign in")
    #expect(frame.control("c")?.role == .toolbar)
  }

  @Test func typingAndPressingSignInReportsTheProfile() async {
    let router = RecordingAccountRouter()
    let host = Self.host(router: router)
    #expect(host.setText("rosa", inField: "u"))
    #expect(host.setText("merlot", inField: "p"))
    host.render(width: 60)
    #expect(host.perform("s"))
    host.render(width: 60)
    await host.waitForTasks()
    #expect(router.requests == [.didSignIn(Profile(name: "rosa"))])
  }

  @Test func aFailureShowsTheReasonUnderTheForm() async {
    let (router, host) = Self.filledIn(user: "rosa", password: "malbec")
    host.perform("s")
    host.render(width: 60)
    await host.waitForTasks()
    #expect(router.requests == [.signInFailed("Wrong password for rosa.")])
    let text = host.render(width: 60).plainText
    #expect(text.contains("[s] Sign in\n\nWrong password for rosa.\n"))
    #expect(text.contains("[p] Password:\n"), "the password field is empty again")
    assertSnapshot(of: host.render(width: 60), named: "sign-in-failed")
  }

  @Test func aFailureAsksForTheHighlightOnThePasswordOnce() async {
    // The router is held weakly by the screen: the test keeps it for the answer to reach it.
    let (router, host) = Self.filledIn(user: "rosa", password: "malbec")
    defer { withExtendedLifetime(router) {} }
    #expect(host.takeFocusRequest() == nil, "nothing asks before the answer")
    host.perform("s")
    host.render(width: 60)
    await host.waitForTasks()
    host.render(width: 60)
    #expect(host.takeFocusRequest() == "p")
    host.render(width: 60)
    #expect(host.takeFocusRequest() == nil, "the request is answered once")
  }

  @Test func signInWithAnEmptyPasswordIsRefusedAtOnceOnThePassword() {
    let router = RecordingAccountRouter()
    let host = Self.host(router: router)
    host.setText("rosa", inField: "u")
    host.render(width: 60)
    host.perform("s")
    let frame = host.render(width: 60)
    #expect(frame.plainText.contains("[s] Sign in\n\nEnter the password for rosa.\n"))
    #expect(frame.control("s")?.isEnabled == true, "no request runs")
    #expect(host.takeFocusRequest() == "p")
    #expect(router.requests.isEmpty)
  }

  @Test func whileTheRequestRunsTheButtonShowsProgressAndCannotBePressedAgain() async throws {
    let router = RecordingAccountRouter()
    let client = ControlledAuthClient()
    let host = Self.host(client: client, router: router)
    host.setText("rosa", inField: "u")
    host.setText("merlot", inField: "p")
    host.render(width: 60)
    #expect(host.perform("s"))
    let frame = host.render(width: 60)
    let button = try #require(frame.control("s"))
    #expect(button.title == "Signing in…")
    #expect(!button.isEnabled)
    #expect(!host.perform("s"), "a second press does nothing")
    #expect(!host.setText("other", inField: "u"), "the form is disabled too")
    #expect(!host.beginEditing("p"))
    assertSnapshot(of: frame, named: "sign-in-running")

    await client.requestArrived()
    await client.answer(.success(Profile(name: "rosa")))
    await host.waitForTasks()
    #expect(await client.userNames == ["rosa"])
    #expect(router.requests == [.didSignIn(Profile(name: "rosa"))])
    #expect(host.render(width: 60).control("s")?.isEnabled == true)
  }

  @Test func cancelIsReported() {
    let router = RecordingAccountRouter()
    #expect(Self.host(router: router).perform("c"))
    #expect(router.requests == [.didCancelSignIn])
  }

  @Test(arguments: [60, 30])
  func theEmptyScreenInLineMode(width: Int) {
    assertSnapshot(
      of: SignInView.make(client: FakeAuthClient(latency: .zero), router: RecordingAccountRouter()),
      width: width, named: "sign-in-\(width)")
  }

  @Test func aFilledScreenInLineModeMasksThePassword() {
    let host = Self.host(router: RecordingAccountRouter())
    host.setText("rosa", inField: "u")
    host.setText("malbec", inField: "p")
    let frame = host.render(width: 60)
    #expect(!frame.text(styled: true).contains("malbec"))
    assertSnapshot(of: frame, named: "sign-in-filled")
  }

  @Test func inFullScreenTheUserNameStartsHighlighted() {
    let frame = fullScreen(Self.host(router: RecordingAccountRouter()), width: 60)
    #expect(invertedColumns(frame, line: 2) == Array(0..<14))
  }

  @Test func theScreenInFullScreenWhileThePasswordIsTyped() {
    let host = Self.host(router: RecordingAccountRouter())
    host.setText("rosa", inField: "u")
    host.render(width: 60)
    #expect(host.beginEditing("p"))
    for character in "malbec" { host.edit(.character(character)) }
    let frame = fullScreen(host, width: 60)
    #expect(frame.plainText.contains("[p] Password: ••••••\n"))
    #expect(invertedColumns(frame, line: 3) == Array(0..<13) + [20], "highlight, then cursor")
    #expect(!frame.text(styled: true).contains("malbec"))
    assertSnapshot(of: frame, named: "sign-in-typing-password")
  }
}
