import NavigationBackport
import RootFeature

extension AppOptions {
  /// Parses the arguments after the program name.
  ///
  /// Options take their value as the next argument or after `=` (`--width 60`, `--width=60`).
  ///
  /// - Throws: ``UsageError`` naming the offending argument and what was expected.
  static func parse(_ arguments: [String]) throws(UsageError) -> AppOptions {
    var options = AppOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue {
          return inlineValue
        }
        guard let next = remaining.popFirst() else {
          throw UsageError(
            message: "\(name) needs a value. \(OptionSpec.named(name)?.usageHint ?? "")")
        }
        return next
      }
      switch name {
      case "-h", "--help":
        options.action = .help
      case "--version":
        options.action = .version
      case "--no-color":
        options.color = false
      case "--line":
        options.lineMode = true
      case "-s", "--presentation-style":
        options.presentationStyle = try parseStyle(try value())
        options.presentationStyleIsExplicit = true
      case "--sheets":
        options.sheetPolicy = try parseSheetPolicy(try value())
        options.sheetPolicyIsExplicit = true
      case "-w", "--width":
        options.width = try parseWidth(try value())
      case "--latency":
        options.latency = try parseLatency(try value())
      case "--data":
        options.dataFile = try parsePath(try value(), option: name)
      case "--script":
        options.scriptFile = try parsePath(try value(), option: name)
      case "--state":
        options.stateFile = try parsePath(try value(), option: name)
      case "--no-state":
        options.noState = true
      case "--trace":
        options.traceFile = try parsePath(try value(), option: name)
      case "--open":
        options.openLink = try parseLink(try value())
      case "--print-url":
        options.printsURL = true
      default:
        throw UsageError(
          message: argument.hasPrefix("-")
            ? "Unknown option '\(Printable.escape(name, limit: 40))'. Run 'feature-routing --help' to see every option."
            : "Unexpected argument '\(Printable.escape(argument, limit: 40))'. Run 'feature-routing --help' for usage."
        )
      }
    }
    if options.noState, options.stateFile != nil {
      throw UsageError(message: "--state and --no-state cannot be used together; choose one.")
    }
    return options
  }

  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  static func parseStyle(_ text: String) throws(UsageError) -> PresentationStyle {
    guard let style = PresentationStyle(argument: text) else {
      let valid = PresentationStyle.allCases.map(\.argumentName).joined(separator: ", ")
      throw UsageError(
        message:
          "Unknown presentation style '\(Printable.escape(text, limit: 40))'. Valid styles: \(valid)."
      )
    }
    return style
  }

  static func parseSheetPolicy(_ text: String) throws(UsageError) -> NBPresentationPolicy {
    guard let policy = NBPresentationPolicy(argument: text) else {
      let valid = NBPresentationPolicy.allCases.map(\.argumentName).joined(separator: ", ")
      throw UsageError(
        message:
          "Unknown sheet policy '\(Printable.escape(text, limit: 40))'. Valid policies: \(valid)."
      )
    }
    return policy
  }

  /// The link a deep-link URL names; only its syntax is checked here.
  static func parseLink(_ text: String) throws(UsageError) -> RootLink {
    do {
      return try RootLink(url: text)
    } catch {
      throw UsageError(message: "Cannot open the URL: \(error.description)")
    }
  }

  private static func parseWidth(_ text: String) throws(UsageError) -> Int {
    guard let width = Int(text), (1...10_000).contains(width) else {
      throw UsageError(
        message:
          "--width expects a whole number of columns from 1 to 10000, got '\(Printable.escape(text, limit: 40))'."
      )
    }
    return width
  }

  private static func parseLatency(_ text: String) throws(UsageError) -> Duration {
    guard let seconds = Double(text), seconds.isFinite, (0...3600).contains(seconds) else {
      throw UsageError(
        message:
          "--latency expects a number of seconds from 0 to 3600 (such as 0.5), got '\(Printable.escape(text, limit: 40))'."
      )
    }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  private static func parsePath(_ text: String, option: String) throws(UsageError) -> String {
    guard !text.isEmpty else {
      throw UsageError(message: "\(option) expects a file path, got an empty string.")
    }
    return text
  }
}
