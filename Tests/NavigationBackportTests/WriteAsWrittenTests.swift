import Foundation
import NavigationBackport
import Testing

/// A draft whose `==` compares only its id, as many models do: two drafts with one id but
/// different titles are `==`, yet they are not the same value.
struct Draft: Hashable, Codable {
  let id: Int
  let title: String

  static func == (lhs: Draft, rhs: Draft) -> Bool {
    lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}

/// After `path = X` or `state = X`, reading back gives X: the same dynamic types and values,
/// even where `==` calls the old and the new equal (swift-navigation, TCA and SwiftUI bindings
/// all store what they are given).
@MainActor
@Suite(.timeLimit(.minutes(5))) struct WriteAsWrittenTests {
  @Test func aDoubleWrittenOverAnEqualIntReadsBackAsADouble() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))
    let events = EventRecorder(navigator)
    let observations = ObservationCounter(navigator)

    navigator.path = NBNavigationPath([1.0])

    #expect(navigator.path.elements.first?.base is Double)
    #expect(navigator.path == NBNavigationPath([1.0]))
    #expect(events.events == [.replacedState])
    #expect(observations.count == 1)
  }

  @Test func aValueOfAnotherTypeIsAnotherScreenWithANewIdentity() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))
    let before = navigator.path.entries[0]

    navigator.state = NBNavigationState(path: NBNavigationPath([1.0]))

    #expect(navigator.path.entries[0].id != before.id)
    #expect(!navigator.path.entries[0].isSameScreen(as: before))
  }

  @Test func aDraftWrittenOverAnEqualDraftReadsBackTheNewTitle() {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([Draft(id: 1, title: "old")])))

    navigator.path = NBNavigationPath([Draft(id: 1, title: "new")])

    #expect((navigator.path.elements.last?.base as? Draft)?.title == "new")
  }

  /// Every value is `==` to the one shown: the same screens, so no change is reported (as
  /// Observation reports no change for an `==` property), but the values are the ones written.
  @Test func aWriteOfOnlyEqualValuesIsStoredWithoutAChange() {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([Draft(id: 1, title: "old")])))
    let id = navigator.path.entries[0].id
    let events = EventRecorder(navigator)

    navigator.state = NBNavigationState(path: NBNavigationPath([Draft(id: 1, title: "new")]))

    #expect((navigator.state.rootPath.elements.last?.base as? Draft)?.title == "new")
    #expect(navigator.path.entries[0].id == id)
    #expect(events.events.isEmpty)
    #expect(navigator.changeCount == 0)
  }

  @Test func aDraftKeepsItsScreenAndShowsTheNewTitleWhenSomethingElseChangesToo() {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([Draft(id: 1, title: "old")])))
    let screen = navigator.path.entries[0]
    let events = EventRecorder(navigator)

    navigator.state = NBNavigationState(
      path: NBNavigationPath([AnyHashable(Draft(id: 1, title: "new")), AnyHashable(2)]))

    let kept = navigator.path.entries[0]
    #expect((kept.value.base as? Draft)?.title == "new")
    #expect(kept.id == screen.id)
    #expect(kept.isSameScreen(as: screen))
    #expect(navigator.path.elements.last == AnyHashable(2))
    #expect(events.events == [.replacedState])
  }

  @Test func aModalsContentIsStoredAsWritten() {
    let navigator = NBNavigator(
      state: NBNavigationState(modals: [NBModal(.sheet, content: Draft(id: 1, title: "old"))]))
    let modal = navigator.state.modals[0].id

    var next = navigator.state
    next.modals = [NBModal(.sheet, content: Draft(id: 1, title: "new"))]
    next.topmostPath.append(AnyHashable(3))
    navigator.state = next

    #expect(navigator.state.modals[0].id == modal)
    #expect((navigator.state.modals[0].content.value.base as? Draft)?.title == "new")
    #expect(navigator.state.modals[0].path?.elements == [3])
  }

  @Test func writingTheStateShownChangesNothing() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1, 2])))
    let entries = navigator.path.entries

    navigator.state = navigator.state
    navigator.state = navigator.state

    #expect(navigator.changeCount == 0)
    #expect(navigator.path.entries.count == 2)
    #expect(zip(navigator.path.entries, entries).allSatisfy { $0.isSameScreen(as: $1) })
  }

  // MARK: Representations

  @Test func representationsOfEqualValuesOfDifferentTypesDiffer() throws {
    let ints = try #require(NBNavigationPath([1]).codable)
    let doubles = try #require(NBNavigationPath([1.0]).codable)

    #expect(ints != doubles)
    #expect(try encodeJSON(ints) != encodeJSON(doubles))
  }

  @Test func representationsAreEqualExactlyWhenTheyEncodeAlike() throws {
    let old = try #require(NBNavigationPath([Draft(id: 1, title: "old")]).codable)
    let new = try #require(NBNavigationPath([Draft(id: 1, title: "new")]).codable)
    let again = try #require(NBNavigationPath([Draft(id: 1, title: "old")]).codable)

    #expect(old != new)
    #expect(old == again)
    #expect(try encodeJSON(old) == encodeJSON(again))
  }

  @Test func statesEncodeTheValuesAsWrittenWhateverTheirEquality() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    func encoded(_ state: NBNavigationState) throws -> Data { try encoder.encode(state) }
    func state(_ title: String) -> NBNavigationState {
      NBNavigationState(modals: [NBModal(.sheet, content: Draft(id: 1, title: title))])
    }
    let ints = NBNavigationState(path: NBNavigationPath([1]))
    let doubles = NBNavigationState(path: NBNavigationPath([1.0]))

    // `Draft`'s `==` compares ids only; the encoding tells the titles apart.
    #expect(state("old") == state("new"))
    #expect(try encoded(state("old")) != encoded(state("new")))
    #expect(state("old") == state("old"))
    #expect(try encoded(state("old")) == encoded(state("old")))
    #expect(ints != doubles)
    #expect(try encoded(ints) != encoded(doubles))
  }
}
