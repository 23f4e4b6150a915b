/// Reads a link's decoded path segments into a state of ``NBLinkScreen`` values.
struct LinkReader {
  let grammar: NBLinkGrammar
  /// The segments, percent-decoded.
  var words: [String] = []
  /// The segments as written, shortened for messages.
  var raw: [String] = []

  /// The stacks read: the tab's, then each modal's (its first screen is its content).
  var stacks: [(style: NBModalStyle?, position: Int, screens: [NBLinkScreen])] = [(nil, 0, [])]
  /// The route prefix and id the last screen opened, which the next may share.
  var group: (prefix: [String], id: String)?

  mutating func state() throws(NBLinkError) -> NBNavigationState {
    var selected = grammar.tabs[0]
    var index = 0
    if words.first == "tab" {
      let tabs = NBLinkError.quoted(grammar.tabs.map(\.rawValue))
      guard words.count > 1 else {
        throw NBLinkError("'tab' at segment 1 must be followed by a tab: \(tabs).")
      }
      guard
        let tab = grammar.tabs.first(where: { $0.rawValue.lowercased() == words[1].lowercased() })
      else {
        throw NBLinkError("Unknown segment '\(raw[1])' at position 2; expected \(tabs).")
      }
      selected = tab
      index = 2
    }
    while index < words.count {
      index = try read(at: index)
    }
    try checkLastModal()
    try checkPlaces()
    let path = NBNavigationPath(stacks[0].screens)
    return NBNavigationState(
      roots: grammar.tabs.map { NBRoot(id: $0, path: $0 == selected ? path : NBNavigationPath()) },
      selected: selected,
      modals: stacks.dropFirst().compactMap { stack in
        stack.screens.first.map { content in
          NBModal(
            stack.style ?? .sheet, content: content,
            path: NBNavigationPath(stack.screens.dropFirst()))
        }
      })
  }

  /// Reads the word at `index` and returns the index of the next word.
  private mutating func read(at index: Int) throws(NBLinkError) -> Int {
    let word = words[index]
    if let style = NBLinkGrammar.modalWords[word] {
      try checkLastModal()
      stacks.append((style, index + 1, []))
      group = nil
      return index + 1
    }
    if let (screen, next) = try screen(startingAt: index) {
      stacks[stacks.count - 1].screens.append(screen)
      return next
    }
    if let open = group,
      let route = longest(grammar.routes.filter { $0.prefix == open.prefix }, at: index)
    {
      stacks[stacks.count - 1].screens.append(NBLinkScreen(route.pattern, id: open.id))
      return index + route.suffix.count
    }
    if let open = group {
      try checkWordsAfter(grammar.routes.filter { $0.prefix == open.prefix }, at: index)
    }
    if let route = grammar.routes.first(where: { $0.hasID && $0.suffix.first == word }) {
      let before = route.prefix.joined(separator: "/") + "/ID"
      throw NBLinkError(
        "Unknown segment '\(raw[index])' at position \(index + 1); expected '\(before)' before '\(raw[index])'."
      )
    }
    let shared = group.map { open in
      grammar.routes.filter { $0.prefix == open.prefix }.compactMap(\.suffix.first)
    }
    let next = unique(
      (shared ?? []) + (index == 0 ? ["tab"] : []) + grammar.routes.compactMap(\.prefix.first)
        + ["sheet", "cover"])
    throw NBLinkError(
      "Unknown segment '\(raw[index])' at position \(index + 1); expected \(NBLinkError.quoted(next))."
    )
  }

