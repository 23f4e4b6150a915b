import AccountKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct SignInPresenterTests {
  /// A presenter with `userName` and `password` typed, signing in with `client`.
  private static func presenter(
    _ userName: String, _ password: String, client: any AuthClient = FakeAuthClient(latency: .zero),
    router: RecordingAccountRouter
  ) -> SignInPresenter {
    let presenter = SignInPresenter(client: client, router: router)
    presenter.userName = userName
    presenter.password = password
    return presenter
  }

  @Test func aSuccessReportsTheProfileAndShowsNothing() async {
    let router = RecordingAccountRouter()
    let presenter = Self.presenter("rosa", "merlot", router: router)
    presenter.didTouchSignIn()
    #expect(presenter.isSigningIn)
    await presenter.signIn()
    #expect(router.requests == [.didSignIn(Profile(name: "rosa"))])
    #expect(!presenter.isSigningIn)
    #expect(presenter.message == nil)
    #expect(presenter.password.isEmpty, "the password is not kept once sent")
    #expect(presenter.userName == "rosa")
  }

  @Test func aFailureReportsTheReasonAndShowsWhatTheRouterHandsBack() async {
    let router = RecordingAccountRouter()
    router.signInResult = { _ in "No luck: try merlot." }
    let presenter = Self.presenter("rosa", "malbec", router: router)
    presenter.didTouchSignIn()
    await presenter.signIn()
    #expect(router.requests == [.signInFailed("Wrong password for rosa.")])
    #expect(presenter.message == "No luck: try merlot.")
    #expect(!presenter.isSigningIn)
    #expect(presenter.password.isEmpty)
  }

  @Test func theScreenShowsNoMessageWhenTheRouterSaysItIsLeaving() async {
    let router = RecordingAccountRouter()
    router.signInResult = { _ in nil }
    let presenter = Self.presenter("rosa", "malbec", router: router)
    presenter.didTouchSignIn()
    await presenter.signIn()
    #expect(router.requests == [.signInFailed("Wrong password for rosa.")])
    #expect(presenter.message == nil)
  }

  @Test func aFailureSendsThePersonToThePassword() async {
    let router = RecordingAccountRouter()
    let presenter = Self.presenter("rosa", "malbec", router: router)
    presenter.didTouchSignIn()
    #expect(presenter.focusedField == nil)
    await presenter.signIn()
    #expect(presenter.focusedField == .password)
  }

  @Test(arguments: [
    ("rosa", "", "Enter the password for rosa.", SignInField.password),
    ("  ", "merlot", "Enter a user name.", .userName),
    ("", "", "Enter a user name.", .userName),
  ])
  func aFormMissingAFieldIsRefusedAtOnceWithoutAskingTheClient(
    userName: String, password: String, message: String, field: SignInField
  ) async {
    let router = RecordingAccountRouter()
    let client = ControlledAuthClient()
    let presenter = Self.presenter(userName, password, client: client, router: router)
    presenter.didTouchSignIn()
    #expect(!presenter.isSigningIn, "nothing is sent, so nothing runs")
    #expect(presenter.message == message)
    #expect(presenter.focusedField == field)
    await presenter.signIn()
    #expect(await client.userNames.isEmpty)
    #expect(router.requests.isEmpty)
  }

  @Test func aMessageGoesOnceTheFormIsEditedAndNotBefore() async {
    let router = RecordingAccountRouter()
    let presenter = Self.presenter("rosa", "malbec", router: router)
    presenter.didTouchSignIn()
    await presenter.signIn()
    presenter.userName = "rosa"
    presenter.password = ""
    #expect(presenter.message == "Wrong password for rosa.", "setting what is there is no edit")
    presenter.password = "m"
    #expect(presenter.message == nil)

    presenter.userName = ""
    presenter.didTouchSignIn()
    #expect(presenter.message == "Enter a user name.")
    presenter.userName = "r"
    #expect(presenter.message == nil)
  }

  @Test func aNewRequestClearsTheMessage() async {
    let router = RecordingAccountRouter()
    let presenter = Self.presenter("rosa", "malbec", router: router)
    presenter.didTouchSignIn()
    await presenter.signIn()
    #expect(presenter.message == "Wrong password for rosa.")
    presenter.password = "merlot"
    presenter.didTouchSignIn()
    #expect(presenter.message == nil)
    await presenter.signIn()
    #expect(router.requests.last == .didSignIn(Profile(name: "rosa")))
  }

  @Test func pressingTwiceWhileARequestRunsSendsItOnce() async {
    let router = RecordingAccountRouter()
    let client = ControlledAuthClient()
    let presenter = Self.presenter("rosa", "merlot", client: client, router: router)
    presenter.didTouchSignIn()
    let first = Task { await presenter.signIn() }
    await client.requestArrived()
    presenter.didTouchSignIn()
    let second = Task { await presenter.signIn() }
    await second.value
    #expect(presenter.isSigningIn, "still waiting for the first answer")
    await client.answer(.success(Profile(name: "rosa")))
    await first.value
    #expect(await client.userNames == ["rosa"])
    #expect(router.requests == [.didSignIn(Profile(name: "rosa"))])
  }

  @Test func theRequestSendsWhatWasTypedWhenSignInWasPressed() async {
    let router = RecordingAccountRouter()
    let client = ControlledAuthClient()
    let presenter = Self.presenter("rosa", "merlot", client: client, router: router)
    presenter.didTouchSignIn()
    presenter.userName = "later"
    let request = Task { await presenter.signIn() }
    await client.requestArrived()
    await client.answer(.success(Profile(name: "rosa")))
    await request.value
    #expect(await client.userNames == ["rosa"])
  }

  @Test func aCancelledRequestReportsNothing() async {
    let router = RecordingAccountRouter()
    let presenter = Self.presenter(
      "rosa", "merlot", client: FakeAuthClient(latency: .seconds(3600)), router: router)
    presenter.didTouchSignIn()
    let request = Task { await presenter.signIn() }
    request.cancel()
    await request.value
    #expect(router.requests.isEmpty)
    #expect(!presenter.isSigningIn)
  }

  @Test func signInWithoutAPressSendsNothing() async {
    let router = RecordingAccountRouter()
    let client = ControlledAuthClient()
    let presenter = Self.presenter("rosa", "merlot", client: client, router: router)
    await presenter.signIn()
    #expect(await client.userNames.isEmpty)
    #expect(router.requests.isEmpty)
  }

  @Test func cancelReportsDidCancel() {
    let router = RecordingAccountRouter()
    let presenter = Self.presenter("rosa", "merlot", router: router)
    presenter.didTouchCancel()
    #expect(router.requests == [.didCancelSignIn])
  }

  @Test func cancelBeforeTheRequestIsSentDropsIt() async {
    let router = RecordingAccountRouter()
    router.signInResult = { _ in nil }
    let client = ControlledAuthClient()
    let presenter = Self.presenter("rosa", "merlot", client: client, router: router)
    presenter.didTouchSignIn()
    presenter.didTouchCancel()
    #expect(!presenter.isSigningIn, "the form can be used again")
    await presenter.signIn()
    #expect(await client.userNames.isEmpty)
    #expect(router.requests == [.didCancelSignIn])
  }

  @Test func theViewModelFillsTheUserNameAndTheClientGivesTheHint() {
    let presenter = SignInPresenter(
      viewModel: SignInViewModel(userName: "rosa"), client: FakeAuthClient(latency: .zero),
      router: RecordingAccountRouter())
    #expect(presenter.userName == "rosa")
    #expect(presenter.password.isEmpty)
    #expect(presenter.hint == FakeAuthClient(latency: .zero).hint)
  }

  @Test func holdsItsRouterWeakly() async {
    let log = RequestLog()
    var router: RecordingAccountRouter? = RecordingAccountRouter(log: log)
    weak let released = router
    let presenter = Self.presenter("rosa", "merlot", router: router!)
    router = nil
    #expect(released == nil)
    presenter.didTouchSignIn()
    await presenter.signIn()
    presenter.didTouchCancel()
    #expect(log.requests.isEmpty)
    #expect(presenter.message == nil)
  }
}
