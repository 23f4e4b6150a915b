import Testing

@testable import TerminalUI

@Suite(.timeLimit(.minutes(5))) struct NumberTextTests {
  @Test(arguments: [
    (12.5, 2, false, "12.5"), (42, 1, true, "42.0"), (42, 1, false, "42"), (0.004, 2, false, "0"),
    (0.005, 2, true, "0.01"), (9.995, 2, false, "9.99"), (-12.345, 1, true, "-12.3"),
    (-0.004, 2, true, "0.00"), (1_000_000, 2, false, "1000000"),
  ])
  func aNumberIsRoundedAndWrittenTheSameWayInEveryLocale(
    value: Double, decimals: Int, keepingZeros: Bool, written: String
  ) {
    #expect(NumberText.format(value, decimals: decimals, keepingZeros: keepingZeros) == written)
  }

  @Test func aNumberTooLargeToRoundIsWrittenAsSwiftWritesIt() {
    #expect(NumberText.format(1e300, decimals: 2) == "\(1e300)")
    #expect(NumberText.format(.infinity, decimals: 1) == "inf")
  }

  /// An amount of 1e-7 was written `0` next to a share of 100.0%.
  @Test func aSmallAmountIsWrittenAsSmallNotZero() {
    #expect(NumberText.amount(1e-7, decimals: 2) == "<0.01")
    #expect(NumberText.amount(1e-7, decimals: 0) == "<1")
    #expect(NumberText.amount(0, decimals: 2) == "0")
    #expect(NumberText.amount(0.004, decimals: 2) == "<0.01")
    #expect(NumberText.amount(2.5, decimals: 2) == "2.5")
  }
}
