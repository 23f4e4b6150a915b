/// The module graph the package allows, read from `dependency-rules.txt`.
///
/// Each line is `<kind> <Target>: <modules>` or `toolchain <modules>`; the file's header explains
/// them. Reading never fails: what cannot be read becomes a ``Violation`` at its line in
/// ``problems``, so a broken rules file fails the check like a forbidden import does.
struct DependencyRules: Sendable {
  /// What a rule's target is.
  enum Kind: String, Sendable {
    /// A library module.
    case library
    /// A feature kit: a library whose `<Feature>Tests` target CI also runs alone.
    case feature
    /// An executable target.
    case executable
    /// A test target.
    case test

    /// Whether a target of this kind is a library, which `any-library` stands for.
    var isLibrary: Bool { self == .library || self == .feature }
  }

  /// What one target may import.
  struct Rule: Sendable {
    /// The target the rule is for.
    let target: String
    /// What the target is.
    let kind: Kind
    /// The project modules the target may import, as the file lists them.
    let allowed: [String]
    /// The rule's line in the rules file.
    let line: Int
  }

  /// The rules file's path relative to the package root, which messages name.
  let file: String
  /// The rules in the order of the file.
  let rules: [Rule]
  /// The toolchain's modules, which every target may import.
  let toolchain: Set<String>
  /// What is wrong with the file itself.
  let problems: [Violation]

  /// The token that stands for every library and feature module.
  static let anyLibrary = "any-library"
  /// The module every test target may import besides its module's; each module it may import
  /// may also be imported through its test support, the module of its name and `Testing`.
  static let testingModule = "TerminalUITesting"

  /// Reads the rules in `text`, the contents of the rules file at `file`.
  init(parsing text: String, file: String = "dependency-rules.txt") {
    self.file = file
    var rules: [Rule] = []
    var toolchain: Set<String> = []
    var problems: [Violation] = []
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let lineNumber = offset + 1
      let content = rawLine.prefix { $0 != "#" }.trimmingWhitespace()
      guard !content.isEmpty else { continue }
      let kindWord = content.prefix { !$0.isWhitespace }
      let rest = content.dropFirst(kindWord.count).trimmingWhitespace()
      if kindWord == "toolchain" {
        toolchain.formUnion(Self.list(rest))
        continue
      }
      guard let kind = Kind(rawValue: String(kindWord)) else {
        problems.append(
          Violation(
            file: file, line: lineNumber,
            message:
              "unknown kind '\(kindWord)'; a line starts with library, feature, executable, test or toolchain"
          ))
        continue
      }
      let parts = rest.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let target = parts[0].trimmingWhitespace()
      guard parts.count == 2, !target.isEmpty, !target.contains(where: \.isWhitespace) else {
        problems.append(
          Violation(
            file: file, line: lineNumber,
            message: "expected '\(kind.rawValue) <Target>: <modules>', found '\(content)'"))
        continue
      }
      if let earlier = rules.first(where: { $0.target == target }) {
        problems.append(
          Violation(
            file: file, line: lineNumber,
            message: "\(target) already has a rule at line \(earlier.line)"))
        continue
      }
      rules.append(
        Rule(target: String(target), kind: kind, allowed: Self.list(parts[1]), line: lineNumber))
    }
    self.rules = rules
    self.toolchain = toolchain
    self.problems = problems + Self.inconsistencies(rules: rules, toolchain: toolchain, file: file)
  }

  /// The rule for `target`, if the file has one.
  func rule(for target: String) -> Rule? {
    rules.first { $0.target == target }
  }

  /// The project modules `rule`'s target may import, with `any-library` expanded.
  func allowedModules(of rule: Rule) -> Set<String> {
    var modules = Set(rule.allowed)
    if modules.remove(Self.anyLibrary) != nil {
      modules.formUnion(rules.filter(\.kind.isLibrary).map(\.target))
    }
    modules.remove(rule.target)
    return modules
  }

  /// Whether `rule`'s target may import `module`: a toolchain module or one its rule lists.
  func allows(_ rule: Rule, toImport module: String) -> Bool {
    toolchain.contains(module) || allowedModules(of: rule).contains(module)
  }

  /// What `rule` allows, for a message: "TerminalUI", "TerminalUI, NavigationBackport",
  /// "toolchain modules".
  func allowedDescription(of rule: Rule) -> String {
    if rule.allowed.isEmpty { return "toolchain modules" }
    return rule.allowed.map { $0 == Self.anyLibrary ? "any library module" : $0 }
      .joined(separator: ", ")
  }

  /// The items of a comma-separated list; `-` is the empty list.
  private static func list(_ text: Substring) -> [String] {
    text.split(separator: ",").map { String($0.trimmingWhitespace()) }
      .filter { !$0.isEmpty && $0 != "-" }
  }

  /// Names that are not modules; test rules that allow more than their module's tests may; features
  /// without a test rule, which CI needs to run them alone.
  private static func inconsistencies(rules: [Rule], toolchain: Set<String>, file: String)
    -> [Violation]
  {
    let targets = Set(rules.map(\.target))
    var problems: [Violation] = []
    for rule in rules {
      for name in rule.allowed
      where name != anyLibrary && !targets.contains(name) && !toolchain.contains(name) {
        problems.append(
          Violation(
            file: file, line: rule.line,
            message:
              "\(rule.target) may import \(name), which has no rule and is not a toolchain module"
          ))
      }
      if rule.kind == .test, rule.target.hasSuffix("Tests"),
        let tested = rules.first(where: { $0.target == String(rule.target.dropLast(5)) })
      {
        let reachable = tested.allowed + [tested.target]
        let permitted = Set(reachable + reachable.map { $0 + "Testing" } + [testingModule])
        for name in rule.allowed where !permitted.contains(name) {
          problems.append(
            Violation(
              file: file, line: rule.line,
              message:
                "\(rule.target) may import \(name), but a test target may import only its module (\(tested.target)), what \(tested.target) may import, their Testing modules and \(testingModule)"
            ))
        }
      }
      if rule.kind == .feature, !targets.contains(rule.target + "Tests") {
        problems.append(
          Violation(
            file: file, line: rule.line,
            message:
              "feature \(rule.target) has no rule for \(rule.target)Tests, which CI runs alone"
          ))
      }
    }
    return problems
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return self[start..<end]
  }
}
