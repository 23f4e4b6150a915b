import TerminalUI
import TerminalUITesting
import Testing

struct Grape: Identifiable {
  let id: String
  var name: String { id }
}

/// A list screen as a feature module would write it: title, toolbar, rows and a menu.
struct GrapeListScreen: View {
  let grapes = ["Cabernet Sauvignon", "Shiraz", "Pinot Noir", "Gewürztraminer 葡萄"].map(Grape.init)

  var body: some View {
    VStack(spacing: 1) {
      Text("Red and white grapes from around the world, by region.").foregroundStyle(.secondary)
      List(grapes) { grape in
        ControlView(showsDisclosure: true, action: {}) { Text(grape.name) }
      }
      HStack {
        Button("Show sheet") {}
        Spacer()
        Menu("Present") { Button("Full screen") {} }
      }
    }
    .navigationTitle("Wine Grapes")
    .toolbar {
      ToolbarItem { Button("Programmatic pop") {} }
    }
  }
}

@MainActor
@Suite struct SnapshotTests {
  let regions = [
    ChartSlice(name: "Barossa Valley", value: 42, color: .red),
    ChartSlice(name: "McLaren Vale", value: 30, color: .green),
    ChartSlice(name: "Clare Valley", value: 18.5, color: .blue),
    ChartSlice(name: "Eden Valley", value: 9.5, color: .yellow),
  ]

  @Test(arguments: [60, 20])
  func grapeListScreen(width: Int) {
    assertSnapshot(of: GrapeListScreen(), width: width, named: "grape-list-\(width)")
  }

  @Test(arguments: [60, 30])
  func wineRegionChart(width: Int) {
    let chart = VStack(spacing: 1) {
      Text("Shiraz by region").font(.headline)
      PieChart(slices: regions)
    }
    assertSnapshot(of: chart, width: width, named: "region-chart-\(width)")
  }

  @Test func aMismatchIsReportedAsALineDiff() {
    withKnownIssue {
      assertSnapshot(of: "Wine Grapes\n[1] Merlot", named: "mismatch")
    } matching: { issue in
      issue.description.contains("-2│[1] Cabernet Sauvignon")
        && issue.description.contains("+2│[1] Merlot")
    }
  }

  @Test func theDiffShowsOnlyDifferingLinesWithTheirNumbers() {
    #expect(snapshotDiff(expected: "a\nb\nc", actual: "a\nb\nc") == nil)
    #expect(snapshotDiff(expected: "a\nb\nc", actual: "a\nB\nc") == "-2│b\n+2│B")
    #expect(snapshotDiff(expected: "a", actual: "a\nnew") == "+2│new")
    #expect(snapshotDiff(expected: "a\nold", actual: "a") == "-2│old")
  }
}
