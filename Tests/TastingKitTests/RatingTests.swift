import Foundation
import TastingKit
import Testing

@Suite(.timeLimit(.minutes(5))) struct RatingTests {
  @Test(arguments: [
    (1, "★☆☆☆☆"), (2, "★★☆☆☆"), (3, "★★★☆☆"), (4, "★★★★☆"), (5, "★★★★★"),
  ])
  func starsFillOnePerPoint(score: Int, stars: String) throws {
    let rating = try Rating(score: score, note: "jammy")
    #expect(rating.stars == stars)
    #expect(rating.summary == "Your rating: \(stars) jammy")
  }

  @Test func withoutANoteTheSummaryEndsWithTheStars() throws {
    let rating = try Rating(score: 4)
    #expect(rating.note == "")
    #expect(rating.summary == "Your rating: ★★★★☆")
  }

  @Test func theNoteIsTrimmedAndAnOnlySpacesNoteIsEmpty() throws {
    #expect(try Rating(score: 2, note: "  peppery, dark fruit \n").note == "peppery, dark fruit")
    #expect(try Rating(score: 2, note: " \t\n ").summary == "Your rating: ★★☆☆☆")
  }

  @Test(arguments: [0, 6, 9, -1, Int.min, Int.max])
  func aScoreOutsideOneToFiveCannotBeBuilt(score: Int) {
    #expect(throws: Rating.Invalid.score(score)) { try Rating(score: score, note: "jammy") }
  }

  @Test func aNoteHoldsAtMost200Characters() throws {
    let longest = String(repeating: "é", count: 200)
    #expect(try Rating(score: 3, note: "  \(longest)  ").note == longest, "spaces do not count")
    #expect(throws: Rating.Invalid.noteTooLong(201)) {
      try Rating(score: 3, note: longest + "!")
    }
  }

  @Test(arguments: ["jammy\nsweet", "tab\there", "escape\u{1B}[2J", "bell\u{07}", "delete\u{7F}"])
  func aNoteWithAControlCharacterCannotBeBuilt(note: String) {
    #expect(throws: Rating.Invalid.controlCharacterInNote) { try Rating(score: 3, note: note) }
  }

  @Test func theReasonsReadAsSentences() {
    #expect(Rating.Invalid.score(9).description == "A score is 1 to 5 stars, not 9.")
    #expect(
      Rating.Invalid.noteTooLong(201).description
        == "A note holds at most 200 characters, not 201.")
    #expect(Rating.Invalid.controlCharacterInNote.description == "A note is one line of text.")
  }

  @Test func aRatingSurvivesJSON() throws {
    let rating = try Rating(score: 4, note: "jammy")
    let data = try JSONEncoder().encode(rating)
    #expect(try JSONDecoder().decode(Rating.self, from: data) == rating)
    #expect(
      try JSONDecoder().decode(Rating.self, from: Data(#"{"score":5,"note":""}"#.utf8)).stars
        == "★★★★★")
  }

  @Test(arguments: [
    (#"{"score":0,"note":"jammy"}"#, "A score is 1 to 5 stars, not 0."),
    (#"{"score":9,"note":"jammy"}"#, "A score is 1 to 5 stars, not 9."),
    (
      #"{"score":4,"note":"\#(String(repeating: "a", count: 10_000))"}"#,
      "A note holds at most 200 characters, not 10000."
    ),
    (#"{"score":4,"note":"jammy\u001b[2J"}"#, "A note is one line of text."),
    (#"{"score":4,"note":"jammy\nsweet"}"#, "A note is one line of text."),
    (#"{"score":4,"note":"jammy\u0000"}"#, "A note is one line of text."),
  ])
  func anInvalidRatingInAFileIsAClearError(json: String, reason: String) {
    #expect {
      try JSONDecoder().decode(Rating.self, from: Data(json.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == reason
    }
  }

  @Test(arguments: [#"{"score":4}"#, #"{"note":"jammy"}"#, #"{"score":"4","note":""}"#, "[]"])
  func aMalformedRatingInAFileThrows(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Rating.self, from: Data(json.utf8))
    }
  }

  @Test func ratingsAreEqualByScoreAndTrimmedNote() throws {
    #expect(try Rating(score: 4, note: " jammy ") == Rating(score: 4, note: "jammy"))
    #expect(try Rating(score: 4, note: "jammy") != Rating(score: 3, note: "jammy"))
    #expect(try Rating(score: 4, note: "jammy") != Rating(score: 4, note: "jam"))
  }
}
