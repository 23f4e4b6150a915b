import Foundation
import Testing

@testable import NavigationBackport

/// Values survive ``JSONValueEncoder`` then ``JSONValueDecoder``, and the two agree with
/// Foundation's coders in both directions.
@Suite struct FastCodecRoundTripTests {
  private func roundTrip<T: Codable & Equatable>(_ value: T) throws {
    let text = try JSONTestSupport.encode(value)
    #expect(try JSONTestSupport.decode(T.self, from: text) == value, "\(text)")
    // Differential: each side reads what the other writes.
    #expect(try JSONTestSupport.foundationDecode(T.self, from: text) == value, "\(text)")
    let foundationText = try JSONTestSupport.foundationEncode(value)
    #expect(try JSONTestSupport.decode(T.self, from: foundationText) == value, "\(foundationText)")
  }

  @Test func primitivesOfEveryWidthAtTheirEdges() throws {
    try roundTrip(JSONFixtures.Primitives())
    var maxima = JSONFixtures.Primitives()
    maxima.int = .max
    maxima.int8 = .max
    maxima.int16 = .min
    maxima.int32 = .max
    maxima.int64 = .min
    maxima.uint = 0
    maxima.double = -1.7976931348623157e308
    maxima.float = -3.4028235e38
    maxima.bool = false
    maxima.string = ""
    try roundTrip(maxima)
  }

  @Test func wideIntegersRoundTripThroughThisModulesCoders() throws {
    for value in [Int128.min, -1, 0, Int128(Int64.max) + 1, Int128.max] {
      #expect(try JSONTestSupport.decode(Int128.self, from: JSONTestSupport.encode(value)) == value)
    }
    for value in [UInt128.min, UInt128(UInt64.max) + 1, UInt128.max] {
      #expect(
        try JSONTestSupport.decode(UInt128.self, from: JSONTestSupport.encode(value)) == value)
    }
  }

  @Test(arguments: [
    0.1, 1.0 / 3.0, Double.leastNonzeroMagnitude, 2.2250738585072014e-308, 1.7976931348623157e308,
    -0.0, 1e21, 1e22,
    1e23, 123.456, 9_007_199_254_740_994, 0.000_001, 4.35, 2.675,
  ])
  func doublesRoundTripExactly(value: Double) throws {
    let back = try JSONTestSupport.decode(Double.self, from: JSONTestSupport.encode(value))
    #expect(back == value)
    #expect(back.sign == value.sign)
    try roundTrip([value])
  }

  @Test func randomDoublesRoundTripExactly() throws {
    var generator = JSONFixtures.SplitMix(seed: 7)
    var values: [Double] = []
    while values.count < 2000 {
      let value = Double(bitPattern: generator.next())
      if value.isFinite {
        values.append(value)
      }
    }
    try roundTrip(values)
    let floats = values.prefix(500).map { Float($0) }.filter(\.isFinite)
    try roundTrip(floats)
  }

  @Test(arguments: [
    "", "plain", "quote\" back\\ slash/", "\n\r\t\u{8}\u{c}", "\u{0}\u{1}\u{1f}\u{7f}", "é😀中👍🏽",
    "\u{2028}\u{2029}", "\u{FFFF}\u{10FFFF}", String(repeating: "long text ", count: 500),
  ])
  func stringsRoundTrip(value: String) throws {
    try roundTrip(value)
    try roundTrip(["key \(value)": value])
  }

  @Test func optionalsRoundTrip() throws {
    try roundTrip(JSONFixtures.Screen(id: "a", title: "A"))
    try roundTrip(JSONFixtures.Screen(id: "a", title: "A", subtitle: "s"))
    try roundTrip([nil, 1, nil] as [Int?])
    try roundTrip(["a": nil, "b": 2] as [String: Int?])
    try roundTrip(Int?.none)
  }

  @Test(arguments: [
    JSONFixtures.Route.list, .item(id: Int.min, highlighted: false), .search(""),
    .nested(JSONFixtures.Screen(id: "x", title: "Y", subtitle: nil), tags: []),
  ])
  func enumsWithPayloadsRoundTrip(route: JSONFixtures.Route) throws {
    try roundTrip(route)
  }

  @Test func nestedContainersRoundTrip() throws {
    try roundTrip(
      JSONFixtures.HandWritten(
        matrix: [[1, 2], [], [3, -4, 5]], labels: ["z": "last", "a": "first", "": ""],
        pair: ("one", 1.5)))
    try roundTrip([[[1]], [[2, 3], []]])
    try roundTrip(["outer": ["inner": [1, 2]]])
  }

  @Test func classesRoundTripThroughSuperEncoder() throws {
    try roundTrip(JSONFixtures.Dog(name: "Rex", goodBoy: true))
    try roundTrip(JSONFixtures.Cat(name: "Tom", lives: 9))
  }

  @Test func foundationTypesRoundTrip() throws {
    try roundTrip(JSONFixtures.FoundationValues())
    try roundTrip([URL(string: "file:///tmp/a%20b")])
    try roundTrip(Data())
    try roundTrip([Decimal(string: "-0.000001"), Decimal(string: "79228162514264337593543950335")])
    try roundTrip(Date(timeIntervalSince1970: 1_700_000_000.25))
  }

  @Test func dictionariesWithManyKeysRoundTrip() throws {
    var value: [String: Int] = [:]
    for index in 0..<5000 {
      value["key \(index)"] = index
    }
    try roundTrip(value)
    try roundTrip([1: "one", 2: "two"])
  }

  @Test func prettyPrintedFoundationOutputDecodes() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted]
    let value = JSONFixtures.HandWritten(matrix: [[1]], labels: ["a": "b"], pair: ("x", -2))
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    #expect(text.contains("\n"))
    #expect(try JSONTestSupport.decode(JSONFixtures.HandWritten.self, from: text) == value)
  }

  @Test func aRepeatedKeyDecodesItsLastValue() throws {
    #expect(
      try JSONTestSupport.decode([String: Int].self, from: #"{"a":1,"b":2,"a":3}"#) == [
        "a": 3, "b": 2,
      ])
    #expect(
      try JSONTestSupport.decode(
        JSONFixtures.Screen.self, from: #"{"id":"1","title":"x","id":"2"}"#
      ).id
        == "2")
  }

  @Test func theDecoderIsReusable() throws {
    let decoder = JSONValueDecoder()
    try decoder.load(Data(#"{"id":"a","title":"b"}"#.utf8))
    #expect(
      try decoder.decode(JSONFixtures.Screen.self) == JSONFixtures.Screen(id: "a", title: "b"))
    try decoder.load(Data("[1,2]".utf8))
    #expect(try decoder.decode([Int].self) == [1, 2])
  }
}
