import Foundation
import NavigationBackport
import RootFeature
import TerminalRuntime
import TerminalUI

/// What `feature-routing` does with its arguments: run the app, print help or the version, or say
/// what is wrong and exit non-zero.
@MainActor
enum AppMain {
  /// Exit statuses, as in sysexits(3).
  enum ExitStatus {
    static let success: Int32 = 0
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let cantCreate: Int32 = 73
    static let ioError: Int32 = 74
  }

  /// The largest `--data` file read, in bytes: 32 MiB.
  ///
  /// That is about 170,000 grapes like the sample's; a larger file is refused before a byte of
  /// it is read.
  static let maximumDataFileSize = 32 << 20

  /// Runs the app with `arguments` (without the program name); returns the exit status.
  static func run(
    arguments: [String],
    output: any OutputSink,
    input: @autoclosure () -> InputLines,
    inputIsTerminal: Bool,
    outputIsTerminal: Bool = false,
    terminalType: String? = nil
  ) async -> Int32 {
    let options: AppOptions
    do {
      options = try AppOptions.parse(arguments)
      try options.checkFilesAreDistinct()
    } catch {
      output.writeError("feature-routing: \(error.message)")
      return ExitStatus.usage
    }
    switch options.action {
    case .help:
      output.write(HelpText.usage)
      return ExitStatus.success
    case .version:
      output.write(HelpText.version)
      return ExitStatus.success
    case .run:
      break
    }
    // What this run does, decided once: the rest follows it.
    let launch = Launch(
      options, terminal: TerminalEnvironment.current(colorOverride: options.color ? nil : false),
      inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal,
      terminalType: terminalType)

    let client: any RootAPIClient
    do {
      client = try await makeClient(options)
    } catch {
      output.writeError("feature-routing: \(error.description)")
      return error.isUnreadable ? ExitStatus.noInput : ExitStatus.dataError
    }
    let script: InputLines?
    do {
      script = try options.scriptFile.map(InputLines.file)
    } catch {
      output.writeError("feature-routing: \(error.message)")
      return ExitStatus.noInput
    }

    let exits = ExitCoordinator()
    exits.handleTerminationSignals()
    output.endOnFailure(through: exits)
    defer { exits.runCleanups() }
    // In full screen, warnings are shown on the screen, never written over it.
    let messages = ScreenMessages(output)
    if launch.mode == .fullScreen { messages.hold() }
    launch.terminalTypeNotice.map { output.writeError("feature-routing: \($0)") }
    defer { messages.release() }

    let state = StateRestoration(
      StateFileLocation.resolve(
        options, environment: ProcessInfo.processInfo.environment, warn: messages.writeError),
      readOnly: launch.mode == .printURL, output: messages)
    let root = RootView.make(
      client: client, restoring: state.saved,
      presentationStyle: options.presentationStyleIsExplicit ? options.presentationStyle : nil,
      sheetPolicy: options.sheetPolicyIsExplicit ? options.sheetPolicy : nil,
      signInLatency: options.latency)
    root.presenter.navigator.missingDestinationHandler = { missing in
      messages.writeError("feature-routing: \(missing.description)")
    }
    // --print-url runs no session and changes nothing on disk: it traces nothing.
    if let path = options.traceFile, launch.mode != .printURL {
      do {
        try trace(
          root.presenter, to: path, launch: launch, exits: exits, output: output,
          messages: messages)
      } catch {
        messages.writeError("feature-routing: \(error.description)")
        return ExitStatus.cantCreate
      }
    }
    state.keeper?.attach(to: root.presenter, exits: exits)
    // Full screen draws the tab being opened with "Loading…" at once and opens the link when the
    // grapes are in; why it cannot is written once the terminal is restored. Line mode and
    // --print-url open it before printing anything.
    let openErrors = ScreenMessages(output)
    openErrors.hold()
    defer { openErrors.release() }
    let startup: @MainActor () async -> Int32? = {
      await StartupNavigation.apply(
        options: options, restored: state.saved, to: root, keeper: state.keeper,
        output: launch.opensWhileDrawing ? openErrors : messages)
    }
    if !launch.opensWhileDrawing, let status = await startup() {
      return status
    }

    switch launch.mode {
    case .printURL:
      // StartupNavigation printed the URL and returned its status.
      return ExitStatus.success
    case .fullScreen:
      if let link = options.openLink { root.presenter.select(link.tab) }
      do {
        return try await InteractiveSession.run(
          root: root, colored: launch.colored, exits: exits, messages: messages,
          savesState: options.noState || state.keeper != nil, keeper: state.keeper,
          restoredHighlights: state.saved?.highlights ?? [:],
          startup: launch.opensWhileDrawing ? startup : nil)
      } catch {
        messages.release()
        output.writeError("feature-routing: \(error.message); using line mode.")
        if launch.opensWhileDrawing, let status = await startup() { return status }
        return await runLines(
          root, launch: launch, exits: exits, output: output, input: script ?? input())
      }
    case .lines:
      return await runLines(
        root, launch: launch, exits: exits, output: output, input: script ?? input())
    }
  }

