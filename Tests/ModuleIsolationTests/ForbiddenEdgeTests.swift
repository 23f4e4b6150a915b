import Foundation
import Testing

/// The check can fail: break a copy of the package and the checker names exactly what broke.
@Suite(.timeLimit(.minutes(10))) struct ForbiddenEdgeTests {
  private let detailsView = "Modules/DetailsKit/View/DetailsView.swift"

  /// The line of `target`'s rule in the copy's rules file.
  private func ruleLine(_ target: String, in copy: PackageCopy) throws -> Int {
    let rules = DependencyRules(parsing: try copy.read(IsolationChecker.rulesFileName))
    return try #require(rules.rule(for: target)).line
  }

  @Test func aKitImportingTheOtherKitIsReportedWithFileAndLine() throws {
    try TestPackage.withCopy { copy in
      let line =
        try copy.replace(
          "import TerminalUI\n", with: "import TerminalUI\nimport ExtraDetailsKit\n",
          in: detailsView)
        + 1
      let rule = try ruleLine("DetailsKit", in: copy)
      #expect(
        try copy.violations().map(\.description) == [
          "\(detailsView):\(line): DetailsKit imports ExtraDetailsKit, but DetailsKit may import only TerminalUI (dependency-rules.txt:\(rule))"
        ])
    }
  }

  /// A new source file with a forbidden import, in a module it is forbidden in.
  struct ForbiddenFile: Sendable, CustomTestStringConvertible {
    let file: String
    let text: String
    let line: Int
    let module: String
    let imported: String
    let allowed: String

    var testDescription: String { "\(module) imports \(imported)" }
  }

  @Test(arguments: [
    ForbiddenFile(
      file: "Modules/ExtraDetailsKit/Probe.swift",
      text: "import TerminalUI\n\n@testable import DetailsKit\n", line: 3,
      module: "ExtraDetailsKit", imported: "DetailsKit", allowed: "TerminalUI"),
    ForbiddenFile(
      file: "Modules/DetailsKit/Probe.swift",
      text: "/* import TerminalNavigation */\n@_implementationOnly import RootFeature\n", line: 2,
      module: "DetailsKit", imported: "RootFeature", allowed: "TerminalUI"),
    ForbiddenFile(
      file: "Modules/NavigationBackport/Probe.swift",
      text: """
        import Synchronization

        #if canImport(TerminalUI)
          @preconcurrency internal import TerminalUI
        #endif
        """,
      line: 4,
      module: "NavigationBackport", imported: "TerminalUI", allowed: "toolchain modules"),
    ForbiddenFile(
      file: "Modules/ExtraDetailsKit/View/Probe.swift",
      text:
        "let note = \"import RootFeature\"\nimport struct NavigationBackport.NBNavigationPath\n",
      line: 2,
      module: "ExtraDetailsKit", imported: "NavigationBackport", allowed: "TerminalUI"),
  ])
  func everyImportFormIsChecked(_ forbidden: ForbiddenFile) throws {
    try TestPackage.withCopy { copy in
      try copy.write(forbidden.file, forbidden.text)
      let rule = try ruleLine(forbidden.module, in: copy)
      #expect(
        try copy.violations().map(\.description) == [
          "\(forbidden.file):\(forbidden.line): \(forbidden.module) imports \(forbidden.imported), but \(forbidden.module) may import only \(forbidden.allowed) (dependency-rules.txt:\(rule))"
        ])
    }
  }

  @Test func aForbiddenDependencyInPackageSwiftIsReportedWithItsTarget() throws {
    try TestPackage.withCopy { copy in
      let line = try copy.replace(
        #".target(name: "DetailsKit", dependencies: ["TerminalUI"]"#,
        with: #".target(name: "DetailsKit", dependencies: ["TerminalUI", "ExtraDetailsKit"]"#,
        in: "Package.swift")
      let rule = try ruleLine("DetailsKit", in: copy)
      #expect(
        try copy.violations().map(\.description) == [
          "Package.swift:\(line): target DetailsKit depends on ExtraDetailsKit, but DetailsKit may import only TerminalUI (dependency-rules.txt:\(rule))"
        ])
    }
  }

  /// A product of another package is no project module and no toolchain module: forbidden too.
  @Test func aForbiddenProductDependencyIsReportedWithItsTarget() throws {
    try TestPackage.withCopy { copy in
      try copy.write(
        "Vendor/Helper/Package.swift",
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "Helper",
          products: [.library(name: "Helper", targets: ["Helper"])],
          targets: [.target(name: "Helper")]
        )
        """)
      try copy.write("Vendor/Helper/Sources/Helper/Helper.swift", "public let helper = 1\n")
      try copy.replace(
        "  targets: [\n",
        with: "  dependencies: [.package(path: \"Vendor/Helper\")],\n  targets: [\n",
        in: "Package.swift")
      let line = try copy.replace(
        #".target(name: "DetailsKit", dependencies: ["TerminalUI"]"#,
        with:
          #".target(name: "DetailsKit", dependencies: ["TerminalUI", .product(name: "Helper", package: "Helper")]"#,
        in: "Package.swift")
      let rule = try ruleLine("DetailsKit", in: copy)
      #expect(
        try copy.violations().map(\.description) == [
          "Package.swift:\(line): target DetailsKit depends on product Helper, but DetailsKit may import only TerminalUI (dependency-rules.txt:\(rule))"
        ])
    }
  }

  @Test func aTargetWithoutARuleIsReported() throws {
    try TestPackage.withCopy { copy in
      try copy.write("Modules/Sneaky/Sneaky.swift", "import TerminalUI\n")
      let line = try copy.replace(
        "    // MARK: The app",
        with: """
              .target(name: "Sneaky", dependencies: ["TerminalUI"], path: "Modules/Sneaky"),

              // MARK: The app
          """,
        in: "Package.swift")
      #expect(
        try copy.violations().map(\.description) == [
          "Package.swift:\(line): target Sneaky has no rule in dependency-rules.txt; add a line saying what it may import"
        ])
    }
  }

  /// Allowed by the rules but not declared in Package.swift: it compiles only when another target
  /// happens to build the module first, so building the target alone would fail.
  @Test func anUndeclaredImportIsReportedEvenWhenTheRulesAllowIt() throws {
    try TestPackage.withCopy { copy in
      let file = "Tests/NavigationBackportTests/UndeclaredImport.swift"
      try copy.write(file, "import NavigationBackport\nimport TerminalUITesting\n")
      let line = 2
      #expect(
        try copy.violations().map(\.description) == [
          "\(file):\(line): NavigationBackportTests imports TerminalUITesting, but Package.swift does not make NavigationBackportTests depend on it, directly or through its dependencies"
        ])
    }
  }
}
