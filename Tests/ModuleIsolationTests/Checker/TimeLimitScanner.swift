import Foundation

/// Finds the suites and tests of a Swift source file that run without a time limit.
///
/// Swift Testing's `.timeLimit(…)` trait bounds every test of the suite that carries it (and of the
/// suites nested in it), so a hang fails one test instead of stopping the whole run. A `@Suite`
/// needs the trait unless a suite around it has one; a `@Test` needs it unless a suite around it
/// has one, so a top-level `@Test`, or one in a type without `@Suite`, needs its own. A suite
/// without a limit is reported once, not with each of its tests. Comments and string literals are
/// skipped, as ``ImportScanner`` skips them.
enum TimeLimitScanner {
  /// What bounds the declarations in a pair of braces.
  private enum Scope {
    /// A suite's time limit.
    case limited
    /// Nothing, but the suite they are in is reported already.
    case reported
    /// Nothing.
    case open
  }

  /// A suite or test without a time limit.
  struct Finding: Equatable, CustomStringConvertible {
    /// `Suite` or `Test`.
    let attribute: String
    /// The 1-based line of the attribute.
    let line: Int

    var description: String {
      "\(line): @\(attribute) has no .timeLimit(.minutes(N)) trait"
        + (attribute == "Test" ? " and no suite around it has one" : "")
        + "; a test that hangs would then stop the whole run"
    }
  }

  /// The suites and tests in `source` that run without a time limit, in order.
  static func findings(in source: String) -> [Finding] {
    var lexer = Lexer(Array(source.utf8))
    lexer.scanFile()
    let tokens = lexer.tokens
    var findings: [Finding] = []
    // What bounds each open brace's declarations.
    var scopes: [Scope] = []
    // The scope of the `@Suite` waiting for the brace of its declaration.
    var pendingSuite: Scope?
    var index = 0
    while index < tokens.count {
      switch tokens[index].kind {
      case .punctuation(UInt8(ascii: "@")):
        guard index + 1 < tokens.count, case .word(let name) = tokens[index + 1].kind,
          name == "Suite" || name == "Test"
        else {
          index += 1
          continue
        }
        let line = tokens[index].line
        let (hasLimit, end) = arguments(of: tokens, after: index + 1)
        let outer = scopes.last ?? .open
        let bounded = hasLimit || outer == .limited
        if !bounded, outer == .open { findings.append(Finding(attribute: name, line: line)) }
        if name == "Suite" { pendingSuite = bounded ? .limited : .reported }
        index = end
        continue
      case .punctuation(UInt8(ascii: "{")):
        scopes.append(pendingSuite ?? scopes.last ?? .open)
        pendingSuite = nil
      case .punctuation(UInt8(ascii: "}")):
        _ = scopes.popLast()
      default:
        break
      }
      index += 1
    }
    return findings
  }

  /// Whether the argument list that follows the attribute name at `name` (if any) has a
  /// `.timeLimit(` trait, and the index after the list.
  private static func arguments(of tokens: [Token], after name: Int) -> (Bool, Int) {
    var index = name + 1
    guard index < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: "(")) else {
      return (false, index)
    }
    var depth = 0
    var hasLimit = false
    while index < tokens.count {
      switch tokens[index].kind {
      case .punctuation(UInt8(ascii: "(")):
        depth += 1
      case .punctuation(UInt8(ascii: ")")):
        depth -= 1
        if depth == 0 { return (hasLimit, index + 1) }
      case .word("timeLimit"):
        hasLimit =
          hasLimit || (index > 0 && tokens[index - 1].kind == .punctuation(UInt8(ascii: ".")))
      default:
        break
      }
      index += 1
    }
    return (hasLimit, index)
  }

  /// Every finding in the Swift files under `folder` (snapshot folders aside), as
  /// `path:line: …` with `path` relative to `root`.
  static func findings(under folder: URL, relativeTo root: URL) throws -> [String] {
    guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    var reports: [String] = []
    for case let file as URL in files
    where file.pathExtension == "swift" && !file.path.contains("/__Snapshots__/") {
      let source = try String(contentsOf: file, encoding: .utf8)
      let path = String(
        file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      reports += findings(in: source).map { "\(path):\($0)" }
    }
    return reports.sorted()
  }
}