  /// Runs line mode over `root`: a session reading `input` and printing to `output`.
  private static func runLines(
    _ root: RootView, launch: Launch, exits: ExitCoordinator, output: any OutputSink,
    input: InputLines
  ) async -> Int32 {
    launch.widthNotice.map { output.writeError("feature-routing: \($0)") }
    // On a terminal, a password is typed with the echo off; the clean-up turns it back on
    // however the app ends.
    let echo = launch.readsTerminal ? TerminalEcho(descriptor: STDIN_FILENO) : nil
    if let echo {
      exits.addCleanup("turn the terminal's echo back on", fromAnyThread: echo.restore) {
        echo.restore()
      }
    }
    let session = LineSession(
      root: root, output: output, width: launch.lineWidth, styled: launch.colored,
      echoesCommands: launch.echoesCommands, prompt: launch.prompt, terminalEcho: echo,
      exits: exits)
    return await session.run(input)
  }

  /// Appends every transition of `presenter`'s history to the `--trace` file at `path`.
  ///
  /// - Throws: ``TraceFile/Refusal`` when the file cannot be used, with the reason.
  private static func trace(
    _ presenter: RootPresenter, to path: String, launch: Launch, exits: ExitCoordinator,
    output: any OutputSink, messages: ScreenMessages
  ) throws(TraceFile.Refusal) {
    let trace = try TraceFile(path: path) { messages.writeWarning($0, meaning: .traceStopped) }
    // Full screen says it on the status line; said again once the terminal is restored.
    if launch.mode == .fullScreen {
      exits.addCleanup("say why tracing stopped") {
        trace.stopReason.map(output.writeError)
      }
    }
    presenter.history.observe { [weak presenter] transition in
      guard let presenter else { return }
      trace.append(
        cause: HistoryLines.cause(of: transition), from: presenter.url(of: transition.from),
        to: presenter.url(of: transition.to))
    }
  }

  /// The built-in sample, or the grapes of `--data` read and checked now, so that a bad file is
  /// reported before anything is drawn.
  ///
  /// The file is read by ``RegularFile`` (a regular file of at most ``maximumDataFileSize``
  /// bytes, never a pipe or a device) and its bytes decoded by `FileAPIClient`.
  private static func makeClient(_ options: AppOptions) async throws(RootDataError)
    -> any RootAPIClient
  {
    guard let path = options.dataFile else {
      return SampleAPIClient(latency: options.latency)
    }
    let contents: Data
    do {
      contents = try RegularFile.read(path, limit: maximumDataFileSize, followingLinks: true)
    } catch {
      let isTooLarge = if case .tooLarge = error { true } else { false }
      throw RootDataError(
        file: path,
        problem: """
          cannot read the data file: \(error). Pass a JSON file of at most \(maximumDataFileSize) \
          bytes (32 MiB) to --data.
          """,
        isUnreadable: !isTooLarge)
    }
    do {
      let client = FileAPIClient(path: path, contents: contents)
      let grapes = try await RootInteractor(client: client).loadGrapes()
      return SampleAPIClient(grapes: grapes, latency: options.latency)
    } catch let error as RootDataError {
      throw error
    } catch {
      throw RootDataError(file: path, problem: "\(error)")
    }
  }
}
