/// Chooses every control's shortcut, toolbar first: explicit ones, row numbers, title letters.
@MainActor
enum ShortcutAssigner {
  /// `b` (back) and `x` (close) for the navigation bridge, `q` (quit) and `h` (help) for the app.
  static let reservedLetters: Set<Character> = ["b", "x", "q", "h"]

  /// The shortcut of each control, in the order given.
  static func assign(_ controls: [ControlRequest]) -> [String] {
    assign(controls, rowRuns: []).shortcuts
  }

  /// The shortcut of each control and the numbering of each run of lazy rows (position, count).
  static func assign(
    _ controls: [ControlRequest],
    rowRuns: [(position: Int, count: Int)]
  ) -> (shortcuts: [String], rowNumberings: [RowNumbering]) {
    let order = controls.indices.sorted {
      (tier(of: controls[$0]), $0) < (tier(of: controls[$1]), $1)
    }
    var taken: Set<String> = []
    var shortcuts = [String?](repeating: nil, count: controls.count)

    for index in order {
      guard let key = controls[index].explicitShortcut, taken.insert(key).inserted else { continue }
      shortcuts[index] = key
    }
    let explicitNumbers = taken.compactMap(RowNumbering.number(spelledBy:))
    var numberings: [RowNumbering] = []
    var number = 1
    func numberRuns(before position: Int) {
      while numberings.count < rowRuns.count, rowRuns[numberings.count].position <= position {
        let run = RowNumbering(
          first: number, count: rowRuns[numberings.count].count, skipping: explicitNumbers)
        numberings.append(run)
        number = run.end
      }
    }
    for index in order where shortcuts[index] == nil && controls[index].role == .row {
      numberRuns(before: index)
      while taken.contains(String(number)) { number += 1 }
      shortcuts[index] = String(number)
      taken.insert(String(number))
      number += 1
    }
    numberRuns(before: Int.max)
    for index in order where shortcuts[index] == nil {
      let key = firstFreeLetters(for: controls[index].title, taken: taken)
      shortcuts[index] = key
      taken.insert(key)
    }
    return (shortcuts.map { $0 ?? "" }, numberings)
  }

  /// Toolbar items, then content, then menu items.
  private static func tier(of control: ControlRequest) -> Int {
    if control.role == .menuItem { return 2 }
    return control.isInToolbar ? 0 : 1
  }

  /// The first free letter for `title`, or pair of letters once all are taken.
  private static func firstFreeLetters(for title: String, taken: Set<String>) -> String {
    let words = title.lowercased().split { !$0.isLetter }
    let initials = words.compactMap(\.first)
    let letters = words.flatMap { $0 }
    let singles = (initials + letters + alphabet).lazy
      .filter { $0.isASCII && !reservedLetters.contains($0) }
      .map(String.init)
    if let single = singles.first(where: { !taken.contains($0) }) { return single }
    let pairs = alphabet.lazy.flatMap { first in alphabet.lazy.map { String([first, $0]) } }
    return pairs.first { !taken.contains($0) } ?? "?"
  }

  private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
}
