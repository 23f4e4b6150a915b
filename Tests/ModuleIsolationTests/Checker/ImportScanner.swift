/// One `import` declaration in a Swift source file.
struct ImportDeclaration: Equatable, Sendable, CustomStringConvertible {
  /// The imported module: the first component of the import path (`Foundation` in
  /// `import struct Foundation.URL`).
  let module: String
  /// The 1-based line of the `import` keyword.
  let line: Int

  var description: String { "\(line): \(module)" }
}

/// Finds the `import` declarations of a Swift source file without compiling it.
///
/// Every form counts: attributes (`@testable`, `@_exported`, `@_implementationOnly`,
/// `@preconcurrency`, `@_spi(Name)`), access levels (`public import`), kinds
/// (`import struct Module.Type`), and imports in every branch of `#if` blocks, active or not, so
/// `#if canImport(X)` cannot hide one. Comments (nested block comments too) and string literals
/// (multi-line, raw, with interpolations) are skipped, and so is `import` used as a member name or an
/// argument label, which is not at the top level of the file.
enum ImportScanner {
  /// The `import` declarations of `source`, in order.
  static func imports(in source: String) -> [ImportDeclaration] {
    var lexer = Lexer(Array(source.utf8))
    lexer.scanFile()
    return declarations(in: lexer.tokens)
  }

  private static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// Import declarations are the `import` keywords outside every bracket, not after a `.`, and
  /// followed by a module name (after an import kind, if any).
  private static func declarations(in tokens: [Token]) -> [ImportDeclaration] {
    var found: [ImportDeclaration] = []
    var depth = 0
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "(")),
        .punctuation(UInt8(ascii: "[")):
        depth += 1
      case .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: ")")),
        .punctuation(UInt8(ascii: "]")):
        depth = max(0, depth - 1)
      case .word("import") where depth == 0:
        if index > 0, tokens[index - 1].kind == .punctuation(UInt8(ascii: ".")) { continue }
        var next = index + 1
        if next + 1 < tokens.count, case .word(let kind) = tokens[next].kind,
          importKinds.contains(kind), tokens[next + 1].name != nil
        {
          next += 1
        }
        if next < tokens.count, let module = tokens[next].name {
          found.append(ImportDeclaration(module: module, line: token.line))
        }
      default:
        break
      }
    }
    return found
  }
}

/// A token of Swift source, as far as finding imports and test attributes needs.
struct Token {
  enum Kind: Equatable {
    /// An identifier or a keyword.
    case word(String)
    /// An identifier in backticks, without them.
    case quotedWord(String)
    /// A string literal, interpolations included.
    case literal
    /// Any other character that is not white space.
    case punctuation(UInt8)
  }

  let kind: Kind
  let line: Int

  /// The identifier this token can name a module with, if any.
  var name: String? {
    switch kind {
    case .word(let text), .quotedWord(let text): text
    case .literal, .punctuation: nil
    }
  }
}

/// Splits UTF-8 Swift source into tokens, skipping white space, comments and the insides of string
/// literals.
struct Lexer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  /// Whether tokens are kept: not while scanning the code inside a string interpolation.
  private var emitting = true
  private(set) var tokens: [Token] = []

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func scanFile() {
    if starts(with: "#!") { skipLine() }
    scanCode(endingAtUnbalancedParenthesis: false)
  }

  /// Scans code up to the end of the file or, inside an interpolation, up to the `)` that closes it.
  private mutating func scanCode(endingAtUnbalancedParenthesis: Bool) {
    var parentheses = 0
    while index < bytes.count {
      let byte = bytes[index]
      let tokenLine = line
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
        index += 1
      case UInt8(ascii: "/") where starts(with: "//"):
        skipLine()
      case UInt8(ascii: "/") where starts(with: "/*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        skipString(hashes: 0)
        emit(.literal, line: tokenLine)
      case UInt8(ascii: "#") where rawDelimiterHashes() != nil:
        let hashes = rawDelimiterHashes() ?? 0
        index += hashes
        skipString(hashes: hashes)
        emit(.literal, line: tokenLine)
      case UInt8(ascii: "#") where starts(with: "#/"):
        skipExtendedRegex()
        emit(.literal, line: tokenLine)
      case UInt8(ascii: "`"):
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") {
          end += 1
        }
        index = min(end + 1, bytes.count)
        emit(.quotedWord(String(decoding: bytes[start..<end], as: UTF8.self)), line: tokenLine)
      case _ where Self.isIdentifierByte(byte):
        let start = index
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        emit(.word(String(decoding: bytes[start..<index], as: UTF8.self)), line: tokenLine)
      default:
        index += 1
        if endingAtUnbalancedParenthesis {
          if byte == UInt8(ascii: "(") { parentheses += 1 }
          if byte == UInt8(ascii: ")") {
            if parentheses == 0 { return }
            parentheses -= 1
          }
        }
        emit(.punctuation(byte), line: tokenLine)
      }
    }
  }

  /// Skips a string literal whose opening quote is at `index`.
  ///
  /// The `hashes` `#` signs of a raw string's delimiter are already skipped. Interpolations are
  /// scanned as code, so a quote inside one does not end the string.
  private mutating func skipString(hashes: Int) {
    let multiline = starts(with: "\"\"\"")
    index += multiline ? 3 : 1
    let closing =
      Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        index += 1
        if !multiline { return }  // an unterminated string ends with its line
      } else if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, count: hashes) {
        index += 1 + hashes
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "(") {
          index += 1
          let wasEmitting = emitting
          emitting = false
          scanCode(endingAtUnbalancedParenthesis: true)
          emitting = wasEmitting
        } else {
          if bytes[index] == UInt8(ascii: "\n") { line += 1 }
          index += 1
        }
      } else if starts(with: closing) {
        index += closing.count
        return
      } else {
        index += 1
      }
    }
  }

  /// The number of `#` signs at `index` if they open a raw string literal.
  private func rawDelimiterHashes() -> Int? {
    var end = index
    while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
    return end - index
  }

  private func hashesFollow(_ position: Int, count: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    return bytes[position..<position + count].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  private mutating func skipLine() {
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
  }

  /// Skips a block comment, which in Swift may contain nested block comments.
  private mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.count {
      if starts(with: "/*") {
        depth += 1
        index += 2
      } else if starts(with: "*/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
      }
    }
  }

  /// Skips an extended regex literal, `#/ … /#`.
  private mutating func skipExtendedRegex() {
    index += 2
    while index < bytes.count, !starts(with: "/#") {
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      index += 1
    }
    index = min(index + 2, bytes.count)
  }

  private func starts(with prefix: String) -> Bool {
    starts(with: Array(prefix.utf8))
  }

  private func starts(with prefix: [UInt8]) -> Bool {
    guard index + prefix.count <= bytes.count else { return false }
    return bytes[index..<index + prefix.count].elementsEqual(prefix)
  }

  private mutating func emit(_ kind: Token.Kind, line: Int) {
    if emitting { tokens.append(Token(kind: kind, line: line)) }
  }

  /// Letters, digits, `_`, `$` and every byte of a non-ASCII character.
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
      true
    default:
      false
    }
  }
}
