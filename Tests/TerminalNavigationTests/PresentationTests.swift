import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

/// `sheet` and `fullScreenCover`, bound to a flag or an item: presented while the binding says
/// so, closed with `x`, which resets the binding, with `onDismiss` run once per dismissal.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct PresentationTests {
  private let navigator = NBNavigator()
  private let model = BindingModel()

  private func flagSheet(style: NBModalStyle = .sheet) -> ViewHost {
    let model = model
    let dismissed = { model.dismissals += 1 }
    let home = Text("Home").navigationTitle("Home")
    let content = Text("Filters body").navigationTitle("Filters")
    return ViewHost(
      NBNavigationStack(navigator: navigator) {
        if style == .sheet {
          home.sheet(isPresented: Bindable(model).flag, onDismiss: dismissed) { content }
        } else {
          home.fullScreenCover(isPresented: Bindable(model).flag, onDismiss: dismissed) { content }
        }
      })
  }

  private func itemSheet(style: NBModalStyle = .sheet) -> ViewHost {
    let model = model
    let dismissed = { model.dismissals += 1 }
    let home = Text("Home").navigationTitle("Home")
    return ViewHost(
      NBNavigationStack(navigator: navigator) {
        if style == .sheet {
          home.sheet(item: Bindable(model).item, onDismiss: dismissed) { item in
            Text("About \(item)").navigationTitle(item)
          }
        } else {
          home.fullScreenCover(item: Bindable(model).item, onDismiss: dismissed) { item in
            Text("About \(item)").navigationTitle(item)
          }
        }
      })
  }

  @Test func settingTheFlagPresentsTheSheet() {
    let host = flagSheet()
    host.render(width: 30)

    model.flag = true

    #expect(
      host.render(width: 30).plainText == """
        Over Home
        ┌─ Filters ────── [x] Close ─┐
        │ Filters body               │
        └────────────────────────────┘
        """)
    #expect(navigator.state.modals.map(\.style) == [.sheet])
  }

  @Test func closeResetsTheFlagAndRunsOnDismissOnce() {
    let host = flagSheet()
    model.flag = true
    host.render(width: 30)

    #expect(host.perform("x"))

    #expect(model.flag == false)
    #expect(model.dismissals == 1)
    #expect(host.render(width: 30).plainText.hasPrefix("Home\n"))
    host.render(width: 30)
    #expect(model.dismissals == 1)
  }

  @Test func clearingTheFlagDismissesTheSheetAndRunsOnDismissOnce() {
    let host = flagSheet()
    model.flag = true
    host.render(width: 30)

    model.flag = false

    #expect(host.render(width: 30).plainText.hasPrefix("Home\n"))
    #expect(navigator.state.modals.isEmpty)
    #expect(model.dismissals == 1)
  }

  @Test func settingTheItemPresentsItsSheet() {
    let host = itemSheet()
    host.render(width: 30)

    model.item = "Shiraz"

    #expect(host.render(width: 30).plainText.hasPrefix("Over Home\n┌─ Shiraz "))
    #expect(host.lastRender?.frame.plainText.contains("│ About Shiraz ") == true)
  }

  @Test func closeResetsTheItemAndRunsOnDismissOnce() {
    let host = itemSheet()
    model.item = "Shiraz"
    host.render(width: 30)

    #expect(host.perform("x"))

    #expect(model.item == nil)
    #expect(model.dismissals == 1)
    #expect(host.render(width: 30).plainText.hasPrefix("Home\n"))
    #expect(model.dismissals == 1)
  }

  @Test func aDifferentItemReplacesTheSheet() {
    let host = itemSheet()
    model.item = "Shiraz"
    host.render(width: 30)

    model.item = "Merlot"

    #expect(host.render(width: 30).plainText.hasPrefix("Over Home\n┌─ Merlot "))
    #expect(navigator.state.modals.count == 1)
    #expect(model.item == "Merlot")
    #expect(model.dismissals == 1)
  }

  @Test func fullScreenCoverBoundToAFlagIsPresentedAndClosed() {
    let host = flagSheet(style: .fullScreenCover)
    model.flag = true

    #expect(host.render(width: 30).plainText.hasPrefix("[x] Close\nFilters\n"))
    #expect(navigator.state.modals.map(\.style) == [.fullScreenCover])
    #expect(host.perform("x"))
    #expect(model.flag == false)
    #expect(model.dismissals == 1)
  }

  @Test func fullScreenCoverBoundToAnItemIsPresentedAndClosed() {
    let host = itemSheet(style: .fullScreenCover)
    model.item = "Shiraz"

    #expect(host.render(width: 30).plainText.hasPrefix("[x] Close\nShiraz\n"))
    #expect(host.perform("x"))
    #expect(model.item == nil)
    #expect(model.dismissals == 1)
  }

  @Test func sheetContentPushesOntoTheSheetsOwnStack() {
    let model = model
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .navigationTitle("Home")
          .nbNavigationDestination(for: Page.self) { PageView(page: $0) }
          .sheet(isPresented: Bindable(model).flag) {
            List { NBNavigationLink("Open Inside", value: Page("Inside")) }
              .navigationTitle("Filters")
          }
      })
    model.flag = true
    host.render(width: 40)

    #expect(host.perform("1"))

    #expect(navigator.state.modals.first?.path?.elements == [Page("Inside")])
    #expect(host.render(width: 40).plainText.contains("│ [b] ‹ Filters  Inside "))
    #expect(host.perform("b"))
    #expect(model.flag == true)
    #expect(host.render(width: 40).plainText.contains("│ [1] Open Inside › "))
  }

  @Test func sheetAndFullScreenCoverOnOneViewAreIndependent() {
    let model = model
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .navigationTitle("Home")
          .sheet(isPresented: Bindable(model).flag) {
            Text("Filters body").navigationTitle("Filters")
          }
          .fullScreenCover(item: Bindable(model).item) { Text("About \($0)").navigationTitle($0) }
      })

    model.item = "Shiraz"
    #expect(host.render(width: 40).plainText.hasPrefix("[x] Close\nShiraz\n"))
    #expect(host.perform("x"))
    #expect(model.item == nil)

    model.flag = true
    #expect(host.render(width: 40).plainText.hasPrefix("Over Home\n┌─ Filters "))
    #expect(host.perform("x"))
    #expect(model.flag == false)
    #expect(host.render(width: 40).plainText.hasPrefix("Home\n"))
  }
}
