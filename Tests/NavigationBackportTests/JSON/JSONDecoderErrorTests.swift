import Foundation
import Testing

@testable import NavigationBackport

/// ``JSONValueDecoder`` reports each problem as the `DecodingError` Foundation would, at the right
/// coding path, and says what was expected and what was found.
@Suite struct JSONDecoderErrorTests {
  private func error<T: Decodable>(decoding type: T.Type, _ text: String) -> DecodingError? {
    do {
      _ = try JSONTestSupport.decode(type, from: text)
      return nil
    } catch let error as DecodingError {
      return error
    } catch {
      Issue.record("not a DecodingError: \(error)")
      return nil
    }
  }

  private func path(_ context: DecodingError.Context) -> [String] {
    context.codingPath.map(\.stringValue)
  }

  @Test func aValueOfTheWrongKindIsATypeMismatchSayingWhatWasFound() {
    guard
      case .typeMismatch(let type, let context) = error(
        decoding: JSONFixtures.Screen.self, #"{"id": 12, "title": "x"}"#)
    else {
      Issue.record("expected a type mismatch")
      return
    }
    #expect(ObjectIdentifier(type) == ObjectIdentifier(String.self))
    #expect(path(context) == ["id"])
    #expect(
      context.debugDescription == "Expected to decode String but found a number (12) instead.")
  }

