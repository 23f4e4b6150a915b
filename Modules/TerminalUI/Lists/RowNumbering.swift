/// A lazy list's row numbers, from ``first``, passing over explicit ones: skipping 3, row 2 is 4.
struct RowNumbering: Equatable, Sendable {
  let first: Int
  let count: Int
  /// The numbers rows pass over, ascending.
  let skipped: [Int]

  /// Rows numbered from `first`, passing over the numbers of `taken` (in any order).
  init(first: Int, count: Int, skipping taken: some Sequence<Int>) {
    self.first = first
    self.count = max(count, 0)
    var skipped: [Int] = []
    var last = first + self.count - 1
    for number in Set(taken).filter({ $0 >= first }).sorted() where number <= last {
      skipped.append(number)
      last += 1
    }
    self.skipped = skipped
  }

  /// The number after the last row's.
  var end: Int { first + count + skipped.count }

  func number(ofRow index: Int) -> Int {
    var number = first + index
    for taken in skipped {
      guard taken <= number else { break }
      number += 1
    }
    return number
  }

  /// The row numbered `number`, if a row has that number.
  func row(ofNumber number: Int) -> Int? {
    guard number >= first, number < end else { return nil }
    var passed = 0
    for taken in skipped {
      if taken == number { return nil }
      if taken > number { break }
      passed += 1
    }
    return number - first - passed
  }

  /// The row numbers that start with the digits of `digits` and go on: for 1, 10–19, 100–199….
  func longerNumbers(startingWith digits: Int) -> some Sequence<Int> {
    let end = end
    var low = digits > 0 && digits < end ? digits * 10 : end
    var high = low + 9
    var candidate = max(low, first)
    return sequence(state: ()) { _ -> Int? in
      while low < end {
        while candidate <= min(high, end - 1) {
          defer { candidate += 1 }
          if row(ofNumber: candidate) != nil { return candidate }
        }
        guard low <= end / 10 else { return nil }
        low *= 10
        high = high * 10 + 9
        candidate = max(low, first)
      }
      return nil
    }
  }

  /// The number `text` spells as a row shortcut (digits, no leading zero), if any.
  static func number(spelledBy text: some StringProtocol) -> Int? {
    guard let first = text.utf8.first, first != UInt8(ascii: "0"), text.utf8.count <= 18,
      text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(text)
  }
}
