import Observation
import TerminalUITesting
import Testing

@testable import TerminalUI

@MainActor
@Observable
final class LifecyclePresenter {
  var showsDetails = true
  var items = ["Merlot", "Malbec"]
  @ObservationIgnored var events: [String] = []
}

struct LifecycleView: View {
  let presenter: LifecyclePresenter

  var body: some View {
    VStack {
      Text("Root").onAppear { presenter.events.append("root appeared") }
      if presenter.showsDetails {
        Text("Details")
          .onAppear { presenter.events.append("details appeared") }
          .onDisappear { presenter.events.append("details disappeared") }
      }
      ForEach(presenter.items, id: \.self) { item in
        Text(item).onAppear { presenter.events.append("\(item) appeared") }
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct LifecycleTests {
  @Test func onAppearRunsOnceWhenAViewFirstAppearsInTreeOrder() {
    let presenter = LifecyclePresenter()
    let host = ViewHost(LifecycleView(presenter: presenter))
    host.render(width: 20)
    host.render(width: 20)
    #expect(
      presenter.events == [
        "root appeared", "details appeared", "Merlot appeared", "Malbec appeared",
      ])
  }

  @Test func onDisappearRunsWhenAViewIsGoneAndOnAppearWhenItComesBack() {
    let presenter = LifecyclePresenter()
    let host = ViewHost(LifecycleView(presenter: presenter))
    host.render(width: 20)
    presenter.events = []
    presenter.showsDetails = false
    host.render(width: 20)
    #expect(presenter.events == ["details disappeared"])
    presenter.showsDetails = true
    host.render(width: 20)
    #expect(presenter.events == ["details disappeared", "details appeared"])
  }

  @Test func forEachElementsKeepTheirIdentityWhenReordered() {
    let presenter = LifecyclePresenter()
    let host = ViewHost(LifecycleView(presenter: presenter))
    host.render(width: 20)
    presenter.events = []
    presenter.items = ["Malbec", "Merlot", "Syrah"]
    host.render(width: 20)
    #expect(presenter.events == ["Syrah appeared"])
  }

  @Test func changingAnExplicitIDMakesTheViewAppearAgain() {
    let presenter = LifecyclePresenter()
    let host = ViewHost(ExplicitIDView(presenter: presenter))
    host.render(width: 20)
    presenter.items = ["Syrah"]
    host.render(width: 20)
    #expect(presenter.events == ["appeared Merlot", "appeared Syrah"])
  }

  @Test func aTaskStartsOnAppearAndIsCancelledOnDisappear() async {
    let probe = TaskProbe()
    let host = ViewHost(TaskView(probe: probe))
    host.render(width: 20)
    await probe.started()
    probe.isShown = false
    host.render(width: 20)
    await host.waitForTasks()
    #expect(probe.events == ["started", "cancelled"])
  }

  @Test func effectsThatKeepChangingStateStopAfterAFewPasses() {
    let presenter = LifecyclePresenter()
    let host = ViewHost(RestlessView(presenter: presenter))
    let frame = host.render(width: 20)
    #expect(presenter.events.count == 4)
    #expect(frame.plainText == "3")
    #expect(host.needsRender)
  }

  @Test func postRenderEffectsRunAfterEachFrameAndItsChangesRenderAgain() {
    let presenter = LifecyclePresenter()
    let host = ViewHost(SyncingView(presenter: presenter))
    #expect(host.render(width: 20).plainText == "synced")
    #expect(!host.needsRender)
  }
}

struct ExplicitIDView: View {
  let presenter: LifecyclePresenter
  var body: some View {
    let item = presenter.items[0]
    Text(item).onAppear { presenter.events.append("appeared \(item)") }.id(item)
  }
}

@MainActor
@Observable
final class TaskProbe {
  var isShown = true
  @ObservationIgnored var events: [String] = []
  @ObservationIgnored private var waiting: CheckedContinuation<Void, Never>?
  @ObservationIgnored private let running = TestSignal()

  func run() async {
    events.append("started")
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiting = continuation
        running.send()
      }
    } onCancel: {
      Task { @MainActor in self.resumeCancelled() }
    }
  }

  /// Returns once the task is running and waiting to be cancelled, or fails the test when it
  /// does not start.
  func started() async {
    await running.wait("the view's task to start")
  }

  private func resumeCancelled() {
    events.append("cancelled")
    waiting?.resume()
    waiting = nil
  }
}

struct TaskView: View {
  let probe: TaskProbe
  var body: some View {
    if probe.isShown {
      Text("Loading").task { await probe.run() }
    }
  }
}

/// Every appearance changes the state so the view appears again with a new identity.
struct RestlessView: View {
  let presenter: LifecyclePresenter
  var body: some View {
    let count = presenter.items.count - 2
    Text("\(count)")
      .onAppear {
        presenter.events.append("appeared")
        presenter.items.append("more")
      }
      .id(count)
  }
}

/// A primitive registering a post-render effect, the way the navigation bridge syncs bindings.
struct SyncingView: PrimitiveView {
  let presenter: LifecyclePresenter

  func resolve(in context: ResolveContext, into nodes: inout [any RenderNode]) {
    context.resolve(Text(presenter.showsDetails ? "pending" : "synced"), into: &nodes)
    context.addPostRenderEffect {
      if presenter.showsDetails { presenter.showsDetails = false }
    }
  }
}
