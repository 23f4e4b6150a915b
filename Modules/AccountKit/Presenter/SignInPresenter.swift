import Observation

/// The sign-in screen's presenter: holds what is typed, runs the request through an
/// ``AuthClient``, and reports only the outcome to its ``SignInRouting`` router.
///
/// A request runs in two steps, so that the screen can show it running and a host can wait for
/// it: ``didTouchSignIn()`` takes the user name and password and marks the request as running
/// (``isSigningIn``), and ``signIn()`` — which ``SignInView`` starts as a task while it shows
/// "Signing in…" — sends it and reports the outcome. While a request runs, another press does
/// nothing. The password is emptied once the answer has come, whatever it is.
@MainActor
@Observable
public final class SignInPresenter {
  /// The user name field's text.
  public var userName: String {
    didSet { if userName != oldValue { edits += 1 } }
  }
  /// Whether a request is running: the form and the "Sign in" button are disabled meanwhile.
  public private(set) var isSigningIn = false
  /// What the router asked the screen to show, such as the reason of a failure, or what is
  /// missing from the form, until the person edits the form.
  public var message: String? {
    reply.flatMap { $0.edits == edits ? $0.message : nil }
  }
  /// The field the person is taken to next, if any.
  ///
  /// The one a refused form lacks, or the password after a failure. The view asks for the
  /// highlight there and sets it back to `nil` once moved.
  public var focusedField: SignInField?

  private var secret = Password("")
  /// How many times the person changed a field: a message stays until the next change.
  private var edits = 0
  /// The last message and the edits it was about.
  private var reply: (message: String, edits: Int)?
  @ObservationIgnored private var pending: Credentials?
  @ObservationIgnored private let client: any AuthClient
  @ObservationIgnored private weak var router: (any SignInRouting)?

  /// A presenter starting from `viewModel`, signing in with `client` and reporting to `router`
  /// (held weakly).
  public init(
    viewModel: SignInViewModel = SignInViewModel(), client: any AuthClient,
    router: any SignInRouting
  ) {
    self.userName = viewModel.userName
    self.client = client
    self.router = router
  }

  /// The password field's text.
  ///
  /// It is held as a ``Password``, so `dump` and every other printed form of the presenter show
  /// `<redacted>`.
  public var password: String {
    get { secret.revealed }
    set {
      if newValue != secret.revealed { edits += 1 }
      secret = Password(newValue)
    }
  }

  /// A line to show under the form, from the client (how to sign in to a demo service).
  public var hint: String? { client.hint }

  /// The person chose "Sign in": takes what is typed and marks the request as running, unless
  /// one already is.
  ///
  /// A form without a user name or a password is refused at once, without asking the client:
  /// the message says what is missing and ``focusedField`` is that field.
  public func didTouchSignIn() {
    guard !isSigningIn else { return }
    let name = userName.trimmingWhitespace
    if name.isEmpty || secret.isEmpty {
      show(name.isEmpty ? "Enter a user name." : "Enter the password for \(name).")
      focusedField = name.isEmpty ? .userName : .password
      return
    }
    pending = Credentials(userName: userName, password: secret)
    show(nil)
    isSigningIn = true
  }

  /// Sends the request ``didTouchSignIn()`` took and reports its outcome to the router; does
  /// nothing when no request is waiting (so a second call cannot send it twice).
  ///
  /// When the task running it is cancelled (the screen went away), nothing is reported.
  public func signIn() async {
    guard let credentials = pending else { return }
    pending = nil
    let outcome: Result<Profile, SignInFailure>?
    do {
      outcome = .success(try await client.signIn(credentials))
    } catch let failure as SignInFailure {
      outcome = .failure(failure)
    } catch is CancellationError {
      outcome = nil
    } catch {
      outcome = .failure(SignInFailure(reason: "Signing in failed: \(error)"))
    }
    secret = Password("")
    isSigningIn = false
    guard let outcome, !Task.isCancelled, let router else { return }
    switch outcome {
    case .success(let profile):
      show(nil)
      router.didSignIn(profile)
    case .failure(let failure):
      show(router.signInDidFail(reason: failure.reason))
      focusedField = .password
    }
  }

  /// Shows `message` (`nil`: none) until the person next edits the form.
  private func show(_ message: String?) {
    reply = message.map { ($0, edits) }
  }

  /// The person chose "Cancel": a request not sent yet is dropped.
  public func didTouchCancel() {
    if pending != nil {
      pending = nil
      isSigningIn = false
    }
    show(nil)
    router?.didCancelSignIn()
  }
}

/// A field of the sign-in form.
public enum SignInField: Hashable, Sendable {
  /// The user name.
  case userName
  /// The password.
  case password
}
