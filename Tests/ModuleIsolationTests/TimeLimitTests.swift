import Foundation
import Testing

/// Every test in `Tests/` runs under a time limit, so that a hang fails one test instead of
/// stopping the whole run; this keeps it so for suites added later.
@Suite(.timeLimit(.minutes(5))) struct TimeLimitTests {
  @Test func everySuiteAndTestInTheTestsFolderHasATimeLimit() throws {
    let tests = TestPackage.root.appendingPathComponent("Tests")
    let findings = try TimeLimitScanner.findings(under: tests, relativeTo: TestPackage.root)
    for finding in findings {
      Issue.record("\(finding)")
    }
  }

  @Test func aSuiteWithoutALimitIsReportedOnceForAllItsTests() {
    let source = """
      @MainActor
      @Suite(.serialized) struct A {
        @Test func one() {}
        @Test(arguments: [1, 2]) func two(value: Int) {}
      }
      """
    #expect(TimeLimitScanner.findings(in: source).map(\.line) == [2])
  }

  @Test func aSuitesLimitCoversItsTestsAndNestedSuites() {
    let source = """
      @Suite(
        .serialized,
        .timeLimit(.minutes(10))
      ) struct A {
        var value: Int { 1 }
        @Test(.enabled(if: true)) func one() { if true { _ = 1 } }
        struct Inner {
          @Test func two() {}
        }
        @Suite struct Nested {
          @Test func three() {}
        }
      }
      @Test(.timeLimit(.minutes(5))) func alone() {}
      """
    #expect(TimeLimitScanner.findings(in: source).isEmpty)
  }

  @Test func aTestOutsideALimitedSuiteIsReported() {
    let source = """
      @Test func alone() {}
      struct NoSuite {
        @Test func inside() {}
      }
      extension Limited {
        @Test func inAnExtension() {}
      }
      @Suite(.timeLimit(.minutes(5))) struct Limited {}
      @Test func after() {}
      """
    #expect(TimeLimitScanner.findings(in: source).map(\.line) == [1, 3, 6, 9])
  }

  @Test func attributesInCommentsAndStringsDoNotCount() {
    let source = #"""
      // @Suite struct Commented {}
      /* @Test func old() {} */
      let text = "@Test func quoted() {}"
      let lines = """
        @Suite struct Quoted {}
        """
      @Test(.bug("timeLimit")) func named() {}
      """#
    let findings = TimeLimitScanner.findings(in: source)
    #expect(findings.map(\.line) == [7])
    #expect(findings.first?.description.contains("has no .timeLimit(.minutes(N)) trait") == true)
  }
}
