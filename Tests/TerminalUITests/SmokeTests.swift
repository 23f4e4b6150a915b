import Testing
import TerminalUI

@MainActor
@Suite struct SmokeTests {
  @Test func smoke() {
    struct Screen: View {
      var body: some View {
        VStack(spacing: 1) {
          Text("Wine Grapes").font(.title)
          List {
            Button("Cabernet Sauvignon") {}
            Button("Shiraz") {}
            Text("Not actionable")
          }
          HStack { Text("Left"); Spacer(); Text("Right") }
          Divider()
          Button("Programmatic pop") {}
          Menu("More") { Button("One") {} }
          if true { Text("葡萄酒 🍷 e\u{301}") }
        }
        .navigationTitle("Wine Grapes")
        .toolbar { ToolbarItem { Button("Push details") {} } }
      }
    }
    print(Screen().renderedText(width: 40))
    print(Screen().renderedText(width: 12))
    print(Screen().renderedText(width: 1))
  }
}
