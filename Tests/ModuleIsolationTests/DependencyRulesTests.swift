import Testing

/// Reading the rules file, and the mistakes in it that are reported rather than trusted.
@Suite(.timeLimit(.minutes(10))) struct DependencyRulesTests {
  private let sample = """
    # A comment line.
    library     Engine:        -
    library     UIKit:         -   # a trailing comment
    feature     Kit:           UIKit
    test        KitTests:      Kit, UIKit, TerminalUITesting
    library     TerminalUITesting: UIKit
    library     Root:          Kit, UIKit, Engine
    executable  bench:         any-library
    toolchain   Swift, Foundation
    toolchain   Testing
    """

  @Test func readsRulesAndTheToolchain() throws {
    let rules = DependencyRules(parsing: sample)
    #expect(rules.problems == [])
    #expect(
      rules.rules.map(\.target) == [
        "Engine", "UIKit", "Kit", "KitTests", "TerminalUITesting", "Root", "bench",
      ])
    #expect(rules.toolchain == ["Swift", "Foundation", "Testing"])
    let kit = try #require(rules.rule(for: "Kit"))
    #expect(kit.kind == .feature)
    #expect(kit.line == 4)
    #expect(rules.allows(kit, toImport: "UIKit"))
    #expect(rules.allows(kit, toImport: "Foundation"))
    #expect(!rules.allows(kit, toImport: "Engine"))
    #expect(!rules.allows(kit, toImport: "Alamofire"))
    #expect(rules.allowedDescription(of: kit) == "UIKit")
    let engine = try #require(rules.rule(for: "Engine"))
    #expect(rules.allowedModules(of: engine) == [])
    #expect(rules.allowedDescription(of: engine) == "toolchain modules")
  }

  @Test func anyLibraryMeansEveryLibraryAndFeature() throws {
    let rules = DependencyRules(parsing: sample)
    let bench = try #require(rules.rule(for: "bench"))
    #expect(
      rules.allowedModules(of: bench) == ["Engine", "UIKit", "Kit", "TerminalUITesting", "Root"])
    #expect(!rules.allows(bench, toImport: "KitTests"))
    #expect(rules.allowedDescription(of: bench) == "any library module")
  }

  @Test func mistakesAreReportedAtTheirLine() {
    let rules = DependencyRules(
      parsing: """
        library     UIKit:    -
        module      Engine:   -
        library     Engine    UIKit
        library     UIKit:    Engine
        feature     Kit:      UIKit, Typo
        test        KitTests: Kit, UIKit, Root
        library     Root:     Kit, UIKit
        """,
      file: "rules.txt")
    #expect(
      rules.problems.map(\.description) == [
        "rules.txt:2: unknown kind 'module'; a line starts with library, feature, executable, test or toolchain",
        "rules.txt:3: expected 'library <Target>: <modules>', found 'library     Engine    UIKit'",
        "rules.txt:4: UIKit already has a rule at line 1",
        "rules.txt:5: Kit may import Typo, which has no rule and is not a toolchain module",
        "rules.txt:6: KitTests may import Root, but a test target may import only its module (Kit), what Kit may import, their Testing modules and TerminalUITesting",
      ])
  }

  @Test func aFeatureNeedsATestRuleForCI() {
    let rules = DependencyRules(parsing: "library UIKit: -\nfeature Kit: UIKit", file: "rules.txt")
    #expect(
      rules.problems.map(\.description) == [
        "rules.txt:2: feature Kit has no rule for KitTests, which CI runs alone"
      ])
  }
}
