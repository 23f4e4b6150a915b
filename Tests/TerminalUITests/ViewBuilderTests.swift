import Testing

@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ViewBuilderTests {
  enum Kind { case red, white, rosé }

  struct Kinds: View {
    let kind: Kind
    var body: some View {
      switch kind {
      case .red: Text("Red")
      case .white: Text("White")
      case .rosé: Text("Rosé")
      }
    }
  }

  @Test func ifElseShowsTheBranchTaken() {
    func view(_ flag: Bool) -> some View {
      VStack {
        if flag { Text("yes") } else { Text("no") }
      }
    }
    #expect(view(true).renderedText(width: 10) == "yes")
    #expect(view(false).renderedText(width: 10) == "no")
  }

  @Test func ifWithoutElseAndIfLetShowNothingWhenFalse() {
    func view(_ name: String?) -> some View {
      VStack {
        Text("Grape")
        if let name { Text(name) }
        if name == nil { Text("unknown") }
      }
    }
    #expect(view("Shiraz").renderedText(width: 10) == "Grape\nShiraz")
    #expect(view(nil).renderedText(width: 10) == "Grape\nunknown")
  }

  @Test(arguments: [(Kind.red, "Red"), (.white, "White"), (.rosé, "Rosé")])
  func switchShowsTheMatchingCase(kind: Kind, expected: String) {
    #expect(Kinds(kind: kind).renderedText(width: 10) == expected)
  }

  @Test func optionalViewsShowTheirViewWhenPresent() {
    let some: Text? = Text("here")
    let none: Text? = nil
    #expect(
      VStack {
        some
        none
        Text("end")
      }.renderedText(width: 10) == "here\nend")
  }

  @Test func blocksTakeAnyNumberOfChildren() {
    let view = VStack {
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
      Text("7")
      Text("8")
      Text("9")
      Text("10")
      Text("11")
      Text("12")
    }
    #expect(view.renderedText(width: 4) == (1...12).map(String.init).joined(separator: "\n"))
  }

  @Test func emptyViewAndEmptyBlocksDrawNothing() {
    #expect(EmptyView().renderedText(width: 10) == "")
    #expect(
      VStack(spacing: 1) {
        Text("a")
        EmptyView()
        Text("b")
      }.renderedText(width: 5) == "a\n\nb")
    #expect(VStack {}.renderedText(width: 10) == "")
  }

  @Test func groupChildrenAreLaidOutByTheEnclosingStack() {
    let view = HStack {
      Group {
        Text("a")
        Text("b")
      }
      Text("c")
    }
    #expect(view.renderedText(width: 10) == "a b c")
  }

  @Test func groupModifiersApplyToEachChild() {
    let view = VStack {
      Group {
        Button("a") {}
        Button("b") {}
      }.disabled(true)
    }
    #expect(render(view, width: 10).frame.controls.map(\.isEnabled) == [false, false])
  }

  @Test func anyViewDrawsTheViewItWraps() {
    let views = [AnyView(Text("Text")), AnyView(Button("Button") {})]
    #expect(
      VStack {
        views[0]
        views[1]
      }.renderedText(width: 20) == "Text\n[u] Button")
  }
}
