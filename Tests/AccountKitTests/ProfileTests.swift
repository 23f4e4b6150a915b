import AccountKit
import Foundation
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ProfileTests {
  private static let rosa = Profile(name: "rosa")

  @Test func signedInItShowsTheNameEditNameAndSignOut() {
    let router = RecordingAccountRouter()
    let host = ViewHost(ProfileView.make(profile: Self.rosa, router: router))
    let frame = host.render(width: 40)
    #expect(frame.plainText.contains("Signed in as\nrosa\n"))
    #expect(frame.control("e")?.title == "Edit name")
    #expect(frame.control("s")?.title == "Sign out")
    #expect(host.perform("e"))
    #expect(host.perform("s"))
    #expect(router.requests == [.showEditName(Self.rosa), .signOut])
  }

  @Test func signedOutItOffersToSignIn() {
    let router = RecordingAccountRouter()
    let host = ViewHost(ProfileView.make(profile: nil, router: router))
    let frame = host.render(width: 40)
    #expect(frame.plainText.contains("You are not signed in."))
    #expect(frame.controls.map(\.title) == ["Sign in"])
    #expect(host.perform("s"))
    #expect(router.requests == [.showSignIn])
  }

  @Test func aRouterCanChangeTheProfileInPlace() {
    let presenter = ProfilePresenter(profile: nil, router: RecordingAccountRouter())
    let host = ViewHost(ProfileView(presenter: presenter))
    host.render(width: 40)
    presenter.profile = Self.rosa
    #expect(host.needsRender)
    #expect(host.render(width: 40).plainText.contains("rosa"))
  }

  @Test func editNameDoesNothingSignedOut() {
    let router = RecordingAccountRouter()
    ProfilePresenter(profile: nil, router: router).didTouchEditName()
    #expect(router.requests.isEmpty)
  }

  @Test func holdsItsRouterWeakly() {
    let log = RequestLog()
    var router: RecordingAccountRouter? = RecordingAccountRouter(log: log)
    weak let released = router
    let presenter = ProfilePresenter(profile: Self.rosa, router: router!)
    router = nil
    #expect(released == nil)
    presenter.didTouchEditName()
    presenter.didTouchSignOut()
    presenter.didTouchSignIn()
    #expect(log.requests.isEmpty)
  }

  @Test(arguments: [40, 20])
  func theSignedInScreenInLineMode(width: Int) {
    assertSnapshot(
      of: ProfileView.make(profile: Self.rosa, router: RecordingAccountRouter()), width: width,
      named: "profile-\(width)")
  }

  @Test func theSignedOutScreenInLineMode() {
    assertSnapshot(
      of: ProfileView.make(profile: nil, router: RecordingAccountRouter()), width: 40,
      named: "signed-out")
  }

  @Test func theSignedInScreenInFullScreenStartsOnEditName() {
    let host = ViewHost(ProfileView.make(profile: Self.rosa, router: RecordingAccountRouter()))
    let frame = fullScreen(host, width: 40)
    let line = frame.control("e")?.line ?? 0
    #expect(invertedColumns(frame, line: line) == Array(0..<13))
    assertSnapshot(of: frame, named: "profile-full-screen")
  }
}

@Suite(.timeLimit(.minutes(5))) struct ProfileNameTests {
  @Test func aProfileReadBackFromItsJSONIsTheSame() throws {
    let profile = Profile(name: "Rosa Maria")
    let data = try JSONEncoder().encode(profile)
    #expect(try JSONDecoder().decode(Profile.self, from: data) == profile)
  }

  @Test(arguments: [
    (#"{"name":" "}"#, "A name cannot be empty or only spaces."),
    (
      #"{"name":"a\tb"}"#,
      "A name cannot hold a control character (a tab, a line break, an escape)."
    ),
    (
      #"{"name":"\#(String(repeating: "a", count: 201))"}"#,
      "A name has at most 200 characters; this one has 201."
    ),
  ])
  func aFileCannotHoldANameTheAppWouldRefuse(json: String, reason: String) {
    #expect {
      try JSONDecoder().decode(Profile.self, from: Data(json.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == reason && context.codingPath.map(\.stringValue) == ["name"]
    }
  }
}