  /// The screen of the route whose words start at `index`, and the index after it; `nil` when none
  /// does.
  private mutating func screen(startingAt index: Int) throws(NBLinkError) -> (NBLinkScreen, Int)? {
    let starting = grammar.routes.filter { matches($0.prefix, at: index) }
    guard let length = starting.map(\.prefix.count).max() else {
      return nil
    }
    let candidates = starting.filter { $0.prefix.count == length }
    if let route = candidates.first(where: { !$0.hasID }) {
      group = nil
      return (NBLinkScreen(route.pattern), index + length)
    }
    let word = candidates[0].prefix.joined(separator: "/")
    let idIndex = index + length
    guard idIndex < words.count else {
      throw NBLinkError("'\(word)' at segment \(idIndex) must be followed by an id.")
    }
    guard let route = longest(candidates, at: idIndex + 1) else {
      try checkWordsAfter(candidates, at: idIndex + 1)
      let found = idIndex + 1 < words.count ? ", not '\(raw[idIndex + 1])'" : ""
      let screens = NBLinkError.quoted(unique(candidates.compactMap(\.suffix.first)))
      throw NBLinkError(
        "The id '\(raw[idIndex])' at segment \(idIndex + 1) must be followed by \(screens)\(found)."
      )
    }
    group = (route.prefix, words[idIndex])
    return (NBLinkScreen(route.pattern, id: words[idIndex]), idIndex + 1 + route.suffix.count)
  }

  /// Throws when the word at `index` starts the suffix of some of `routes` (`note` of `note/1`)
  /// but the words after it are none of theirs.
  private func checkWordsAfter(_ routes: [NBLinkRoute], at index: Int) throws(NBLinkError) {
    let word = index < words.count ? words[index] : nil
    let started = routes.filter { $0.suffix.count > 1 && $0.suffix.first == word }
    guard !started.isEmpty else {
      return
    }
    let next = NBLinkError.quoted(unique(started.map { $0.suffix[1] }))
    let found = index + 1 < words.count ? ", not '\(raw[index + 1])'" : ""
    throw NBLinkError(
      "'\(raw[index])' at segment \(index + 1) must be followed by \(next)\(found).")
  }

  /// The route of `routes` with the longest non-empty suffix standing at `index`.
  private func longest(_ routes: [NBLinkRoute], at index: Int) -> NBLinkRoute? {
    routes.filter { $0.hasID && !$0.suffix.isEmpty && matches($0.suffix, at: index) }
      .max { $0.suffix.count < $1.suffix.count }
  }

  private func matches(_ pattern: [String], at index: Int) -> Bool {
    !pattern.isEmpty && index + pattern.count <= words.count
      && zip(pattern, words[index...]).allSatisfy { $0 == $1 }
  }

  /// Throws when a screen whose route opens above another's (``NBLinkRoute/opensAbove``) is not
  /// right above that route's screen of the same id, naming the chain of screens to write.
  private func checkPlaces() throws(NBLinkError) {
    for screens in stacks.map(\.screens) {
      for (index, screen) in screens.enumerated() {
        guard let below = grammar.route(named: screen.route)?.opensAbove,
          index == 0 || screens[index - 1] != NBLinkScreen(below, id: screen.id)
        else { continue }
        var chain = [screen]
        while let next = grammar.route(named: chain[0].route)?.opensAbove,
          chain.count <= grammar.routes.count
        {
          chain.insert(NBLinkScreen(next, id: screen.id), at: 0)
        }
        let written = { (screens: [NBLinkScreen]) in
          grammar.words(of: screens).map(NBLinkError.excerpt).joined(separator: "/")
        }
        let base = written([NBLinkScreen(below, id: screen.id)])
        throw NBLinkError(
          "'\(written([screen]))' opens only right above '\(base)'; write '\(written(chain))'.")
      }
    }
  }

  /// Throws when the last stack read is a modal's without a screen.
  private func checkLastModal() throws(NBLinkError) {
    guard let last = stacks.last, last.style != nil, last.screens.isEmpty else {
      return
    }
    let keyword = raw[last.position - 1]
    throw NBLinkError(
      "'\(keyword)' at segment \(last.position) must be followed by the screen it presents.")
  }

  private func unique(_ words: [String]) -> [String] {
    var seen: Set<String> = []
    return words.filter { seen.insert($0).inserted }
  }
}

extension NBLinkGrammar {
  /// The words that present a modal, and its style.
  static let modalWords: [String: NBModalStyle] = ["sheet": .sheet, "cover": .fullScreenCover]
}
