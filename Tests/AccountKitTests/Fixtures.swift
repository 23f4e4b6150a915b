import AccountKit
import TerminalUI

/// One route an Account screen reported.
enum AccountRequest: Equatable {
  case signIn(SignInRoute)
  case profile(ProfileRoute)
  case editName(EditNameRoute)
}

/// The routes reported so far; kept apart from the router so that it outlives it.
@MainActor
final class RequestLog {
  var requests: [AccountRequest] = []
}

/// A router that records what the Account screens report and answers the sign-in screen as an
/// app's router would: a failure keeps the screen and shows its reason, the rest leave.
@MainActor
final class RecordingAccountRouter: SignInRouting, ProfileRouting, EditNameRouting {
  let log: RequestLog
  /// How the router answers the sign-in screen.
  var signInResult: (SignInRoute) -> SignInRouteResult = { route in
    guard case .signInFailure(let reason) = route else { return .leaving }
    return .staying(message: reason)
  }

  init(log: RequestLog = RequestLog()) {
    self.log = log
  }

  var requests: [AccountRequest] { log.requests }

  func viewNeedsRoute(to route: SignInRoute) -> SignInRouteResult {
    log.requests.append(.signIn(route))
    return signInResult(route)
  }

  func viewNeedsRoute(to route: ProfileRoute) {
    log.requests.append(.profile(route))
  }

  func viewNeedsRoute(to route: EditNameRoute) {
    log.requests.append(.editName(route))
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
  let frame = host.render(width: width)
  var selection = SelectionModel()
  selection.show(frame, viewportHeight: frame.lines.count)
  if let editing = host.editingField {
    selection.highlight(shortcut: editing.shortcut)
  }
  return selection.highlighted.map(frame.highlighting) ?? frame
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
