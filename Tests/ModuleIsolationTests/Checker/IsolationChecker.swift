import Foundation

/// Compares a package with its rules file: the dependencies Package.swift declares, and every
/// `import` in every Swift source of every target.
struct IsolationChecker {
  /// The rules file's name, at the package root.
  static let rulesFileName = "dependency-rules.txt"

  /// The package's root folder.
  let root: URL

  /// Every violation in the package at `root`, sorted by file and line; none when it keeps to its
  /// rules.
  ///
  /// - Throws: ``SwiftCommand/Failure`` when the package cannot be described, or a file error when
  ///   the rules file or a source cannot be read.
  func violations() throws -> [Violation] {
    let rulesText = try String(
      contentsOf: root.appendingPathComponent(Self.rulesFileName), encoding: .utf8)
    let rules = DependencyRules(parsing: rulesText, file: Self.rulesFileName)
    let graph = try PackageGraph.describe(packageAt: root)
    let manifest =
      (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    var found = rules.problems
    for target in graph.targets {
      guard let rule = rules.rule(for: target.name) else {
        found.append(
          Violation(
            file: "Package.swift", line: Self.line(declaring: target.name, in: manifest),
            message:
              "target \(target.name) has no rule in \(Self.rulesFileName); add a line saying what it may import"
          ))
        continue
      }
      found += kindMismatch(target, rule: rule, rules: rules)
      found += dependencyViolations(target, rule: rule, rules: rules, manifest: manifest)
      found += try importViolations(target, rule: rule, rules: rules, graph: graph)
    }
    return found.sorted {
      ($0.file, $0.line ?? 0, $0.message) < ($1.file, $1.line ?? 0, $1.message)
    }
  }

  /// A rule whose kind disagrees with the target's type: CI builds `library` and `feature` targets
  /// alone, so they must be libraries.
  private func kindMismatch(
    _ target: PackageGraph.Target, rule: DependencyRules.Rule, rules: DependencyRules
  ) -> [Violation] {
    let expected: Bool =
      switch rule.kind {
      case .library, .feature: target.type == "library"
      case .executable: target.type == "executable"
      case .test: target.type == "test"
      }
    guard !expected else { return [] }
    return [
      Violation(
        file: rules.file, line: rule.line,
        message:
          "\(target.name) is a \(rule.kind.rawValue) here but a \(target.type) target in Package.swift"
      )
    ]
  }

  /// Dependencies in Package.swift the rules do not allow.
  private func dependencyViolations(
    _ target: PackageGraph.Target, rule: DependencyRules.Rule, rules: DependencyRules,
    manifest: String
  ) -> [Violation] {
    let line = Self.line(declaring: target.name, in: manifest)
    let allowed = rules.allowedModules(of: rule)
    let targets = target.targetDependencies.filter { !allowed.contains($0) }
    let products = target.productDependencies.filter { !allowed.contains($0) }
    return (targets.map { ($0, "") } + products.map { ($0, "product ") }).map { name, what in
      Violation(
        file: "Package.swift", line: line,
        message:
          "target \(target.name) depends on \(what)\(name), but \(target.name) may import only \(rules.allowedDescription(of: rule)) (\(rules.file):\(rule.line))"
      )
    }
  }

  /// Imports the rules do not allow, and imports of project modules Package.swift does not make the
  /// target depend on, which build only when something else happens to build that module first.
  private func importViolations(
    _ target: PackageGraph.Target, rule: DependencyRules.Rule, rules: DependencyRules,
    graph: PackageGraph
  ) throws -> [Violation] {
    let projectModules = Set(graph.targets.map(\.name))
    let declared = graph.dependencyClosure(of: target)
    var found: [Violation] = []
    for source in target.sources.sorted() where source.hasSuffix(".swift") {
      let file = target.path + "/" + source
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for declaration in ImportScanner.imports(in: text) where declaration.module != target.name {
        if !rules.allows(rule, toImport: declaration.module) {
          found.append(
            Violation(
              file: file, line: declaration.line,
              message:
                "\(target.name) imports \(declaration.module), but \(target.name) may import only \(rules.allowedDescription(of: rule)) (\(rules.file):\(rule.line))"
            ))
        } else if projectModules.contains(declaration.module),
          !declared.contains(declaration.module)
        {
          found.append(
            Violation(
              file: file, line: declaration.line,
              message:
                "\(target.name) imports \(declaration.module), but Package.swift does not make \(target.name) depend on it, directly or through its dependencies"
            ))
        }
      }
    }
    return found
  }

  /// The line of Package.swift that names `target` in a `.target(`, `.testTarget(` or
  /// `.executableTarget(` declaration (not in a product's), if one does.
  private static func line(declaring target: String, in manifest: String) -> Int? {
    let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
    let index = lines.indices.first { index in
      guard lines[index].contains("name: \"\(target)\"") else { return false }
      return lines[index].contains("arget(")
        || (index > 0 && lines[index - 1].trimmingCharacters(in: .whitespaces).hasSuffix("arget("))
    }
    return index.map { $0 + 1 }
  }
}
