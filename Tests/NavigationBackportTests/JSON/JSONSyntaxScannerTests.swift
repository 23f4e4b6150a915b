import Testing

@testable import NavigationBackport

@Suite struct JSONSyntaxScannerTests {
  private func scan(_ text: String) throws(JSONSyntaxScanner.SyntaxError) -> JSONSyntaxScanner {
    try JSONSyntaxScanner(scanning: Array(text.utf8))
  }

  @Test(arguments: [
    "[]", "{}", "\"text\"", "-1.5e3", "true", "null",
    "[{\"a\": [1, 2, {\"b\": \"\\\"quoted\\\"\"}]}, false]",
  ])
  func acceptsValidJSON(_ text: String) throws {
    _ = try scan(text)
  }

  @Test(arguments: [
    ("[1, 2,,]", 1, 7, "where a value was expected"),
    ("[\n  {\"id\": \"a\"}\n  {\"id\": \"b\"}\n]", 3, 3, "expected ',' or ']'"),
    ("{\"a\" 1}", 1, 6, "expected a ':' after the key"),
    ("{a: 1}", 1, 2, "expected a quoted key"),
    ("[1] 2", 1, 5, "after the end of the document"),
    ("[\"open", 1, 7, "ends inside a string"),
    ("[tru]", 1, 2, "where a value was expected"),
    ("[1.2.3]", 1, 2, "\"1.2.3\" is not a number"),
    ("", 1, 1, "ends where a value was expected"),
    ("[\n", 2, 1, "ends where a value was expected"),
  ])
  func reportsWhereAndWhatForInvalidJSON(
    text: String, line: Int, column: Int, message: String
  ) {
    #expect {
      try scan(text)
    } throws: { error in
      guard let error = error as? JSONSyntaxScanner.SyntaxError else {
        return false
      }
      return error.line == line && error.column == column && error.message.contains(message)
    }
  }

  @Test func recordsTheLineOfEachTopLevelElement() throws {
    let scanner = try scan("[\n  {\"a\": 1},\n\n  {\"b\":\n 2},\n  3\n]")
    #expect(scanner.topLevelElementLines == [2, 4, 6])
  }

  @Test func rejectsRawControlCharactersInStrings() {
    #expect(throws: JSONSyntaxScanner.SyntaxError.self) {
      try scan("[\"a\u{07}b\"]")
    }
  }

  @Test func survivesDeepNestingWithAnError() {
    let text = String(repeating: "[", count: 10_000)
    #expect {
      try scan(text)
    } throws: { error in
      (error as? JSONSyntaxScanner.SyntaxError)?.message.contains("nesting deeper") == true
    }
  }
}
