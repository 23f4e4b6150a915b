import Testing

@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(5))) struct PieChartTests {
  let regions = [
    ChartSlice(name: "Barossa Valley", value: 42, color: .red),
    ChartSlice(name: "McLaren Vale", value: 30, color: .green),
    ChartSlice(name: "Clare", value: 28, color: .blue),
  ]

  @Test func eachSliceShowsItsNameAmountPercentageAndBar() {
    #expect(
      PieChart(slices: regions).renderedText(width: 60) == """
        Barossa Valley  42  42.0%  ████████░░░░░░░░░░░░
        McLaren Vale    30  30.0%  ██████░░░░░░░░░░░░░░
        Clare           28  28.0%  ██████░░░░░░░░░░░░░░
        """)
  }

  @Test func barsAreInTheSliceColour() {
    let line = render(PieChart(slices: regions), width: 60).frame.lines[1]
    let bar = line.filter { $0.character == "█" }
    #expect(bar.count == 6)
    #expect(bar.allSatisfy { $0.style.foreground == .green })
  }

  @Test func fractionalAmountsShowUpToTwoDecimals() {
    let slices = [
      ChartSlice(name: "a", value: 12.5, color: .red),
      ChartSlice(name: "b", value: 0.125, color: .red),
    ]
    #expect(
      PieChart(slices: slices).renderedText(width: 40) == """
        a  12.5  99.0%  ████████████████████
        b  0.13   1.0%  ░░░░░░░░░░░░░░░░░░░░
        """)
  }

  @Test func aZeroTotalShowsZeroPercentAndEmptyBars() {
    let slices = [ChartSlice(name: "None", value: 0, color: .red)]
    #expect(
      PieChart(slices: slices).renderedText(width: 40) == "None  0  0.0%  ░░░░░░░░░░░░░░░░░░░░")
  }

  /// Their sum overflows to infinity; the shares must not.
  @Test func amountsNearTheLargestDoubleShowTheirShares() {
    let huge = Double.greatestFiniteMagnitude
    let slices = [
      ChartSlice(name: "a", value: huge, color: .red),
      ChartSlice(name: "b", value: huge / 2, color: .blue),
      ChartSlice(name: "c", value: huge / 2, color: .blue),
    ]
    let lines = PieChart(slices: slices).renderedText(width: 60).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.first?.hasSuffix(" 50.0%  ██████████░░░░░░░░░░") == true, "\(lines)")
    #expect(
      lines.dropFirst().allSatisfy { $0.hasSuffix(" 25.0%  █████░░░░░░░░░░░░░░░") }, "\(lines)")
  }

  @Test func negativeAndNaNAmountsCountAsZero() {
    let slices = [
      ChartSlice(name: "Lost", value: -5, color: .red),
      ChartSlice(name: "Odd", value: .nan, color: .red),
      ChartSlice(name: "Huge", value: .infinity, color: .red),
      ChartSlice(name: "Real", value: 10, color: .red),
    ]
    let text = PieChart(slices: slices).renderedText(width: 20)
    #expect(text == "Lost   0    0.0%\nOdd    0    0.0%\nHuge   0    0.0%\nReal  10  100.0%")
  }

  @Test func narrowWidthsDropTheBarThenTruncateNames() {
    #expect(
      PieChart(slices: regions).renderedText(width: 30) == """
        Barossa Valley  42  42.0%
        McLaren Vale    30  30.0%
        Clare           28  28.0%
        """)
    #expect(
      PieChart(slices: regions).renderedText(width: 20) == """
        Barossa…   42  42.0%
        McLaren…   30  30.0%
        Clare      28  28.0%
        """)
  }

  @Test func oneColumnDoesNotCrash() {
    let frame = render(PieChart(slices: regions), width: 1).frame
    #expect(frame.lines.count == 3)
    #expect(frame.lines.allSatisfy { $0.count == 1 })
  }

  @Test func noSlicesDrawNothing() {
    #expect(PieChart(slices: []).renderedText(width: 20) == "")
  }

  // MARK: Lines that are rows

  @Test func withAnActionEachLineIsANumberedRow() {
    let frame = render(PieChart(slices: regions) { _ in }, width: 60).frame
    #expect(
      frame.plainText == """
        [1] Barossa Valley  42  42.0%  ████████░░░░░░░░░░░░
        [2] McLaren Vale    30  30.0%  ██████░░░░░░░░░░░░░░
        [3] Clare           28  28.0%  ██████░░░░░░░░░░░░░░
        """)
    #expect(frame.controls.map(\.title) == ["Barossa Valley", "McLaren Vale", "Clare"])
    #expect(frame.controls.map(\.role) == [.row, .row, .row])
    #expect(frame.controls.map(\.line) == [0, 1, 2])
    #expect(frame.controls.allSatisfy { $0.columns == 0..<51 })
  }

  @Test func choosingARowCallsTheActionWithTheSlicesPosition() {
    var chosen: [Int] = []
    let host = ViewHost(PieChart(slices: regions) { chosen.append($0) })
    host.render(width: 60)
    #expect(host.perform("3"))
    #expect(host.perform("1"))
    #expect(chosen == [2, 0])
  }

  @Test func rowsLineUpWhenTheirNumbersDifferInWidth() {
    let many = (1...10).map { ChartSlice(name: "R\($0)", value: 1, color: .red) }
    let lines = PieChart(slices: many) { _ in }.renderedText(width: 40)
      .split(separator: "\n").map(String.init)
    #expect(lines[0] == "[1]  R1   1  10.0%  ██░░░░░░░░░░░░░░░░░░")
    #expect(lines[9] == "[10] R10  1  10.0%  ██░░░░░░░░░░░░░░░░░░")
  }

  @Test func narrowRowsKeepTheirShortcutsAndCutTheChart() {
    #expect(
      PieChart(slices: regions) { _ in }.renderedText(width: 24) == """
        [1] Barossa…   42  42.0%
        [2] McLaren…   30  30.0%
        [3] Clare      28  28.0%
        """)
  }

  /// Rows are drawn when shown or printed, as a list's are; the chart still reads as one.
  @Test func aLongChartsRowsAreResolvedOnDemandAndStayAligned() {
    let many = (1...250).map { ChartSlice(name: "R\($0)", value: Double($0), color: .red) }
    var chosen: [Int] = []
    let frame = ViewHost(PieChart(slices: many) { chosen.append($0) }).renderLazily(width: 40)
    #expect(frame.match("25") == ShortcutMatch(isShortcut: true, startsLongerShortcut: true))
    #expect(frame.action(for: "251") == nil)
    frame.action(for: "250")?()
    #expect(chosen == [249])
    var printed: [String] = []
    frame.writeUTF8(styled: false) { printed.append(String(decoding: $0, as: UTF8.self)) }
    let lines = printed.joined(separator: "\n").split(separator: "\n").map(String.init)
    #expect(lines == frame.frame.plainText.split(separator: "\n").map(String.init))
    #expect(lines[0] == "[1]   R1      1  0.0%  " + String(repeating: "░", count: 17))
    #expect(lines[249] == "[250] R250  250  0.8%  " + String(repeating: "░", count: 17))
  }

  /// A chart on screen is measured again only when its slices change.
  @Test func aChartIsMeasuredOnceWhileItsSlicesStayTheSame() {
    let cache = ChartLayoutCache()
    let first = cache.layout(of: regions)
    #expect(cache.layout(of: regions) === first)
    #expect(cache.layout(of: Array(regions.reversed())) !== first)
  }
}
