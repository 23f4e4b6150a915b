/// One line of input, as ``InputLines`` delivers it.
enum InputLine: Equatable, Sendable {
  /// A line of at most ``LineSplitter/maximumLength`` bytes of UTF-8, without its line break
  /// (`\n`, `\r\n` or `\r`).
  case text(String)
  /// A line that is not UTF-8, skipped; what to say, with where it is.
  case notUTF8(String)
  /// A line longer than the limit, refused as soon as it passed it; `start` is its beginning (at
  /// most ``LineSplitter/startLength`` bytes). The rest of the line is skipped.
  case tooLong(start: String)
  /// The last element: a line went on past ``LineSplitter/maximumSkipped`` bytes, so the input is
  /// not a list of commands (such as `/dev/zero`) and reading stopped; what to say.
  case notCommands(String)
  /// The last element: the input could not be read; what to say.
  case unreadable(String)
}

/// Splits bytes into lines at LF, CRLF or CR (a file saved with classic Mac line ends, or Enter
/// sent as a terminal sends it), keeping at most ``maximumLength`` bytes of a line in memory whatever
/// the input.
///
/// A pure value: ``InputLines`` feeds it what each `read` returns, and tests feed it directly.
struct LineSplitter {
  /// The longest line read as a command, in UTF-8 bytes; a deep link is at most 4096.
  static let maximumLength = 8192
  /// How much of a refused line is kept to show where it starts.
  static let startLength = 1024
  /// How long a line may go on before the input is taken not to be commands at all: 1 MiB.
  static let maximumSkipped = 1 << 20

  /// Where the bytes come from, such as `standard input`, for messages.
  let source: String
  /// The bytes kept of the line being read: at most ``maximumLength``.
  private(set) var kept: [UInt8] = []
  private var length = 0
  private var isRefused = false
  /// The number of the line being read, from 1, for messages.
  private(set) var lineNumber = 1
  /// Whether the last byte fed ended a line with CR, so that an LF first in the next bytes
  /// belongs to it (CRLF split between two reads).
  private var afterCarriageReturn = false

  /// A splitter of the bytes of `source`.
  init(source: String) {
    self.source = source
  }

  /// Splits `bytes`, the next bytes of the input, calling `deliver` with each line they end and
  /// each refusal as soon as it is known.
  ///
  /// - Returns: `false` when the input is not commands: `deliver` got ``InputLine/notCommands(_:)``
  ///   and nothing more should be read.
  mutating func feed(_ bytes: ArraySlice<UInt8>, deliver: (InputLine) -> Void) -> Bool {
    var rest = bytes
    if afterCarriageReturn {
      afterCarriageReturn = false
      if rest.first == Self.lineFeed { rest = rest.dropFirst() }
    }
    while !rest.isEmpty {
      let newline = rest.firstIndex { $0 == Self.lineFeed || $0 == Self.carriageReturn }
      let piece = rest[..<(newline ?? rest.endIndex)]
      length += piece.count
      if !isRefused {
        kept.append(contentsOf: piece.prefix(Self.maximumLength - kept.count))
        if length > Self.maximumLength {
          isRefused = true
          deliver(.tooLong(start: String(decoding: kept.prefix(Self.startLength), as: UTF8.self)))
          kept = []
        }
      }
      if isRefused, length > Self.maximumSkipped {
        deliver(
          .notCommands(
            """
            \(source) has a line of more than \(Self.maximumSkipped) bytes, so it is not a list of \
            commands; reading stops
            """))
        return false
      }
      guard let newline else {
        break
      }
      if !isRefused {
        deliver(decode(kept))
      }
      kept.removeAll(keepingCapacity: true)
      length = 0
      isRefused = false
      lineNumber += 1
      var next = rest.index(after: newline)
      if rest[newline] == Self.carriageReturn {
        if next == rest.endIndex {
          afterCarriageReturn = true
        } else if rest[next] == Self.lineFeed {
          next = rest.index(after: next)
        }
      }
      rest = rest[next...]
    }
    return true
  }

  /// The last line, when the input ended without a line break after it.
  func finish() -> InputLine? {
    length > 0 && !isRefused ? decode(kept) : nil
  }

  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  /// The line, or why it is skipped when it is not UTF-8 (a file saved as Latin-1, say), rather
  /// than a command with replacement characters that fails for a reason hard to see.
  private func decode(_ bytes: [UInt8]) -> InputLine {
    if let line = String(validating: bytes, as: UTF8.self) {
      return .text(line)
    }
    return .notUTF8(
      """
      Line \(lineNumber) of \(source) is not UTF-8 text, so it is skipped; save or send the \
      commands as UTF-8.
      """)
  }
}
