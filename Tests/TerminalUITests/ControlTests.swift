import Testing

@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ControlTests {
  @Test func buttonsShowTheirShortcutAndRunTheirAction() {
    var pops = 0
    let result = render(Button("Programmatic pop") { pops += 1 }, width: 30)
    #expect(result.frame.plainText == "[p] Programmatic pop")
    #expect(
      result.frame.controls == [
        Control(shortcut: "p", title: "Programmatic pop", role: .button, line: 0, columns: 0..<20)
      ])
    result.actions["p"]?()
    #expect(pops == 1)
  }

  @Test func buttonsWithALabelViewTakeTheirTitleFromTheLabel() {
    let view = Button(
      action: {},
      label: {
        HStack {
          Text("Open")
          Text("map").font(.headline)
        }
      })
    let result = render(view, width: 30)
    #expect(result.frame.plainText == "[o] Open map")
    #expect(result.frame.controls.first?.title == "Open map")
  }

  @Test func lettersSkipTakenAndReservedLetters() {
    let view = VStack {
      Button("Push") {}
      Button("Pop") {}
      Button("Back to root") {}
      Button("Help") {}
      Button("Quit") {}
    }
    let shortcuts = render(view, width: 30).frame.controls.map(\.shortcut)
    #expect(shortcuts == ["p", "o", "t", "e", "u"])
  }

  @Test func anExplicitShortcutWinsOverAutomaticLetters() {
    let view = VStack {
      Button("Push") {}
      Button("Show sheet") {}.keyboardShortcut("p")
    }
    #expect(render(view, width: 30).frame.plainText == "[u] Push\n[p] Show sheet")
  }

  @Test func theFirstControlAskingForAKeyGetsIt() {
    let view = VStack {
      Button("One") {}.keyboardShortcut("k")
      Button("Two") {}.keyboardShortcut("k")
    }
    #expect(render(view, width: 30).frame.controls.map(\.shortcut) == ["k", "t"])
  }

  @Test func toolbarItemsGetTheirShortcutsBeforeTheContent() {
    let view = Button("Push details") {}.toolbar { Button("Programmatic pop") {} }
    let controls = render(view, width: 50).frame.controls
    #expect(controls.map(\.shortcut) == ["p", "d"])
    #expect(controls.map(\.role) == [.toolbar, .button])
  }

  @Test func shortcutsAreStableAcrossRenders() {
    let view = VStack {
      Button("Push") {}
      Button("Pop") {}
      List { Button("Merlot") {} }
    }
    #expect(render(view, width: 30).frame == render(view, width: 30).frame)
  }

  @Test func actionsExistOnlyForControlsOnScreen() {
    let view = HStack(spacing: 0) {
      Text("a")
      Text("b")
      Button("Hidden") {}
    }
    let result = render(view, width: 2)
    #expect(result.frame.plainText == "ab")
    #expect(result.frame.controls.isEmpty)
    #expect(result.actions.isEmpty)
  }

  @Test(arguments: [
    (["Alpha", "Apple", "Avocado"], ["a", "p", "v"]),
    (["Xylophone"], ["y"]),
    (["Blue Moon", "Bright"], ["m", "r"]),
    (["123"], ["a"]),
  ])
  func letterAssignmentFollowsTheTitle(titles: [String], expected: [String]) {
    let requests = titles.map { ControlRequest(title: $0, role: .button, action: {}) }
    #expect(ShortcutAssigner.assign(requests) == expected)
  }

  @Test func menuItemsGetLettersAfterEverythingElse() {
    let requests = [
      ControlRequest(title: "Sheet", role: .menuItem, action: {}),
      ControlRequest(title: "Share", role: .button, action: {}),
    ]
    #expect(ShortcutAssigner.assign(requests) == ["e", "s"])
  }

  @Test func pairsOfLettersFollowWhenLettersRunOut() {
    let requests = (0..<23).map { _ in ControlRequest(title: "", role: .button, action: {}) }
    #expect(ShortcutAssigner.assign(requests).suffix(2) == ["z", "aa"])
  }
}
