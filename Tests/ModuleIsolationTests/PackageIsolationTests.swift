import Foundation
import Testing

/// The real package keeps to `dependency-rules.txt`.
@Suite(.timeLimit(.minutes(10))) struct PackageIsolationTests {
  @Test func everyDependencyAndEveryImportKeepsToTheRules() throws {
    let violations = try IsolationChecker(root: TestPackage.root).violations()
    for violation in violations {
      Issue.record("\(violation)")
    }
  }

  /// The architecture's point, kept even if someone loosens the rules file: a feature kit and its
  /// tests know only the UI kit, never another kit, the root or navigation.
  @Test func featureKitsMayImportOnlyTheUIKit() throws {
    let rules = DependencyRules(
      parsing: try String(
        contentsOf: TestPackage.root.appendingPathComponent(IsolationChecker.rulesFileName),
        encoding: .utf8))
    let features = rules.rules.filter { $0.kind == .feature }
    #expect(Set(features.map(\.target)).isSuperset(of: ["DetailsKit", "ExtraDetailsKit"]))
    for feature in features {
      #expect(rules.allowedModules(of: feature) == ["TerminalUI"], "\(feature.target)")
      let tests = try #require(rules.rule(for: feature.target + "Tests"))
      for forbidden in features.map(\.target).filter({ $0 != feature.target })
        + ["RootFeature", "NavigationBackport", "TerminalNavigation"]
      {
        #expect(
          !rules.allows(tests, toImport: forbidden), "\(tests.target) may import \(forbidden)")
      }
    }
  }
}
