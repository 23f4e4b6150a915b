/// One line of input, as ``InputLines`` delivers it.
enum InputLine: Equatable, Sendable {
  /// A line of at most ``LineSplitter/maximumLength`` bytes, without its line break (`\n` or
  /// `\r\n`); invalid UTF-8 is replaced.
  case text(String)
  /// A line longer than the limit, refused as soon as it passed it; `start` is its beginning (at
  /// most ``LineSplitter/startLength`` bytes). The rest of the line is skipped.
  case tooLong(start: String)
  /// The last element: a line went on past ``LineSplitter/maximumSkipped`` bytes, so the input is
  /// not a list of commands (such as `/dev/zero`) and reading stopped; what to say.
  case notCommands(String)
  /// The last element: the input could not be read; what to say.
  case unreadable(String)
}

/// Splits bytes into lines, keeping at most ``maximumLength`` bytes of a line in memory whatever
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
    while !rest.isEmpty {
      let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
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
        deliver(.text(Self.decode(kept)))
      }
      kept.removeAll(keepingCapacity: true)
      length = 0
      isRefused = false
      rest = rest[rest.index(after: newline)...]
    }
    return true
  }

  /// The last line, when the input ended without a line break after it.
  func finish() -> InputLine? {
    length > 0 && !isRefused ? .text(Self.decode(kept)) : nil
  }

  private static func decode(_ bytes: [UInt8]) -> String {
    let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
    return String(decoding: line, as: UTF8.self)
  }
}
