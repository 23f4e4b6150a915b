/// The numbers of the rows of a list that draws its rows lazily: consecutive from ``first``,
/// passing over the numbers other controls asked for explicitly, one per row.
///
/// Every row has a number whether or not it turns out to be a control, so a row's number never
/// depends on rows that are not drawn, and number → row and row → number are arithmetic.
///
/// ```swift
/// let numbering = RowNumbering(first: 1, count: 5, skipping: [3])
/// numbering.number(ofRow: 2)  // 4
/// numbering.row(ofNumber: 4)  // 2
/// ```
struct RowNumbering: Equatable, Sendable {
  /// The number of the first row.
  let first: Int
  /// How many rows are numbered.
  let count: Int
  /// The numbers from ``first`` on that rows pass over, ascending.
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

  /// The number after the last row's, where the numbering of later rows starts.
  var end: Int { first + count + skipped.count }

  /// The number of the row at `index`.
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

  /// The row numbers whose decimal digits start with `digits` and go on, ascending: for `1`,
  /// 10 to 19, then 100 to 199, and so on, as far as the rows go.
  ///
  /// `digits` must be a number's own digits: no sign, no leading zero.
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

  /// The number `text` spells as a row shortcut does (digits without a leading zero), if any.
  static func number(spelledBy text: some StringProtocol) -> Int? {
    guard let first = text.utf8.first, first != UInt8(ascii: "0"), text.utf8.count <= 18,
      text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(text)
  }

  /// The columns `number` takes when written, counted without making its text.
  static func width(of number: Int) -> Int {
    var width = number < 0 ? 2 : 1
    var rest = number.magnitude
    while rest >= 10 {
      rest /= 10
      width += 1
    }
    return width
  }
}
