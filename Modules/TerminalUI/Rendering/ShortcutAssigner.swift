/// Chooses the shortcut of every control of a frame, deterministically.
///
/// Toolbar items come first, then the content's controls, then the items of expanded menus (so
/// expanding a menu never changes another control's shortcut), each group in tree order. Explicit
/// shortcuts are honoured first (the first control asking for a key gets it); list rows are
/// numbered `1`, `2`…; every other control gets a letter: the first letter of its title, else the
/// first letter of another word of the title, else another letter of the title, else the first
/// free letter from `a` to `z`. Letters in ``reservedLetters`` are never chosen automatically.
///
/// A list that draws its rows lazily takes part as a run of rows at the place it was resolved:
/// it gets a ``RowNumbering``, one number per row, without its rows being resolved.
@MainActor
enum ShortcutAssigner {
  /// `b` (back) and `x` (close) for the navigation bridge, `q` (quit) and `h` (help) for the app.
  static let reservedLetters: Set<Character> = ["b", "x", "q", "h"]

  /// The shortcut of each control, in the order given.
  static func assign(_ controls: [ControlRequest]) -> [String] {
    assign(controls, rowRuns: []).shortcuts
  }

  /// The shortcut of each control and the numbering of each run of lazily drawn rows.
  ///
  /// - Parameters:
  ///   - controls: The controls, in tree order.
  ///   - rowRuns: For each run of rows, in tree order, how many controls were registered before
  ///     it (its place among `controls`) and how many rows it has.
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

  /// The first free key for a control titled `title`: a letter by the rules above or, once all
  /// letters are taken, a pair of letters.
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
