import Observation
import TerminalUITesting
import Testing

@testable import TerminalUI

@MainActor
@Observable
final class RegionsPresenter {
  var regions: [String] = []
  var isLoading = false
  var events: [String] = []
  @ObservationIgnored private var pendingLoad: CheckedContinuation<[String], Never>?
  @ObservationIgnored private let started = TestSignal()

  func load() async {
    isLoading = true
    let loaded = await withCheckedContinuation { continuation in
      pendingLoad = continuation
      started.send()
    }
    regions = loaded
    isLoading = false
  }

  /// Returns once the load started by the view's task is waiting for its result, or fails the
  /// test when it does not start.
  func loadStarted() async {
    await started.wait("the view's task to start loading")
  }

  /// Completes the pending load with `regions`.
  func finishLoad(with regions: [String]) {
    pendingLoad?.resume(returning: regions)
    pendingLoad = nil
  }
}

struct RegionsView: View {
  let presenter: RegionsPresenter

  var body: some View {
    VStack {
      if presenter.isLoading {
        ProgressView()
      } else {
        ForEach(presenter.regions, id: \.self) { Text($0) }
      }
    }
    .task { await presenter.load() }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ViewHostTests {
  @Test func changingObservedStateMarksTheHostForRendering() {
    let presenter = RegionsPresenter()
    let observed = ViewHost(ObservedText(presenter: presenter))
    observed.render(width: 20)
    #expect(!observed.needsRender)
    presenter.regions = ["Rioja"]
    #expect(observed.needsRender)
    #expect(observed.render(width: 20).plainText == "Rioja")
    #expect(!observed.needsRender)
  }

  @Test func aChangeCallsOnInvalidateOnceOnTheMainActor() async {
    let presenter = RegionsPresenter()
    let host = ViewHost(ObservedText(presenter: presenter))
    host.render(width: 20)
    let invalidated = TestSignal()
    host.onInvalidate = {
      MainActor.assertIsolated()
      invalidated.send()
    }
    presenter.regions = ["Rioja"]
    presenter.regions = ["Rioja", "Douro"]
    await invalidated.wait("the host to be told of the change")
    #expect(host.render(width: 20).plainText == "Rioja Douro")
    #expect(invalidated.count == 1)
  }

  @Test func aChangeFromAnotherThreadMarksTheHost() async {
    let box = NonisolatedBox()
    let host = ViewHost(BoxText(box: box))
    host.render(width: 20)
    await Task.detached { box.value = "changed" }.value
    #expect(host.needsRender)
    #expect(host.render(width: 20).plainText == "changed")
  }

  @Test func anAsynchronousLoadFinishingShowsTheNewContent() async {
    let presenter = RegionsPresenter()
    let screen = ViewHost(RegionsView(presenter: presenter))
    #expect(screen.render(width: 30).plainText == "")
    await presenter.loadStarted()
    #expect(screen.needsRender)
    #expect(screen.render(width: 30).plainText == "Loading…")
    presenter.finishLoad(with: ["Barossa Valley", "Rioja"])
    await screen.waitForTasks()
    #expect(screen.needsRender)
    #expect(screen.render(width: 30).plainText == "Barossa Valley\nRioja")
  }

  @Test func performReturnsFalseForAnUnknownShortcut() {
    let host = ViewHost(Button("Go") {})
    host.render(width: 10)
    #expect(!host.perform("z"))
    #expect(host.perform("g"))
  }

  @Test func hostsDoNotKeepTheirRootAliveAfterTheyGo() {
    weak var weakPresenter: RegionsPresenter?
    do {
      let presenter = RegionsPresenter()
      weakPresenter = presenter
      let host = ViewHost(ObservedText(presenter: presenter))
      host.render(width: 10)
    }
    #expect(weakPresenter == nil)
  }
}

struct ObservedText: View {
  let presenter: RegionsPresenter
  var body: some View { Text(presenter.regions.joined(separator: " ")) }
}

@Observable
final class NonisolatedBox: @unchecked Sendable {
  var value = "initial"
}

struct BoxText: View {
  let box: NonisolatedBox
  var body: some View { Text(box.value) }
}
