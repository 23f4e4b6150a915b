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

  /// Every value is `==` to the one shown but saves differently: the same screens (identities
  /// kept), updated in place, so the view shows the new titles and a saver hears the change.
  @Test func aWriteOfEqualValuesThatSaveDifferentlyIsHeardAsAnUpdateInPlace() {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([Draft(id: 1, title: "old")])))
    let screen = navigator.path.entries[0]
    let events = EventRecorder(navigator)
    let observations = ObservationCounter(navigator)

    navigator.state = NBNavigationState(path: NBNavigationPath([Draft(id: 1, title: "new")]))

    #expect((navigator.state.rootPath.elements.last?.base as? Draft)?.title == "new")
    #expect(navigator.path.entries[0].id == screen.id)
    #expect(!navigator.path.entries[0].isSameScreen(as: screen))
    #expect(events.events == [.replacedState])
    #expect(observations.count == 1)
    #expect(navigator.changeCount == 1)
  }

  /// Equal values that save alike are the screens shown: nothing changes, as Observation reports
  /// no change for an `==` property.
  @Test func aWriteOfEqualValuesThatSaveAlikeChangesNothing() {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([Draft(id: 1, title: "old")])))
    let screen = navigator.path.entries[0]
    let events = EventRecorder(navigator)

    navigator.state = NBNavigationState(path: NBNavigationPath([Draft(id: 1, title: "old")]))
    navigator.path = NBNavigationPath([Draft(id: 1, title: "old")])

    #expect(navigator.path.entries[0].isSameScreen(as: screen))
    #expect(events.events.isEmpty)
    #expect(navigator.changeCount == 0)
  }

  /// A path written through `topmostPath` names the update, so an observer that saves hears it.
  @Test func aTopmostPathOfEqualValuesThatSaveDifferentlyIsHeardAsUpdated() {
    let navigator = NBNavigator(
      state: NBNavigationState(
        path: NBNavigationPath([AnyHashable(1), AnyHashable(Draft(id: 1, title: "old"))])))
    let events = EventRecorder(navigator)

    navigator.topmostPath = NBNavigationPath([
      AnyHashable(1), AnyHashable(Draft(id: 1, title: "new")),
    ])

    #expect(events.events == [.updated(typeName: "NavigationBackportTests.Draft")])
    #expect((navigator.topmostPath.last?.base as? Draft)?.title == "new")
  }

  @Test func aDraftKeepsItsIdentityAndShowsTheNewTitleWhenSomethingElseChangesToo() {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([Draft(id: 1, title: "old")])))
    let screen = navigator.path.entries[0]
    let events = EventRecorder(navigator)

    navigator.state = NBNavigationState(
      path: NBNavigationPath([AnyHashable(Draft(id: 1, title: "new")), AnyHashable(2)]))

    let kept = navigator.path.entries[0]
    #expect((kept.value.base as? Draft)?.title == "new")
    #expect(kept.id == screen.id)
    #expect(!kept.isSameScreen(as: screen))
    #expect(navigator.path.elements.last == AnyHashable(2))
    #expect(events.events == [.replacedState])
  }

  // MARK: Written, read back, encoded

  /// Tabs with their paths, a sheet with its own path and a cover without one: every value is
  /// `==` to the one shown, and none saves alike.
  private static func everyPlace(_ title: String) -> NBNavigationState {
    NBNavigationState(
      roots: [
        NBRoot(id: "grapes", path: NBNavigationPath([Draft(id: 1, title: title)])),
        NBRoot(id: "regions", path: NBNavigationPath([Draft(id: 2, title: title)])),
      ],
      selected: "regions",
      modals: [
        NBModal(
          .sheet, content: Draft(id: 3, title: title),
          path: NBNavigationPath([Draft(id: 4, title: title)])),
        NBModal(.fullScreenCover, content: Draft(id: 5, title: title), path: nil),
      ])
  }

  private static func encoded(_ state: NBNavigationState) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(state), as: UTF8.self)
  }

  @Test func aStateWrittenOverEqualValuesEncodesAsWrittenInEveryPlace() throws {
    let navigator = NBNavigator(state: Self.everyPlace("old"))
    let saved = StateSaver(navigator)
    let written = Self.everyPlace("new")

    navigator.state = written

    #expect(try Self.encoded(navigator.state) == Self.encoded(written))
    #expect(try saved.last == Self.encoded(written))
  }

  @Test func aRestoredStateOverEqualValuesEncodesAsRestored() throws {
    let navigator = NBNavigator(state: Self.everyPlace("old"))
    let saved = StateSaver(navigator)
    let restored = Self.everyPlace("new")

    navigator.restore(restored)

    #expect(try Self.encoded(navigator.state) == Self.encoded(restored))
    #expect(try saved.last == Self.encoded(restored))
  }

  /// A flow in progress over `==` values: its steps take the new values and the flow goes on.
  @Test func aFlowsStepsWrittenOverEqualValuesEncodeAsWritten() throws {
    func rating(_ title: String) -> NBNavigator {
      let navigator = NBNavigator(
        state: NBNavigationState(path: NBNavigationPath([Draft(id: 1, title: title)])))
      navigator.startFlow(returning: Rating.self, firstStep: Draft(id: 2, title: title))
      return navigator
    }
    let navigator = rating("old")
    let saved = StateSaver(navigator)
    let written = rating("new").state

    var next = navigator.state
    next.rootPath = written.rootPath
    navigator.state = next

    #expect(try Self.encoded(navigator.state) == Self.encoded(written))
    #expect(try saved.last == Self.encoded(written))
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

/// Encodes the navigator's state after every change it reports, as the app's state keeper does.
@MainActor
final class StateSaver {
  /// The state encoded (sorted keys) after the last change heard; `nil` before any.
  private(set) var last: String?

  init(_ navigator: NBNavigator) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    navigator.observeEvents { [weak self, weak navigator] _ in
      guard let navigator, let data = try? encoder.encode(navigator.state) else {
        return
      }
      self?.last = String(decoding: data, as: UTF8.self)
    }
  }
}
