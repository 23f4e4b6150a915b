/// How a horizontal stack shares its width among its children.
enum HStackLayout {
  /// The width of each child: ideal widths, spacers (a minimum, else `nil`) sharing what is left;
  /// when that does not fit, spacers keep their minimum and the widest children shrink first.
  static func widths(
    ideals: [Int],
    spacerMinimums: [Int?],
    spacing: Int,
    available: Int
  ) -> [Int] {
    let room = max(available - spacing * max(ideals.count - 1, 0), 0)
    let spacers = spacerMinimums.indices.filter { spacerMinimums[$0] != nil }
    let fixed = ideals.indices.filter { spacerMinimums[$0] == nil }
    var widths = ideals.indices.map { spacerMinimums[$0] ?? ideals[$0] }
    let spacerTotal = spacers.reduce(0) { $0 + widths[$1] }
    let fixedTotal = fixed.reduce(0) { $0 + widths[$1] }

    if spacerTotal + fixedTotal <= room {
      share(room - spacerTotal - fixedTotal, among: spacers, into: &widths)
      return widths
    }
    var budget = room - spacerTotal
    if budget < 0 {
      for index in spacers { widths[index] = 0 }
      budget = room
    }
    let caps = shrink(fixed.map { ideals[$0] }, toFit: budget)
    for (index, cap) in zip(fixed, caps) { widths[index] = cap }
    return widths
  }

  private static func share(_ extra: Int, among spacers: [Int], into widths: inout [Int]) {
    guard !spacers.isEmpty else { return }
    let each = extra / spacers.count
    let remainder = extra % spacers.count
    for (position, index) in spacers.enumerated() {
      widths[index] += each + (position < remainder ? 1 : 0)
    }
  }

  /// Lowers the largest widths first until they add up to at most `budget`.
  private static func shrink(_ widths: [Int], toFit budget: Int) -> [Int] {
    guard budget > 0 else { return widths.map { _ in 0 } }
    let ascending = widths.sorted()
    var used = 0
    var cap = 0
    for (position, width) in ascending.enumerated() {
      let remainingChildren = ascending.count - position
      if used + width * remainingChildren > budget {
        cap = (budget - used) / remainingChildren
        break
      }
      used += width
      cap = width
    }
    var capped = widths.map { min($0, cap) }
    var leftover = budget - capped.reduce(0, +)
    for index in capped.indices where leftover > 0 && widths[index] > cap {
      capped[index] += 1
      leftover -= 1
    }
    return capped
  }
}
