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

    let client: any RootAPIClient
    do {
      client = try await makeClient(options)
    } catch {
      output.writeError("feature-routing: \(error.description)")
      return error.isUnreadable ? ExitStatus.noInput : ExitStatus.dataError
    }
    let scriptLines: InputLines?
    do {
      scriptLines = try options.scriptFile.map(InputLines.file)
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
    let runsFullScreen =
      !options.printsURL
      && options.runsFullScreen(
        inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal,
        terminalType: terminalType)
    if runsFullScreen { messages.hold() }
    options.terminalTypeNotice(
      inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal,
      terminalType: terminalType
    ).map { output.writeError("feature-routing: \($0)") }
    defer { messages.release() }

    let terminal = TerminalEnvironment.current(colorOverride: options.color ? nil : false)
    let state = StateRestoration(
      StateFileLocation.resolve(
        options, environment: ProcessInfo.processInfo.environment, warn: messages.writeError),
      readOnly: options.printsURL, output: messages)
    let style =
      options.presentationStyleIsExplicit
      ? options.presentationStyle : state.saved?.presentationStyle ?? options.presentationStyle
    let policy =
      options.sheetPolicyIsExplicit
      ? options.sheetPolicy : state.saved?.sheetPolicy ?? options.sheetPolicy
    let root = RootView.make(
      client: client, presentationStyle: style, sheetPolicy: policy,
      account: state.saved?.account, ratings: state.saved?.ratings ?? [:],
      signInLatency: options.latency)
    root.presenter.navigator.missingDestinationHandler = { missing in
      messages.writeError("feature-routing: \(missing.description)")
    }
    // --print-url runs no session and changes nothing on disk: it traces nothing.
    if let path = options.traceFile, !options.printsURL {
      do {
        let trace = try TraceFile(path: path) { messages.writeWarning($0, meaning: .traceStopped) }
        // Full screen says it on the status line; said again once the terminal is restored.
        if runsFullScreen {
          exits.addCleanup("say why tracing stopped") { trace.stopReason.map(output.writeError) }
        }
        let presenter = root.presenter
        presenter.history.observe { [weak presenter] transition in
          guard let presenter else { return }
          trace.append(
            cause: HistoryLines.cause(transition.cause), from: presenter.url(of: transition.from),
            to: presenter.url(of: transition.to))
        }
      } catch {
        messages.writeError("feature-routing: \(error.description)")
        return ExitStatus.cantCreate
      }
    }
    state.keeper?.attach(to: root.presenter, exits: exits)
    // Full screen draws the tab being opened with "Loading…" at once and opens the link when the
    // grapes are in; why it cannot is written once the terminal is restored. Line mode and
    // --print-url open it before printing anything.
    let opensWhileDrawing = runsFullScreen && options.openLink != nil
    let openErrors = ScreenMessages(output)
    openErrors.hold()
    defer { openErrors.release() }
    let startup: @MainActor () async -> Int32? = {
      await StartupNavigation.apply(
        options: options, restored: state.saved, to: root, keeper: state.keeper,
        output: opensWhileDrawing ? openErrors : messages)
    }
    if !opensWhileDrawing, let status = await startup() {
      return status
    }
    if runsFullScreen {
      if let link = options.openLink { root.presenter.select(link.tab) }
      do {
        return try await InteractiveSession.run(
          root: root, colored: terminal.colorEnabled, exits: exits, messages: messages,
          savesState: options.noState || state.keeper != nil,
          startup: opensWhileDrawing ? startup : nil)
      } catch {
        messages.release()
        output.writeError("feature-routing: \(error.message); using line mode.")
        if opensWhileDrawing, let status = await startup() { return status }
      }
    }
    if options.width == nil, let notice = widthNotice(terminal) {
      output.writeError("feature-routing: \(notice)")
    }
    // On a terminal, a password is typed with the echo off; the clean-up turns it back on
    // however the app ends.
    let echo = options.scriptFile == nil ? TerminalEcho(descriptor: STDIN_FILENO) : nil
    if let echo {
      exits.addCleanup("turn the terminal's echo back on", fromAnyThread: echo.restore) {
        echo.restore()
      }
    }
    let session = LineSession(
      root: root, output: output, width: options.width ?? terminal.width,
      styled: terminal.colorEnabled,
      echoesCommands: options.scriptFile != nil || !inputIsTerminal,
      prompt: options.scriptFile == nil && inputIsTerminal ? "> " : nil, terminalEcho: echo,
      exits: exits)
    return await session.run(scriptLines ?? input())
  }

  /// What was ignored in choosing the width, when `COLUMNS` or the terminal gave a size that
  /// `--width` would refuse, and the width used instead.
  static func widthNotice(_ terminal: TerminalEnvironment) -> String? {
    let range = TerminalEnvironment.sizeRange
    let ignored: String
    if let columns = terminal.ignoredColumns {
      ignored = "COLUMNS='\(Printable.escape(columns, limit: 40))'"
    } else if let reported = terminal.ignoredTerminalWidth {
      ignored = "the terminal's reported width of \(reported) columns"
    } else {
      return nil
    }
    return """
      ignoring \(ignored): a width must be a whole number of columns from \(range.lowerBound) to \
      \(range.upperBound); using \(terminal.width).
      """
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
