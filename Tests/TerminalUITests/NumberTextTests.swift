import Testing

@testable import TerminalUI

@Suite(.timeLimit(.minutes(1))) struct NumberTextTests {
  static let values: [Double] = [
    0, -0.0, 0.001, 0.004, 0.005, 0.05, 0.5, 1, 1.5, 2.25, 9.994, 9.995, 9.996, 10, 12.5, 42,
    99.95, 99.96, 100, 123.456, 1_000_000, 99_999_999.999, 1e12, 1e13 - 0.001, 1e14, 1e16, 1e300,
    -1, -0.004, -0.006, -12.345, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
  ]

  @Test func aNumbersWidthIsTheLengthOfHowItIsWritten() {
    for value in Self.values {
      for decimals in 1...3 {
        for keepingZeros in [false, true] {
          let written = NumberText.format(value, decimals: decimals, keepingZeros: keepingZeros)
          #expect(
            NumberText.width(of: value, decimals: decimals, keepingZeros: keepingZeros)
              == written.count,
            "\(value), \(decimals) decimals, keeping zeros: \(keepingZeros) is '\(written)'")
        }
      }
    }
  }
}