  @Test(arguments: [
    ("[true]", "a boolean (true)"), (#"["abc"]"#, #"a string ("abc")"#),
    ("[[1,2]]", "an array of 2 elements"),
    (#"[{"a":1}]"#, "an object with 1 member"),
  ])
  func mismatchesNameWhatWasFound(text: String, found: String) {
    guard case .typeMismatch(_, let context) = error(decoding: [Int].self, text) else {
      Issue.record("expected a type mismatch")
      return
    }
    #expect(path(context) == ["Index 0"])
    #expect(context.debugDescription.contains("Expected to decode Int but found \(found) instead."))
  }

  @Test func aMissingKeyIsKeyNotFoundListingTheKeysThere() {
    guard
      case .keyNotFound(let key, let context) = error(
        decoding: [JSONFixtures.Screen].self, #"[{"id":"a","title":"b"},{"id":"c","name":"d"}]"#)
    else {
      Issue.record("expected a missing key")
      return
    }
    #expect(key.stringValue == "title")
    #expect(path(context) == ["Index 1"])
    #expect(context.debugDescription.contains(#"the object has "id", "name""#))
  }

  @Test func nullForANonOptionalIsValueNotFound() {
    guard
      case .valueNotFound(let type, let context) = error(
        decoding: JSONFixtures.Screen.self, #"{"id": null, "title": "x"}"#)
    else {
      Issue.record("expected a missing value")
      return
    }
    #expect(ObjectIdentifier(type) == ObjectIdentifier(String.self))
    #expect(path(context) == ["id"])
    #expect(context.debugDescription == "Expected String but found null instead.")
  }

  @Test(arguments: [
    ("300", "The number 300 does not fit in UInt8 (0 to 255)."),
    ("-1", "The number -1 does not fit in UInt8 (0 to 255)."),
    ("1.5", "The number 1.5 is not an integer, so it cannot be decoded as UInt8."),
    ("1e400", "The number 1e400 does not fit in UInt8 (0 to 255)."),
  ])
  func integersThatDoNotFitAreDataCorrupted(text: String, message: String) {
    guard case .dataCorrupted(let context) = error(decoding: [UInt8].self, "[\(text)]") else {
      Issue.record("expected corrupted data")
      return
    }
    #expect(path(context) == ["Index 0"])
    #expect(context.debugDescription == message)
  }

  @Test func edgeIntegersDecodeAndOneBeyondDoesNot() throws {
    #expect(try JSONTestSupport.decode(Int64.self, from: "-9223372036854775808") == Int64.min)
    #expect(try JSONTestSupport.decode(UInt64.self, from: "18446744073709551615") == UInt64.max)
    #expect(error(decoding: Int64.self, "9223372036854775808") != nil)
    #expect(error(decoding: Int64.self, "-9223372036854775809") != nil)
    #expect(error(decoding: UInt64.self, "18446744073709551616") != nil)
    #expect(try JSONTestSupport.decode(UInt.self, from: "-0") == 0)
  }

  @Test func numbersTooLargeForFloatingPointAreDataCorrupted() {
    guard case .dataCorrupted(let context) = error(decoding: Double.self, "-1e400") else {
      Issue.record("expected corrupted data")
      return
    }
    #expect(context.debugDescription == "The number -1e400 does not fit in Double.")
    #expect(error(decoding: Float.self, "1e39") != nil)
  }

  @Test func anArrayTooShortIsValueNotFoundAtTheMissingIndex() {
    struct Triple: Decodable {
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        for _ in 0..<3 {
          _ = try container.decode(Int.self)
        }
      }
    }
    guard case .valueNotFound(_, let context) = error(decoding: Triple.self, "[1, 2]") else {
      Issue.record("expected a missing value")
      return
    }
    #expect(path(context) == ["Index 2"])
    #expect(context.debugDescription.contains("at end"))
  }

  @Test func aContainerOfTheWrongKindIsATypeMismatch() {
    guard case .typeMismatch(_, let context) = error(decoding: JSONFixtures.Screen.self, "[1]")
    else {
      Issue.record("expected a type mismatch")
      return
    }
    #expect(context.debugDescription.contains("an object (keyed container)"))
    #expect(context.debugDescription.contains("an array of 1 element"))
    guard case .typeMismatch = error(decoding: [Int].self, "{}") else {
      Issue.record("expected a type mismatch")
      return
    }
  }

  @Test func nestedErrorsCarryTheWholeCodingPath() {
    let text = #"{"labels": {}, "matrix": [[1], [2, "x"]], "pair": {"first": "a", "second": 1}}"#
    guard case .typeMismatch(_, let context) = error(decoding: JSONFixtures.HandWritten.self, text)
    else {
      Issue.record("expected a type mismatch")
      return
    }
    #expect(path(context) == ["matrix", "Index 1", "Index 1"])
  }

  @Test func enumsWithTheWrongShapeAreTypeMismatches() {
    #expect(
      error(decoding: JSONFixtures.Route.self, #"{"list": {}, "search": {"_0": "x"}}"#) != nil)
    #expect(error(decoding: JSONFixtures.Route.self, "{}") != nil)
    #expect(error(decoding: JSONFixtures.Route.self, #"{"unknown": {}}"#) != nil)
  }

  @Test func invalidFoundationValuesAreDataCorrupted() {
    guard case .dataCorrupted(let context) = error(decoding: Data.self, #""!!""#) else {
      Issue.record("expected corrupted data")
      return
    }
    #expect(context.debugDescription.contains("Base64"))
    #expect(error(decoding: URL.self, #""""#) != nil)
    #expect(error(decoding: Decimal.self, #""12""#) != nil)
  }

  @Test func aValueThatDecodesItselfForeverIsStopped() {
    struct Loop: Decodable {
      init(from decoder: any Decoder) throws {
        _ = try decoder.singleValueContainer().decode(Loop.self)
      }
    }
    guard case .dataCorrupted(let context) = error(decoding: Loop.self, "1") else {
      Issue.record("expected corrupted data")
      return
    }
    #expect(context.debugDescription.contains("nested deeper than"))
  }

  @Test func aDecoderWithNothingLoadedReadsNull() throws {
    let decoder = JSONValueDecoder()
    #expect(try decoder.decode(Int?.self) == nil)
    #expect(throws: DecodingError.self) { try decoder.decode(Int.self) }
  }

  @Test func superDecoderOfAMissingKeyReadsNull() throws {
    struct Optionally: Decodable {
      let isNull: Bool
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONStringKey.self)
        isNull = try container.superDecoder().singleValueContainer().decodeNil()
      }
    }
    #expect(try JSONTestSupport.decode(Optionally.self, from: "{}").isNull)
  }
}
