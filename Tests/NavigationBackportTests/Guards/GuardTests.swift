import Foundation
import NavigationBackport
import Testing

/// Guards on the arrival and departure of a screen type: allow, refuse, hold then resume or
/// cancel, held navigation saved and restored, and the navigations guards never see.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct GuardTests {
  // MARK: Allow and refuse

  @Test func anAllowingGuardSeesTheRequestedStateAndLetsThePushThrough() {
    let navigator = NBNavigator()
    let probe = GuardProbe(.allow)
    probe.install(on: navigator, .arrival, of: NameEditor.self)

    #expect(navigator.push(1))
    #expect(probe.calls == 0)
    #expect(navigator.push(NameEditor()))

    #expect(probe.calls == 1)
    #expect(probe.requested.first?.rootPath.elements == [1, NameEditor()])
    #expect(navigator.path.elements == [1, NameEditor()])
    #expect(navigator.changeCount == 2)
  }

  @Test func aRefusalChangesNothingReturnsFalseAndIsHeardWithItsReason() {
    let navigator = NBNavigator()
    let events = EventRecorder(navigator)
    GuardProbe(.refuse("Sign in first.")).install(on: navigator, .arrival, of: NameEditor.self)

    #expect(!navigator.push(NameEditor()))
    #expect(!navigator.present(NameEditor(), style: .sheet))
    navigator.state = NBNavigationState(path: NBNavigationPath([NameEditor()]))

    #expect(navigator.path.isEmpty)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.held == nil)
    #expect(navigator.changeCount == 0)
    #expect(events.events == Array(repeating: .refused(reason: "Sign in first."), count: 3))
  }

  @Test func theFirstGuardThatDoesNotAllowDecides() {
    let navigator = NBNavigator()
    let first = GuardProbe(.allow)
    let second = GuardProbe(.refuse("second"))
    let third = GuardProbe(.refuse("third"))
    for probe in [first, second, third] {
      probe.install(on: navigator, .arrival, of: NameEditor.self)
    }
    let events = EventRecorder(navigator)

    #expect(!navigator.push(NameEditor()))

    #expect(first.calls == 1 && second.calls == 1 && third.calls == 0)
    #expect(events.events == [.refused(reason: "second")])
  }

  // MARK: Hold, then resume or cancel

  /// A navigator whose guard presents the sign-in cover and holds every arrival of Edit name.
  private func signInFirst() -> (NBNavigator, GuardProbe) {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))
    let probe = GuardProbe(.hold("Sign in to edit your name."))
    probe.first = { $0.present(SignInCover(), style: .fullScreenCover) }
    probe.install(on: navigator, .arrival, of: NameEditor.self)
    return (navigator, probe)
  }

  @Test func aHoldKeepsTheRequestedStateAsideWhileTheGuardShowsWhatComesFirst() {
    let (navigator, probe) = signInFirst()
    let events = EventRecorder(navigator)

    #expect(!navigator.push(NameEditor()))

    #expect(navigator.path.elements == [1])
    #expect(navigator.state.modals.map(\.content.value) == [SignInCover()])
    #expect(navigator.state.held?.target.rootPath.elements == [1, NameEditor()])
    #expect(navigator.state.held?.target.modals.isEmpty == true)
    #expect(navigator.state.held?.reason == "Sign in to edit your name.")
    #expect(navigator.changeCount == 1)
    #expect(probe.calls == 1)
    #expect(
      events.events == [
        .presented(
          .fullScreenCover, typeName: "NavigationBackportTests.SignInCover", withStack: true),
        .held(reason: "Sign in to edit your name."),
      ])
  }

  @Test func resumingAppliesTheHeldStateInOneChangeWithoutAskingTheGuardAgain() {
    let (navigator, probe) = signInFirst()
    navigator.push(NameEditor())
    let before = navigator.changeCount
    let counter = ObservationCounter(navigator)

    #expect(navigator.resumeHeld())

    #expect(navigator.changeCount == before + 1)
    #expect(counter.count == 1)
    #expect(probe.calls == 1)
    #expect(navigator.path.elements == [1, NameEditor()])
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.held == nil)
    #expect(!navigator.resumeHeld())
  }

  @Test func cancellingDropsTheHeldStateAndHandsItBackWithItsReason() {
    let (navigator, _) = signInFirst()
    navigator.push(NameEditor())
    let shown = navigator.state
    let before = navigator.changeCount

    let dropped = navigator.cancelHeld()

    #expect(dropped?.reason == "Sign in to edit your name.")
    #expect(dropped?.target.rootPath.elements == [1, NameEditor()])
    #expect(navigator.state.held == nil)
    #expect(navigator.state.modals == shown.modals)
    #expect(navigator.changeCount == before)
    #expect(navigator.cancelHeld() == nil)
    #expect(!navigator.resumeHeld())
  }

  @Test func heldNavigationSurvivesOtherOperationsAndIsAppliedAsRequested() {
    let (navigator, _) = signInFirst()
    navigator.push(NameEditor())

    navigator.push(2)  // onto the cover's own stack
    navigator.dismiss()
    #expect(navigator.state.held != nil)
    navigator.resumeHeld()

    #expect(navigator.path.elements == [1, NameEditor()])
  }

  // MARK: Departures: pop and dismiss

  @Test func aGuardOnDepartureStopsAPopAndGoingBack() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1])))
    navigator.push(NameEditor())
    let probe = GuardProbe(.refuse("Unsaved changes."))
    probe.install(on: navigator, .departure, of: NameEditor.self)

    #expect(!navigator.pop())
    navigator.backStack.pop(1)
    navigator.returnToRoot()
    #expect(navigator.push(3))

    #expect(navigator.path.elements == [1, NameEditor(), 3])
    #expect(probe.calls == 3)
  }

  @Test func aHeldPopIsAppliedByResume() {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([1, NameEditor()] as [AnyHashable])))
    GuardProbe(.hold(nil)).install(on: navigator, .departure, of: NameEditor.self)

    #expect(!navigator.pop())
    #expect(navigator.state.held?.target.rootPath.elements == [1])
    #expect(navigator.resumeHeld())

    #expect(navigator.path.elements == [1])
  }

  @Test func aGuardOnDepartureStopsTheDismissalOfItsModal() {
    let navigator = NBNavigator()
    navigator.present(NameEditor(), style: .sheet)
    navigator.push(2)
    let probe = GuardProbe(.refuse("Unsaved changes."))
    probe.install(on: navigator, .departure, of: NameEditor.self)

    #expect(!navigator.dismiss())
    #expect(navigator.pop())  // 2 leaves; the sheet stays

    #expect(navigator.state.modals.map(\.content.value) == [NameEditor()])
    #expect(probe.calls == 1)
  }

  @Test func selectingAnotherRootIsNoDeparture() {
    let navigator = NBNavigator(
      state: NBNavigationState(roots: [
        NBRoot(id: "account", path: NBNavigationPath([NameEditor()])), NBRoot(id: "grapes"),
      ]))
    let probe = GuardProbe(.refuse("Unsaved changes."))
    probe.install(on: navigator, .departure, of: NameEditor.self)

    #expect(navigator.select(root: "grapes"))
    #expect(probe.calls == 0)
    #expect(navigator.select(root: "account"))
    #expect(!navigator.pop())
    #expect(probe.calls == 1)
  }

  // MARK: Restoration

  @Test func restoringAStateRunsNoGuard() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([NameEditor()])))
    let arrival = GuardProbe(.refuse("Sign in first."))
    arrival.install(on: navigator, .arrival, of: Int.self)
    let departure = GuardProbe(.refuse("Unsaved changes."))
    departure.install(on: navigator, .departure, of: NameEditor.self)
    let events = EventRecorder(navigator)

    navigator.restore(NBNavigationState(path: NBNavigationPath([1, 2])))

    #expect(navigator.path.elements == [1, 2])
    #expect(arrival.calls == 0)
    #expect(departure.calls == 0)
    #expect(events.events == [.replacedState])
  }

  @Test func heldNavigationIsSavedAndRestoredWithTheState() throws {
    let (navigator, _) = signInFirst()
    navigator.push(NameEditor())
    var registry = NBTypeRegistry()
    registry.register(Int.self)
    registry.register(NameEditor.self)
    registry.register(SignInCover.self)

    let data = try encodeJSON(navigator.state)
    let decoded = try registry.makeDecoder().decode(NBNavigationState.self, from: data)
    let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let held = try #require(json["held"] as? [String: Any])

    #expect(held["reason"] as? String == "Sign in to edit your name.")
    #expect(decoded == navigator.state)
    #expect(decoded.held?.target.rootPath.elements == [1, NameEditor()])

    let restored = NBNavigator()
    restored.restore(decoded)
    #expect(restored.state.modals.map(\.content.value) == [SignInCover()])
    #expect(restored.resumeHeld())
    #expect(restored.path.elements == [1, NameEditor()])
    #expect(restored.state.modals.isEmpty)
  }

  @Test func aStateWithoutHeldNavigationEncodesNoHeldKey() throws {
    let data = try encodeJSON(NBNavigationState(path: NBNavigationPath([1])))
    let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])

    #expect(json["held"] == nil)
  }
}
