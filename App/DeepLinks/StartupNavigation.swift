import RootFeature

/// Where the app starts: the restored state (else the root) with the `--open` URL opened over
/// it; and `--print-url`, which prints that place's URL instead of running.
///
/// Shared by every session: it returns before anything is drawn, with an exit status when the
/// app should stop there.
@MainActor
enum StartupNavigation {
  /// Applies the restored state, then `--open`, to `root`, arming `keeper` once that is done.
  ///
  /// `--open` and `--print-url` wait for the grapes first, so that the first screen drawn is the
  /// opened one and an unknown grape id stops the app before anything is drawn; the link opens
  /// over the restored state, as the `open` command would, so the tabs it does not name keep
  /// their stacks. Without them a restored state is applied when the grapes arrive, after the
  /// loading screen. Either way each screen whose grape no longer exists is reported.
  ///
  /// - Returns: The exit status when the app should stop (after `--print-url`, or an `--open`
  ///   that cannot be applied), or `nil` to go on.
  static func apply(
    options: AppOptions,
    restored: RootSavedState?,
    to root: RootView,
    keeper: StateKeeper?,
    output: any OutputSink
  ) async -> Int32? {
    let presenter = root.presenter
    guard options.openLink != nil || options.printsURL else {
      if let restored {
        presenter.restoreWhenLoaded(restored) { dropped in
          report(dropped, output: output)
          keeper?.arm()
        }
      } else {
        keeper?.arm()
      }
      return nil
    }

    presenter.start()
    await presenter.waitUntilLoaded()
    if let message = presenter.loadFailure {
      output.writeError(
        "feature-routing: the grapes could not be loaded, so no URL can be opened: \(message)")
      return AppMain.ExitStatus.dataError
    }
    // The restored state first, then the link over it, as the `open` command does: a URL names
    // the selected tab's stack and the sheets, and the other tabs keep their restored stacks.
    if let restored {
      presenter.restoreWhenLoaded(restored) { report($0, output: output) }
    }
    if let link = options.openLink {
      do {
        try presenter.open(link)
      } catch {
        output.writeError("feature-routing: --open: \(error)")
        return AppMain.ExitStatus.usage
      }
    }
    if options.printsURL {
      let url = root.presenter.url
      output.write(url)
      if let note = lengthNote(url) {
        output.writeError("feature-routing: warning: \(note)")
      }
      return AppMain.ExitStatus.success
    }
    keeper?.arm()
    return nil
  }

  /// A warning when `url` is too long to be opened (grape ids can be of any length), or `nil`.
  static func lengthNote(_ url: String) -> String? {
    guard url.utf8.count > RootLink.maximumURLLength else {
      return nil
    }
    return """
      This URL is \(url.utf8.count) bytes long, more than the \(RootLink.maximumURLLength) \
      that --open and open accept.
      """
  }

  private static func report(_ dropped: [String], output: any OutputSink) {
    for drop in dropped {
      output.writeError("feature-routing: restoring the saved state: \(drop)")
    }
  }
}
