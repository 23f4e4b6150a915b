import Foundation
import Testing

@testable import NavigationBackport

/// What ``JSONValueEncoder`` writes: compact, deterministic, and byte for byte what Foundation's
/// `JSONEncoder` writes with `.sortedKeys` and `.withoutEscapingSlashes`.
@Suite struct JSONWriterTests {
  private func encode<T: Encodable>(_ value: T) throws -> String {
    try JSONTestSupport.encode(value)
  }

  private func foundation<T: Encodable>(_ value: T) throws -> String {
    try JSONTestSupport.foundationEncode(value)
  }

  @Test func integersOfEveryWidthAreWrittenInDecimal() throws {
    #expect(try encode(0) == "0")
    #expect(try encode(-1) == "-1")
    #expect(try encode(Int.min) == "-9223372036854775808")
    #expect(try encode(Int64.max) == "9223372036854775807")
    #expect(try encode(Int8.min) == "-128")
    #expect(try encode(Int16.min) == "-32768")
    #expect(try encode(Int32.max) == "2147483647")
    #expect(try encode(UInt8.max) == "255")
    #expect(try encode(UInt16.max) == "65535")
    #expect(try encode(UInt32.max) == "4294967295")
    #expect(try encode(UInt64.max) == "18446744073709551615")
    #expect(try encode(UInt.max) == "18446744073709551615")
    #expect(try encode(Int128.min) == "-170141183460469231731687303715884105728")
    #expect(try encode(Int128.max) == "170141183460469231731687303715884105727")
    #expect(try encode(UInt128.max) == "340282366920938463463374607431768211455")
    #expect(
      try encode([Int64.min, 0, Int64.max]) == "[-9223372036854775808,0,9223372036854775807]")
  }

  @Test(arguments: [
    (1.0, "1"), (0.1, "0.1"), (-2.5, "-2.5"), (1e-5, "1e-05"), (1e20, "1e+20"),
    (Double.leastNonzeroMagnitude, "5e-324"), (1.7976931348623157e308, "1.7976931348623157e+308"),
    (-0.0, "-0"),
    (123_456_789_012_345_680.0, "1.2345678901234568e+17"),
    (0.30000000000000004, "0.30000000000000004"), (100.0, "100"),
  ])
  func doublesUseTheShortestTextThatReadsBack(value: Double, text: String) throws {
    #expect(try encode(value) == text)
    #expect(try encode(value) == foundation(value))
    #expect(Double(try encode(value)) == value)
  }

  @Test(arguments: [Float(0.1), 1e20, 3.4028235e38, -1.5, 16_777_216, Float.leastNonzeroMagnitude])
  func floatsUseTheShortestTextThatReadsBack(value: Float) throws {
    #expect(try encode(value) == foundation(value))
    #expect(Float(try encode(value)) == value)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteDoublesAreEncodingErrors(value: Double) {
    #expect {
      try encode(["score": value])
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else {
        return false
      }
      return context.codingPath.map(\.stringValue) == ["score"]
        && context.debugDescription.contains("JSON numbers must be finite")
        && context.debugDescription.contains("Double.")
    }
  }

  @Test func nonFiniteFloatsAreEncodingErrorsEverywhere() {
    #expect(throws: EncodingError.self) { try encode(Float.nan) }
    #expect(throws: EncodingError.self) { try encode([Float.infinity]) }
    #expect(throws: EncodingError.self) { try encode(["a": -Float.infinity]) }
  }

  @Test(arguments: [
    "plain", "quote\"", "back\\slash", "slash/and/more", "line\nfeed\ttab\rreturn",
    "\u{8}backspace\u{c}formfeed", "\u{0}nul\u{1}\u{1f}unit", "\u{7f}delete", "é ü ß", "😀👍🏽",
    "\u{2028}\u{2029}", "",
  ])
  func stringsAreEscapedLikeFoundation(value: String) throws {
    #expect(try encode(value) == foundation(value))
  }

  @Test func charactersNeedingEscapesAreFoundAtEveryPositionOfLongStrings() throws {
    // The writer and the parser look at eight bytes at a time; put the character everywhere.
    for special in ["\"", "\\", "\n", "\u{1}", "é", "😀"] {
      for length in 0..<24 {
        for position in 0...length {
          var characters = Array(repeating: "a", count: length)
          characters.insert(special, at: position)
          let value = characters.joined()
          let text = try encode(value)
          #expect(text == (try foundation(value)))
          #expect(try JSONTestSupport.decode(String.self, from: text) == value)
        }
      }
    }
  }

  @Test func controlCharactersUseShortEscapesOrLowercaseHex() throws {
    #expect(
      try encode("\u{0}\u{8}\u{9}\u{a}\u{c}\u{d}\u{1b}\u{1f}") == #""\u0000\b\t\n\f\r\u001b\u001f""#
    )
  }

  @Test func keysAreSortedByTheirBytes() throws {
    let value = ["b": 1, "a": 2, "A": 3, "a10": 4, "a9": 5, "é": 6, "": 7, "_": 8]
    #expect(try encode(value) == #"{"":7,"A":3,"_":8,"a":2,"a10":4,"a9":5,"b":1,"é":6}"#)
    #expect(try encode(value) == foundation(value))
  }

  @Test func keysThatNeedEscapingSortByTheirText() throws {
    let value = ["a\"": 1, "aA": 2, "a\n": 3, "a!": 4]
    #expect(try encode(value) == foundation(value))
  }

  @Test func equalValuesGiveEqualBytesWhateverTheInsertionOrder() throws {
    let keys = (0..<200).map { "key\($0)" }
    var forward: [String: Int] = [:]
    for (index, key) in keys.enumerated() {
      forward[key] = index
    }
    var backward: [String: Int] = [:]
    for (index, key) in keys.enumerated().reversed() {
      backward[key] = index
    }
    let first = try encode(forward)
    #expect(try encode(backward) == first)
    #expect(try encode(forward) == first)
    #expect(first == (try foundation(forward)))
  }

  @Test func aRepeatedKeyKeepsItsLastValue() throws {
    struct Twice: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONStringKey.self)
        try container.encode(1, forKey: JSONStringKey("a"))
        try container.encode("z", forKey: JSONStringKey("b"))
        try container.encode(2, forKey: JSONStringKey("a"))
      }
    }
    #expect(try encode(Twice()) == #"{"a":2,"b":"z"}"#)
  }

  @Test func optionalsAreNullOrLeftOut() throws {
    #expect(try encode(JSONFixtures.Screen(id: "a", title: "A")) == #"{"id":"a","title":"A"}"#)
    #expect(try encode([nil, 1, nil] as [Int?]) == "[null,1,null]")
    #expect(try encode(Int?.none) == "null")
    #expect(try encode(["k": String?.none]) == foundation(["k": String?.none]))
  }

  @Test(arguments: [
    JSONFixtures.Route.list, .item(id: -3, highlighted: true), .search("wine/red"),
    .nested(JSONFixtures.Screen(id: "x", title: "Y", subtitle: "z"), tags: ["a", "b"]),
  ])
  func enumsWithPayloadsMatchFoundation(route: JSONFixtures.Route) throws {
    #expect(try encode(route) == foundation(route))
  }

  @Test func nestedContainersOfEveryKind() throws {
    let value = JSONFixtures.HandWritten(
      matrix: [[1, 2], [], [3]], labels: ["z": "last", "a": "first"], pair: ("one", 1.5))
    #expect(
      try encode(value)
        == #"{"labels":{"a":"first","z":"last"},"matrix":[[1,2],[],[3]],"pair":{"first":"one","second":1.5}}"#
    )
    #expect(try encode(value) == foundation(value))
  }

  @Test func superEncoderNestsTheSuperclassUnderSuper() throws {
    let dog = JSONFixtures.Dog(name: "Rex", goodBoy: true)
    #expect(try encode(dog) == #"{"goodBoy":true,"super":{"name":"Rex"}}"#)
    #expect(try encode(dog) == foundation(dog))
  }

  @Test func aSubclassCanShareItsSuperclassContainer() throws {
    let cat = JSONFixtures.Cat(name: "Tom", lives: 9)
    #expect(try encode(cat) == #"{"lives":9,"name":"Tom"}"#)
  }

  @Test func unkeyedSuperEncoderTakesTheNextElement() throws {
    struct Wrapper: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode("first")
        try JSONFixtures.Animal(name: "Kit").encode(to: container.superEncoder())
        try container.encode(3)
      }
    }
    #expect(try encode(Wrapper()) == #"["first",{"name":"Kit"},3]"#)
  }

  @Test func foundationTypesAreWrittenAsJSONEncoderWritesThem() throws {
    let value = JSONFixtures.FoundationValues()
    #expect(try encode(value) == foundation(value))
    #expect(try encode(URL(string: "https://a.b/c")) == #""https://a.b/c""#)
    #expect(try encode(Data([1, 2, 3, 255])) == #""AQID/w==""#)
    #expect(try encode(Decimal(string: "-1e30")) == "-1000000000000000000000000000000")
  }

  @Test func aValueThatEncodesNothingIsAnEmptyObjectInsideAndAnErrorAtTheTop() throws {
    struct Nothing: Encodable {
      func encode(to encoder: any Encoder) throws {}
    }
    #expect(try encode([Nothing()]) == "[{}]")
    #expect(throws: EncodingError.self) { try encode(Nothing()) }
  }

  @Test func encodingTwoValuesIntoOneSingleValueContainerIsAnError() {
    struct Twice: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(1)
        try container.encode(2)
      }
    }
    #expect(throws: EncodingError.self) { try encode(Twice()) }
  }

  @Test func valuesNestedTooDeeplyAreAnErrorNotACrash() {
    indirect enum List: Encodable {
      case end
      case node(List)
    }
    var list = List.end
    for _ in 0..<5000 {
      list = .node(list)
    }
    #expect {
      try encode(list)
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else {
        return false
      }
      return context.debugDescription.contains("nested deeper than")
    }
  }

  @Test func aValueThatEncodesItselfForeverIsStopped() {
    struct Loop: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(self)
      }
    }
    #expect {
      try encode(Loop())
    } throws: { error in
      "\(error)".contains("nested deeper than")
    }
  }

  @Test func theEncoderIsReusableAndForgetsThePreviousValue() throws {
    let encoder = JSONValueEncoder()
    try encoder.encode(["long": "value", "other": "value"])
    try encoder.encode(7)
    #expect(String(decoding: encoder.output.data, as: UTF8.self) == "7")
  }
}
