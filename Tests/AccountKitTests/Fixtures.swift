import AccountKit
import TerminalUI
import TerminalUITesting

/// One event an Account screen reported.
enum AccountRequest: Equatable {
  case didSignIn(Profile)
  case signInFailed(String)
  case didCancelSignIn
  case showSignIn
  case showEditName(Profile)
  case signOut
  case didSaveName(String)
}

/// The events reported so far; kept apart from the router so that it outlives it.
@MainActor
final class RequestLog {
  var requests: [AccountRequest] = []
}

/// A router that records what the Account screens report and answers the sign-in screen as an
/// app's router would: a failure keeps the screen and shows its reason.
@MainActor
final class RecordingAccountRouter: SignInRouting, ProfileRouting, EditNameRouting {
  let log: RequestLog
  /// What the router hands back to the sign-in screen for a failure's reason.
  var signInResult: (String) -> String? = { reason in reason }

  init(log: RequestLog = RequestLog()) {
    self.log = log
  }

  var requests: [AccountRequest] { log.requests }

  func didSignIn(_ profile: Profile) {
    log.requests.append(.didSignIn(profile))
  }

  func signInDidFail(reason: String) -> String? {
    log.requests.append(.signInFailed(reason))
    return signInResult(reason)
  }

  func didCancelSignIn() {
    log.requests.append(.didCancelSignIn)
  }

  func showSignIn() {
    log.requests.append(.showSignIn)
  }

  func showEditName(for profile: Profile) {
    log.requests.append(.showEditName(profile))
  }

  func signOut() {
    log.requests.append(.signOut)
  }

  func didSaveName(_ name: String) {
    log.requests.append(.didSaveName(name))
  }
}

/// An auth client whose answers the test gives: each request waits until ``answer(_:)``.
actor ControlledAuthClient: AuthClient {
  /// The user names of the requests received, in order.
  private(set) var userNames: [String] = []
  private var pending: [CheckedContinuation<Profile, any Error>] = []
  private var arrivals: [CheckedContinuation<Void, Never>] = []

  func signIn(_ credentials: Credentials) async throws -> Profile {
    userNames.append(credentials.userName)
    return try await withCheckedThrowingContinuation { continuation in
      pending.append(continuation)
      for arrival in arrivals { arrival.resume() }
      arrivals = []
    }
  }

  /// Returns once a request is waiting for its answer.
  func requestArrived() async {
    guard pending.isEmpty else { return }
    await withCheckedContinuation { arrivals.append($0) }
  }

  /// Answers the oldest waiting request.
  func answer(_ result: Result<Profile, SignInFailure>) {
    guard !pending.isEmpty else { return }
    pending.removeFirst().resume(with: result.mapError { $0 as any Error })
  }
}

/// The frame as full screen draws it: the field being edited highlighted, or else the control a
/// screen starts on.
@MainActor
func fullScreen(_ host: ViewHost, width: Int) -> Frame {
  FullScreenPreview.frame(of: host, width: width)
}

/// The columns drawn in inverse video on `line` of `frame`.
func invertedColumns(_ frame: Frame, line: Int) -> [Int] {
  frame.lines[line].indices.filter { frame.lines[line][$0].style.inverse }
}

/// Everything `dump` prints for `value`.
func dumped(_ value: Any) -> String {
  var text = ""
  dump(value, to: &text)
  return text
}
