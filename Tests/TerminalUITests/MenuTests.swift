import Testing

@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(5))) struct MenuTests {
  final class Log {
    var entries: [String] = []
  }

  private func screen(_ log: Log) -> some View {
    VStack {
      Menu("Present") {
        Button("Sheet") { log.entries.append("sheet") }
        Button("Full screen") { log.entries.append("cover") }
      }
      Button("Reset") {}
    }
  }

  @Test func aMenuStartsCollapsed() {
    let frame = ViewHost(screen(Log())).render(width: 30)
    #expect(frame.plainText == "[p] Present ▸\n[r] Reset")
    #expect(frame.controls.map(\.role) == [.menu, .button])
  }

  @Test func activatingAMenuExpandsItAndAgainCollapsesIt() {
    let host = ViewHost(screen(Log()))
    host.render(width: 30)
    #expect(host.perform("p"))
    #expect(host.needsRender)
    let expanded = host.render(width: 30)
    #expect(expanded.plainText == "[p] Present ▾\n    [s] Sheet\n    [f] Full screen\n[r] Reset")
    #expect(expanded.controls.map(\.role) == [.menu, .menuItem, .menuItem, .button])
    host.perform("p")
    #expect(host.render(width: 30).plainText == "[p] Present ▸\n[r] Reset")
  }

  @Test func activatingAnItemRunsItAndCollapsesTheMenu() {
    let log = Log()
    let host = ViewHost(screen(log))
    host.render(width: 30)
    host.perform("p")
    host.render(width: 30)
    #expect(host.perform("f"))
    #expect(log.entries == ["cover"])
    #expect(host.render(width: 30).plainText == "[p] Present ▸\n[r] Reset")
    #expect(!host.perform("f"))
  }

  @Test func expandingAMenuKeepsTheOtherShortcuts() {
    let host = ViewHost(screen(Log()))
    let collapsed = host.render(width: 30).controls.map(\.shortcut)
    host.perform("p")
    let expanded = host.render(width: 30).controls.filter { $0.role != .menuItem }.map(\.shortcut)
    #expect(collapsed == expanded)
  }

  @Test func aMenuThatLeavesTheScreenComesBackCollapsed() {
    let presenter = LifecyclePresenter()
    let host = ViewHost(OptionalMenu(presenter: presenter))
    host.render(width: 20)
    host.perform("m")
    #expect(host.render(width: 20).plainText == "[m] More ▾\n    [s] Share")
    presenter.showsDetails = false
    #expect(host.render(width: 20).plainText == "")
    presenter.showsDetails = true
    #expect(host.render(width: 20).plainText == "[m] More ▸")
  }

  @Test func aMenuCanBeAToolbarItem() {
    let view = Text("Body").toolbar { ToolbarItem { Menu("More") { Button("Share") {} } } }
    let frame = render(view, width: 20).frame
    #expect(frame.plainText == "          [m] More ▸\n────────────────────\nBody")
    #expect(frame.control("m")?.role == .menu)
  }
}

struct OptionalMenu: View {
  let presenter: LifecyclePresenter
  var body: some View {
    if presenter.showsDetails { Menu("More") { Button("Share") {} } }
  }
}
