import Testing

/// The import scanner on tricky snippets: every form of import, and text that only looks like one.
@Suite(.timeLimit(.minutes(10))) struct ImportScannerTests {
  /// A snippet and the imports in it, as `line: Module`.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    let imports: [String]

    var testDescription: String { name }
  }

  static let forms: [Case] = [
    Case(name: "plain", source: "import Foundation", imports: ["1: Foundation"]),
    Case(
      name: "attributes",
      source: """
        @testable import DetailsKit
        @_exported import TerminalUI
        @_implementationOnly import ExtraDetailsKit
        @preconcurrency import Dispatch
        @_spi(Hooks) @testable import NavigationBackport
        """,
      imports: [
        "1: DetailsKit", "2: TerminalUI", "3: ExtraDetailsKit", "4: Dispatch",
        "5: NavigationBackport",
      ]),
    Case(
      name: "access levels",
      source: """
        public import A
        package import B
        internal import C
        fileprivate import D
        private import E
        """,
      imports: ["1: A", "2: B", "3: C", "4: D", "5: E"]),
    Case(
      name: "kinds",
      source: """
        import struct Foundation.URL
        import class A.Box
        import enum B.Choice
        import protocol C.Shape
        import typealias D.Alias
        import func E.+
        import let F.constant
        import var G.variable
        """,
      imports: ["1: Foundation", "2: A", "3: B", "4: C", "5: D", "6: E", "7: F", "8: G"]),
    Case(
      name: "attribute on its own line",
      source: "@testable\nimport RootFeature",
      imports: ["2: RootFeature"]),
    Case(
      name: "every branch of a conditional",
      source: """
        #if canImport(Glibc)
          import Glibc
        #elseif canImport(Darwin)
          @preconcurrency import Darwin
        #else
          #if DEBUG
            import Nested
          #endif
        #endif
        """,
      imports: ["2: Glibc", "4: Darwin", "7: Nested"]),
    Case(
      name: "several on a line, submodules, backticks",
      source: "import A; import B.Sub\nimport `C`",
      imports: ["1: A", "1: B", "2: C"]),
    Case(
      name: "a script's first line",
      source: "#!/usr/bin/env swift\nimport Foundation",
      imports: ["2: Foundation"]),
  ]

  static let lookalikes: [Case] = [
    Case(
      name: "line and doc comments",
      source: """
        // import A
        /// import B
        import C  // import D
        """,
      imports: ["3: C"]),
    Case(
      name: "nested block comments keep line numbers",
      source: """
        /* outer
           /* inner */
           import A
        */
        /** import B */ import C
        """,
      imports: ["5: C"]),
    Case(
      name: "string literals",
      source: #"""
        let a = "import A"
        let b = "\"import B\""
        let c = "backslash \\"; import C
        """#,
      imports: ["3: C"]),
    Case(
      name: "multi-line strings",
      source: #"""
        let a = """
          import A
          "quoted" and ""doubled""
          """
        import B
        """#,
      imports: ["5: B"]),
    Case(
      name: "raw strings",
      source: ###"""
        let a = #"import "A" \(not interpolated"#
        let b = #"""
          """
          import B
          """#
        let c = ##"a "# import C"##
        import D
        """###,
      imports: ["7: D"]),
    Case(
      name: "interpolations with quotes and parentheses",
      source: #"""
        let a = "\(f(")", (1))) import A"
        let b = """
          \(g("""
            import B
            """))
          """
        import C
        """#,
      imports: ["7: C"]),
    Case(
      name: "import as a member or an argument label",
      source: """
        let a = value.import
        let b = f(import: 1)
        func g(import module: String) {}
        """,
      imports: []),
    Case(
      name: "regex literal",
      source: "let r = #/import A/#\nimport B",
      imports: ["2: B"]),
    Case(
      name: "non-ASCII text around",
      source: "let s = \"é → import A\"; import B\n// ça import C",
      imports: ["1: B"]),
  ]

  @Test(arguments: forms + lookalikes)
  func findsExactlyTheImports(_ example: Case) {
    #expect(ImportScanner.imports(in: example.source).map(\.description) == example.imports)
  }

  @Test func anUnterminatedStringEndsWithItsLine() {
    #expect(
      ImportScanner.imports(in: "let a = \"open\nimport B").map(\.description) == ["2: B"])
  }
}
