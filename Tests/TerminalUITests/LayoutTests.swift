import Testing

@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(5))) struct LayoutTests {
  @Test func vStackStacksWithSpacing() {
    let view = VStack(spacing: 1) {
      Text("one")
      Text("two")
    }
    #expect(view.renderedText(width: 10) == "one\n\ntwo")
  }

  @Test func vStackAlignsNarrowerChildrenToTheLeadingEdge() {
    let view = VStack(alignment: .leading) {
      Text("ab")
      Text("abcd")
    }
    #expect(view.renderedText(width: 8) == "ab\nabcd")
  }

  @Test func hStackPlacesChildrenSideBySide() {
    #expect(
      HStack {
        Text("a")
        Text("b")
      }.renderedText(width: 10) == "a b")
    #expect(
      HStack(spacing: 3) {
        Text("a")
        Text("b")
      }.renderedText(width: 10) == "a   b")
  }

  @Test func spacersTakeTheLeftoverWidth() {
    let view = HStack {
      Text("Left")
      Spacer()
      Text("Right")
    }
    #expect(view.renderedText(width: 20) == "Left           Right")
  }

  @Test func spacersShareTheLeftoverWidthEvenly() {
    let view = HStack(spacing: 0) {
      Spacer()
      Text("mid")
      Spacer()
    }
    #expect(view.renderedText(width: 9) == "   mid")
  }

  @Test func aSpacerInAVStackIsBlankLines() {
    let view = VStack {
      Text("a")
      Spacer(minLength: 2)
      Text("b")
    }
    #expect(view.renderedText(width: 4) == "a\n\n\nb")
  }

  @Test func tooWideHStacksShrinkTheWidestChildFirstAndWrapIt() {
    let view = HStack {
      Text("Name:")
      Text("Cabernet Sauvignon from Bordeaux")
    }
    #expect(view.renderedText(width: 20) == "Name: Cabernet\n      Sauvignon from\n      Bordeaux")
  }

  @Test(
    arguments: [
      ([3, 10], [nil, nil], 1, 20, [3, 10]),
      ([3, 0, 4], [nil, 0, nil], 1, 20, [3, 11, 4]),
      ([3, 10], [nil, nil], 1, 9, [3, 5]),
      ([6, 10, 2], [nil, nil, nil], 0, 12, [5, 5, 2]),
      ([3, 3], [nil, nil], 1, 2, [1, 0]),
      ([5, 0, 5], [nil, 4, nil], 1, 8, [1, 4, 1]),
    ] as [([Int], [Int?], Int, Int, [Int])])
  func hStackLayoutSharesTheWidth(
    ideals: [Int], spacers: [Int?], spacing: Int, available: Int, expected: [Int]
  ) {
    let widths = HStackLayout.widths(
      ideals: ideals, spacerMinimums: spacers, spacing: spacing, available: available)
    #expect(widths == expected)
  }
}
