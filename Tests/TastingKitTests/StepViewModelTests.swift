import Foundation
import TastingKit
import Testing

@Suite(.timeLimit(.minutes(5))) struct StepViewModelTests {
  @Test func bothStepsSurviveJSON() throws {
    let note = try #require(NoteStepViewModel.syrah(score: 2))
    #expect(note.rating == (try Rating(score: 2)))
    let decoder = JSONDecoder()
    #expect(
      try decoder.decode(
        ScoreStepViewModel.self, from: JSONEncoder().encode(ScoreStepViewModel.syrah))
        == .syrah)
    #expect(try decoder.decode(NoteStepViewModel.self, from: JSONEncoder().encode(note)) == note)
  }

  @Test(arguments: [0, 6, -3])
  func aNoteStepNeedsAScoreFromOneToFive(score: Int) {
    #expect(NoteStepViewModel.syrah(score: score) == nil)
  }

  @Test func aSavedNoteStepWithAnInvalidScoreIsAClearError() throws {
    let json = #"{"grapeID":"syrah","title":"Shiraz","rating":{"score":9,"note":""}}"#
    #expect {
      try JSONDecoder().decode(NoteStepViewModel.self, from: Data(json.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == "A score is 1 to 5 stars, not 9."
    }
  }

  @MainActor
  @Test func prepareStateMakesANewEmptyDraftEachTime() throws {
    let step = try #require(NoteStepViewModel.syrah())
    let first = step.prepareState()
    let second = step.prepareState()
    #expect(first.note == "")
    #expect(first !== second, "each navigation gets its own draft")
  }
}
