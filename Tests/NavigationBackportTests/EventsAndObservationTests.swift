import Foundation
import NavigationBackport
import Testing

/// Every change is one commit: one `changeCount` step, one plain-value event and one Observation
/// notification; operations that change nothing report nothing.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct EventsAndObservationTests {
  // MARK: Events per operation

  @Test func pushReportsTheTypesAndTheContext() {
    let navigator = NBNavigator()
    let events = EventRecorder(navigator)

    navigator.push(Fixtures.article)
    navigator.push(contentsOf: [1, "two", Route.home])
    navigator.present("sheet")
    navigator.push(Dog(name: "Rex", breed: "Beagle") as Animal)

    #expect(
      events.events == [
        .pushed(["NavigationBackportTests.Article"], in: .root(.main)),
        .pushed(
          ["Swift.Int", "Swift.String", "NavigationBackportTests.Route"], in: .root(.main)),
        .presented(.sheet, typeName: "Swift.String", withStack: true),
        .pushed(["NavigationBackportTests.Dog"], in: .modal(depth: 0)),
      ])
  }

  @Test func pushOfATypeErasedValueReportsTheUnderlyingType() {
    let navigator = NBNavigator()
    let events = EventRecorder(navigator)
    let screens: [AnyHashable] = [Fixtures.article, 7]

    for screen in screens {
      navigator.push(screen)
    }

    #expect(
      events.events == [
        .pushed(["NavigationBackportTests.Article"], in: .root(.main)),
        .pushed(["Swift.Int"], in: .root(.main)),
      ])
  }

  @Test func popsReportHowManyScreensWentAndFromWhere() {
    let navigator = NBNavigator(
      state: NBNavigationState(path: NBNavigationPath([1, 2, 3, 4, 5, 6, 7])))
    let events = EventRecorder(navigator)

    navigator.pop()
    navigator.pop(2)
    navigator.topmostPath.popTo(index: 1)
    navigator.topmostPath.popTo(1)
    navigator.present("sheet")
    navigator.push(contentsOf: [8, 9])
    navigator.topmostPath.popToRoot()

    #expect(
      events.events == [
        .popped(1, from: .root(.main)),
        .popped(2, from: .root(.main)),
        .popped(2, from: .root(.main)),
        .popped(1, from: .root(.main)),
        .presented(.sheet, typeName: "Swift.String", withStack: true),
        .pushed(["Swift.Int", "Swift.Int"], in: .modal(depth: 0)),
        .popped(2, from: .modal(depth: 0)),
      ])
  }

  @Test func presentAndDismissReportStyleTypeStackAndCount() {
    let navigator = NBNavigator(presentationPolicy: .stacked)
    let events = EventRecorder(navigator)

    navigator.present(Fixtures.article, style: .fullScreenCover, withStack: false)
    navigator.present(1)
    navigator.present(2)
    navigator.dismiss()
    navigator.dismissAll()

    #expect(
      events.events == [
        .presented(
          .fullScreenCover, typeName: "NavigationBackportTests.Article", withStack: false),
        .presented(.sheet, typeName: "Swift.Int", withStack: true),
        .presented(.sheet, typeName: "Swift.Int", withStack: true),
        .dismissed(1),
        .dismissed(2),
      ])
  }

  @Test func selectingARootReportsIt() {
    let navigator = NBNavigator(
      state: NBNavigationState(roots: [NBRoot(id: "home"), NBRoot(id: "search")]))
    let events = EventRecorder(navigator)

    navigator.select(root: "search")

    #expect(events.events == [.selectedRoot("search")])
  }

  @Test func wholeStateChangesReportReplacedState() {
    let navigator = NBNavigator()
    let events = EventRecorder(navigator)

    navigator.state = NBNavigationState(path: NBNavigationPath([1]))
    navigator.state.topmostPath.append(AnyHashable(2))
    navigator.path = NBNavigationPath([3])
    navigator.returnToRoot()

    #expect(events.events == Array(repeating: .replacedState, count: 4))
  }

  @Test func removedObserverHearsNothingMore() {
    let navigator = NBNavigator()
    var heard: [NBNavigationEvent] = []
    let token = navigator.observeEvents { heard.append($0) }
    navigator.push(1)

    navigator.removeEventObserver(token)
    navigator.push(2)

    #expect(heard == [.pushed(["Swift.Int"], in: .root(.main))])
  }

  // MARK: No change, no report

  @Test func operationsThatChangeNothingReportNothing() {
    let navigator = NBNavigator(
      state: NBNavigationState(roots: [NBRoot(id: "home"), NBRoot(id: "search")]))
    let events = EventRecorder(navigator)
    let observations = ObservationCounter(navigator)

    navigator.pop()
    navigator.pop(0)
    navigator.topmostPath.popToRoot()
    navigator.topmostPath.popTo(index: 0)
    navigator.topmostPath.popTo(1)
    navigator.topmostPath.popTo(Int.self)
    navigator.topmostPath.popTo(id: 1)
    navigator.topmostPath.popTo { _ in true }
    navigator.push(contentsOf: [])
    navigator.dismiss()
    navigator.dismissAll()
    navigator.returnToRoot()
    navigator.select(root: "home")
    navigator.select(root: "nowhere")
    navigator.state = navigator.state
    navigator.state = NBNavigationState(roots: [NBRoot(id: "home"), NBRoot(id: "search")])
    navigator.state = navigator.state
    navigator.path = NBNavigationPath()
    navigator.bindDestination(NBBoundDestinationID("absent"), isPresented: false) {}
    navigator.bindDestination(NBBoundDestinationID("absent"), item: Int?.none) {}

    #expect(events.events.isEmpty)
    #expect(navigator.changeCount == 0)
    #expect(observations.count == 0)
  }

  @Test func operationsThatChangeNothingOnAFullStackReportNothing() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath([1, 2])))
    navigator.present("sheet", withStack: false)
    let changes = navigator.changeCount
    let events = EventRecorder(navigator)
    let observations = ObservationCounter(navigator)

    navigator.topmostPath.popTo(index: 1)
    navigator.topmostPath.popTo(2)
    navigator.pop(0)
    navigator.dismiss(count: 0)
    navigator.state = navigator.state

    #expect(events.events.isEmpty)
    #expect(navigator.changeCount == changes)
    #expect(observations.count == 0)
  }

  // MARK: One change per operation

  @Test func everyOperationIsOneChangeOneEventAndOneNotification() {
    let navigator = NBNavigator(presentationPolicy: .stacked)
    let events = EventRecorder(navigator)
    let observations = ObservationCounter(navigator)

    navigator.push(1)
    navigator.push(contentsOf: [2, 3, 4])
    navigator.pop(2)
    navigator.present("sheet")
    navigator.dismiss()

    #expect(navigator.changeCount == 5)
    #expect(events.events.count == 5)
    #expect(observations.count == 5)
  }

  @Test func deepLinkSetAsTheStateIsOneChange() {
    let navigator = NBNavigator(state: NBNavigationState(path: NBNavigationPath(["old"])))
    let events = EventRecorder(navigator)
    let observations = ObservationCounter(navigator)
    let changes = navigator.changeCount
    let deepLink = NBNavigationState(
      path: NBNavigationPath([AnyHashable(1), AnyHashable(Fixtures.article), AnyHashable("x")]),
      modals: [
        NBModal(
          .sheet, content: Route.home,
          path: NBNavigationPath([AnyHashable(Route.detail(id: 1)), AnyHashable(2)]))
      ])

    navigator.state = deepLink

    #expect(navigator.state == deepLink)
    #expect(navigator.changeCount == changes + 1)
    #expect(events.events == [.replacedState])
    #expect(observations.count == 1)
  }

  @Test func deepLinkWithUpdateIsOneChange() {
    let navigator = NBNavigator()
    let events = EventRecorder(navigator)
    let observations = ObservationCounter(navigator)

    var next = navigator.state
    next.topmostPath.append(AnyHashable(1))
    next.topmostPath.append(AnyHashable(Fixtures.article))
    next.topmostPath.append(AnyHashable("x"))
    next.modals.append(NBModal(.sheet, content: Route.home))
    next.topmostPath.append(AnyHashable(Route.detail(id: 1)))
    next.topmostPath.append(AnyHashable(2))
    navigator.state = next

    #expect(navigator.path.count == 3)
    #expect(navigator.state.modals[0].path?.count == 2)
    #expect(navigator.changeCount == 1)
    #expect(events.events == [.replacedState])
    #expect(observations.count == 1)
  }

  @Test func restoringADecodedStateIsOneChange() throws {
    let navigator = NBNavigator(presentationPolicy: .stacked)
    navigator.typeRegistry.merge(Fixtures.registry())
    let saved = NBNavigationState(
      path: NBNavigationPath(Fixtures.mixedElements()),
      modals: [NBModal(.sheet, content: Fixtures.article, path: NBNavigationPath([1, 2]))])
    let decoded = try navigator.typeRegistry.makeDecoder().decode(
      NBNavigationState.self, from: encodeJSON(saved))
    let events = EventRecorder(navigator)
    let observations = ObservationCounter(navigator)

    navigator.state = decoded

    #expect(navigator.state == saved)
    #expect(navigator.changeCount == 1)
    #expect(events.events == [.replacedState])
    #expect(observations.count == 1)
  }
}
