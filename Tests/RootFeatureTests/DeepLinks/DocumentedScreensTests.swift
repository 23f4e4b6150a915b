import Foundation
import Testing

@testable import RootFeature

/// Docs/DeepLinks.md lists the screens a link can name as the kits' routes spell them.
@Suite(.timeLimit(.minutes(5))) struct DocumentedScreensTests {
  @Test func theDeepLinksDocumentListsEveryKitsScreensInTheKitsOrder() throws {
    let document = try String(
      contentsOf: DocumentedCodeTests.root.appendingPathComponent("Docs/DeepLinks.md"),
      encoding: .utf8)
    let paragraphs = document.components(separatedBy: "\n\n")
    let list = try #require(
      paragraphs.first { $0.hasPrefix("The screens a link can name") },
      "Docs/DeepLinks.md has the paragraph listing the screens")
    let documented = list.matches(of: #/`([^`]+)`/#).map { String($0.output.1) }
      .filter { $0 != "--help" }
    #expect(documented == RootLink.screenPatterns)
    #expect(RootLink.screenPatterns.contains("search/for/ID/results"), "every kit, Search too")
  }
}
