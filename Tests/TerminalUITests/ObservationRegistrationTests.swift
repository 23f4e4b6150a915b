import Observation
import Testing

@testable import TerminalUI

/// A title that counts how often it is read: every read made while a host renders registers an
/// observer for it with the Observation framework, which keeps it until the title changes.
@MainActor
@Observable
final class CountedTitle {
  var title = "Rioja"
  @ObservationIgnored private(set) var reads = 0

  var countedTitle: String {
    reads += 1
    return title
  }
}

struct CountedTitleView: View {
  let model: CountedTitle

  var body: some View {
    VStack {
      Text(model.countedTitle).font(.headline)
      List(1...40, id: \.self) { number in Button("Row \(number)") {} }
    }
  }
}

/// A host renders again only when what it showed changed, so a session of renders that change
/// nothing (a blank command in line mode, the tab already shown) registers no observers beyond
/// those of its first frame, and runs in flat memory however long it is.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ObservationRegistrationTests {
  @Test func rendersThatChangeNothingReadObservedStateNoMore() {
    let model = CountedTitle()
    let host = ViewHost(CountedTitleView(model: model))
    let first = host.render(width: 30)
    let readsAfterOne = model.reads
    #expect(readsAfterOne > 0)
    for _ in 0..<1000 {
      #expect(host.render(width: 30) == first)
    }
    #expect(model.reads == readsAfterOne)
  }

  @Test func printedRendersThatChangeNothingReadObservedStateNoMore() {
    let model = CountedTitle()
    let host = ViewHost(CountedTitleView(model: model))
    var first = ""
    host.renderLazily(width: 30).writeUTF8(styled: false) {
      first += String(decoding: $0, as: UTF8.self)
    }
    let readsAfterOne = model.reads
    for _ in 0..<1000 {
      var printed = ""
      host.renderLazily(width: 30).writeUTF8(styled: false) {
        printed += String(decoding: $0, as: UTF8.self)
      }
      #expect(printed == first)
    }
    #expect(model.reads == readsAfterOne)
  }

  @Test func aChangeOrAnotherWidthRendersAgain() {
    let model = CountedTitle()
    let host = ViewHost(CountedTitleView(model: model))
    host.render(width: 30)
    let readsAfterOne = model.reads
    model.title = "Douro"
    #expect(host.needsRender)
    #expect(host.render(width: 30).plainText.hasPrefix("Douro"))
    #expect(model.reads == readsAfterOne + 1)
    #expect(host.render(width: 20).plainText.hasPrefix("Douro"))
    #expect(model.reads == readsAfterOne + 2)
  }
}
