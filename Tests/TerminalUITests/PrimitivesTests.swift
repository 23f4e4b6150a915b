import Observation
import Testing

@testable import TerminalUI

@MainActor
@Observable
final class SheetPresenter {
  var isShowing = false
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct PrimitivesTests {
  @Test func progressViewShowsItsTitleDimmed() {
    #expect(ProgressView().renderedText(width: 20) == "Loading…")
    let frame = render(ProgressView("Fetching regions"), width: 20).frame
    #expect(frame.plainText == "Fetching regions")
    #expect(frame.lines[0][0].style.dim)
  }

  @Test func bindingsReadAndWriteThroughTheirClosures() {
    var stored = 1
    let binding = Binding(get: { stored }, set: { stored = $0 })
    binding.wrappedValue = 5
    #expect(stored == 5)
    #expect(binding.projectedValue.wrappedValue == 5)
  }

  @Test func constantBindingsIgnoreWrites() {
    let binding = Binding.constant("Shiraz")
    binding.wrappedValue = "Merlot"
    #expect(binding.wrappedValue == "Shiraz")
  }

  @Test func bindableMakesBindingsToAPresentersProperties() {
    let presenter = SheetPresenter()
    let isShowing: Binding<Bool> = Bindable(presenter).isShowing
    isShowing.wrappedValue = true
    #expect(presenter.isShowing)
    presenter.isShowing = false
    #expect(!isShowing.wrappedValue)
  }
}
