import Foundation
import Testing

@testable import NavigationBackport

/// What ``JSONParser`` accepts, and where and why it rejects the rest.
@Suite struct JSONParserTests {
  private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONTestSupport.decode(type, from: text)
  }

  @Test(arguments: [
    " \n\t\r[ 1 , 2 ]\n ", "{}", "[]", "\"\"", "0", "-0", "1.5e-3", "-1E+10", "2e5", "0.0",
    "true", "false", "null", #"{"a":{"b":[{"c":null}]}}"#, #"["\u00e9\ud83d\ude00\/\b\f\n\r\t"]"#,
    "\u{FEFF}[1]",
  ])
  func acceptsValidJSON(text: String) {
    #expect(JSONTestSupport.syntaxError(text) == nil)
  }

  @Test func acceptsAByteOrderMark() throws {
    #expect(try decode([Int].self, "\u{FEFF}[1]") == [1])
  }

  @Test func unescapesEveryEscape() throws {
    let text = #"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u20AC", "\ud83d\ude00", "\u0000"]"#
    #expect(try decode([String].self, text) == ["\"\\/\u{8}\u{c}\n\r\t", "Aé€", "😀", "\u{0}"])
  }

  @Test func readsRawUTF8() throws {
    #expect(try decode(String.self, "\"é😀中\"") == "é😀中")
  }

  @Test func readsNumbersInEveryForm() throws {
    #expect(
      try decode([Double].self, "[0, -0.5, 1e3, 1E-2, 2.5e+2, 123456789.123456789]")
        == [0, -0.5, 1000, 0.01, 250, 123_456_789.123_456_789])
    #expect(try decode([Int].self, "[1e2, 1.0e1, -0, 10.00, 2.5E1]") == [100, 10, 0, 10, 25])
    #expect(try decode(Double.self, "1e-400") == 0)
    #expect(try decode(Double.self, "0.1") == 0.1)
    #expect(try decode(Double.self, "2.2250738585072014e-308") == 2.2250738585072014e-308)
    #expect(try decode(Double.self, "9007199254740993") == 9_007_199_254_740_992)
  }

  @Test(arguments: [
    ("[1, 2,,]", 1, 7, "unexpected ',' where a value was expected"),
    ("[\n  {\"id\": \"a\"}\n  {\"id\": \"b\"}\n]", 3, 3, "expected ',' or ']', found '{'"),
    ("{\"a\" 1}", 1, 6, "expected a ':' after the key, found '1'"),
    ("{a: 1}", 1, 2, "expected a quoted key, found 'a'"),
    ("{\"a\": 1,}", 1, 9, "expected a quoted key, found '}'"),
    ("[1] 2", 1, 5, "unexpected '2' after the end of the document"),
    ("[\"open", 1, 7, "the document ends inside a string"),
    ("[tru]", 1, 2, "unexpected 't' where a value was expected"),
    ("[1.2.3]", 1, 2, "\"1.2.3\" is not a number"),
    ("[01]", 1, 2, "\"01\" is not a number (a number cannot start with 0"),
    ("[1.]", 1, 2, "\"1.\" is not a number (a digit must follow the decimal point)"),
    ("[-]", 1, 2, "\"-\" is not a number"),
    ("[1e]", 1, 2, "\"1e\" is not a number (a digit must follow the exponent"),
    ("[+1]", 1, 2, "unexpected '+' where a value was expected"),
    ("", 1, 1, "the document ends where a value was expected"),
    ("[\n", 2, 1, "the document ends where a value was expected"),
    ("{\"a\":1", 1, 7, "the document ends inside an object"),
    ("[1\n,\n2", 3, 2, "the document ends inside an array"),
    ("\"a\u{1}b\"", 1, 3, "a raw control character (byte 0x01) inside a string"),
    ("\"tab\there\"", 1, 5, "raw control character (byte 0x09)"),
    (#"["\x"]"#, 1, 3, "invalid escape '\\x'"),
    (#"["\u12"]"#, 1, 7, "\\u must be followed by four hexadecimal digits, found '\"'"),
    (#"["\u12"#, 1, 7, "the document ends inside a \\u escape"),
    (#"["\"#, 1, 3, "the document ends inside an escape sequence"),
    (
      #"["\ud800"]"#, 1, 3, "lone surrogate \\uD800: a high surrogate must be followed by a low one"
    ),
    (#"["\udc00"]"#, 1, 3, "lone surrogate \\uDC00: a low surrogate must follow a high one"),
    (#"["\ud800\u0041"]"#, 1, 3, "\\u0041 after it is not a low surrogate"),
    ("[NaN]", 1, 2, "unexpected 'N' where a value was expected"),
    ("['a']", 1, 2, "unexpected ''' where a value was expected"),
  ])
  func reportsTheLineColumnAndReasonOfSyntaxErrors(
    text: String, line: Int, column: Int, message: String
  ) {
    let error = JSONTestSupport.syntaxError(text)
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
  }

  @Test(
    arguments: [
      ([0x5B, 0x22, 0xFF, 0x22, 0x5D], 3, "invalid UTF-8: byte 0xFF cannot start a character"),
      ([0x22, 0xC0, 0x80, 0x22], 2, "byte 0xC0 cannot start a character"),
      ([0x22, 0xED, 0xA0, 0x80, 0x22], 3, "byte 0xA0 cannot follow byte 0xED"),
      ([0x22, 0xE2, 0x82], 2, "the document ends inside a character"),
      ([0x22, 0xE2, 0x28, 0xA1, 0x22], 3, "'(' cannot follow byte 0xE2"),
      ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 3, "byte 0x90 cannot follow byte 0xF4"),
      ([0x5B, 0x80, 0x5D], 2, "unexpected byte 0x80 where a value was expected"),
    ] as [([UInt8], Int, String)])
  func rejectsInvalidUTF8(bytes: [UInt8], column: Int, message: String) {
    let error = JSONTestSupport.syntaxError(bytes)
    #expect(error?.line == 1)
    #expect(error?.column == column)
    #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
  }

  @Test func syntaxErrorsDescribeThemselvesWithTheirPlace() {
    let error = JSONTestSupport.syntaxError("[\n1,\n]")
    #expect(error?.description == "line 3, column 1: unexpected ']' where a value was expected")
  }

  @Test(arguments: ["[", "{\"a\":", "[{\"a\":"])
  func deepNestingIsAnErrorNotACrash(opening: String) {
    let text = String(repeating: opening, count: 100_000)
    let error = JSONTestSupport.syntaxError(text)
    #expect(error?.message.contains("nesting deeper than 512 levels") == true)
  }

  @Test func nestingUpToTheLimitIsAccepted() {
    let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(JSONTestSupport.syntaxError(text) == nil)
    let deeper = "[" + text + "]"
    #expect(JSONTestSupport.syntaxError(deeper)?.message.contains("nesting deeper") == true)
  }

  @Test func hugeNumbersParseAndFailOnlyWhenTheyDoNotFit() throws {
    let digits = String(repeating: "9", count: 10_000)
    #expect(JSONTestSupport.syntaxError(digits) == nil)
    #expect(throws: DecodingError.self) { try decode(Int.self, digits) }
    #expect(throws: DecodingError.self) { try decode(Double.self, "1e999999999999") }
    #expect(try decode(Double.self, "1e-999999999999") == 0)
    #expect(try decode(Int.self, "0e999999999999") == 0)
    #expect(throws: DecodingError.self) { try decode(Int.self, "1e999999999999") }
    #expect(throws: DecodingError.self) { try decode(Int.self, "1e-999999999999") }
    #expect(try decode(Double.self, digits + "e-10000") > 0)
  }

  @Test func arbitraryBytesNeverCrash() {
    var generator = JSONFixtures.SplitMix(seed: 42)
    let alphabet = Array(#"{}[]",:\-+.eE0123456789truefalsnu \#n"#.utf8) + [0x00, 0x80, 0xC3, 0xFF]
    for _ in 0..<2000 {
      let length = Int(generator.next() % 40)
      let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      _ = JSONTestSupport.syntaxError(bytes)
      _ = try? JSONTestSupport.decode(
        JSONFixtures.Route.self, from: String(decoding: bytes, as: UTF8.self))
    }
  }

  @Test func truncationsOfValidJSONAreErrorsNotCrashes() throws {
    let text = try JSONTestSupport.encode(
      JSONFixtures.HandWritten(matrix: [[1, -2]], labels: ["é": "\"q\""], pair: ("😀", 1e-7)))
    let bytes = Array(text.utf8)
    for length in 0..<bytes.count {
      #expect(JSONTestSupport.syntaxError(Array(bytes[0..<length])) != nil)
    }
    #expect(JSONTestSupport.syntaxError(bytes) == nil)
  }

  @Test func recordsWhereEachTopLevelElementStarts() throws {
    let scanner = try JSONSyntaxScanner(
      scanning: Array("[\n  {\"a\": [1,\n2]},\n\n  \"x\",\n  3\n]".utf8))
    #expect(scanner.topLevelElementLines == [2, 5, 6])
    #expect(
      try JSONSyntaxScanner(scanning: Array("{\"a\": [1, 2]}".utf8)).topLevelElementLines == [])
  }
}

extension JSONFixtures {
  /// A small deterministic random number generator for fuzzing.
  struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
      state = seed
    }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }
}
