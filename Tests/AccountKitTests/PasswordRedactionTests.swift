import AccountKit
import TerminalUI
import Testing

/// The password is never in a printed form of anything holding it.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct PasswordRedactionTests {
  @Test func aPasswordPrintsAsRedactedEveryWay() {
    let password = Password("merlot")
    let forms = [
      "\(password)", String(describing: password), String(reflecting: password),
      password.description, password.debugDescription, dumped(password), "\([password])",
      "\(Optional(password) as Any)",
    ]
    for form in forms {
      #expect(!form.contains("merlot"), "\(form)")
      #expect(form.contains("<redacted>"), "\(form)")
    }
    #expect(Mirror(reflecting: password).children.isEmpty)
    #expect(password.revealed == "merlot")
  }

  @Test func credentialsShowTheUserNameAndRedactThePassword() {
    let credentials = Credentials(userName: "rosa", password: Password("merlot"))
    let forms = [
      "\(credentials)", String(reflecting: credentials), dumped(credentials), "\([credentials])",
    ]
    for form in forms {
      #expect(!form.contains("merlot"), "\(form)")
      #expect(form.contains("rosa"), "\(form)")
    }
    #expect(credentials.description == #"Credentials(userName: "rosa", password: <redacted>)"#)
    let children = Mirror(reflecting: credentials).children.map { "\($0.value)" }
    #expect(children == ["rosa", "<redacted>"])
  }

  @Test func theSignInPresenterAndViewNeverShowThePassword() {
    let presenter = SignInPresenter(
      client: FakeAuthClient(latency: .zero), router: RecordingAccountRouter())
    presenter.userName = "rosa"
    presenter.password = "malbec-secret"
    let view = SignInView(presenter: presenter)
    #expect(!dumped(presenter).contains("malbec-secret"))
    #expect(!dumped(view).contains("malbec-secret"))
    #expect(!String(reflecting: presenter).contains("malbec-secret"))
    presenter.didTouchSignIn()
    #expect(!dumped(presenter).contains("malbec-secret"), "nor the request waiting to be sent")
    #expect(!view.renderedText(width: 60).contains("malbec-secret"))
  }
}
