/// One rendering of a view whose list rows are drawn only when asked for, so that showing a
/// window of it (full screen's selection) or printing it costs what is shown.
///
/// The frame is a sequence of *items*: each stretch of lines drawn with the frame is one item,
/// and so is each row of a ``List`` over data. ``frame`` draws them all.
///
/// ```swift
/// let rendered = host.renderLazily(width: 80)
/// rendered.writeUTF8(styled: false) { file.write(Data($0)) }   // every line, a chunk at a time
/// rendered.action(for: "50000")?()                  // resolves that one row
/// ```
@MainActor
public final class LazyFrame {
  /// The number of columns of every line.
  public let width: Int

  private let parts: [DrawnPart]
  /// The first item of each part, then the number of items.
  private let partStarts: [Int]
  private let fixedActions: [String: @MainActor () -> Void]
  /// Rows drawn for full screen's windows, kept because a key that moves the window draws them
  /// again: without them Page Down and End take 24% and 72% longer (app benchmark, key press).
  private var drawnRows: [Int: Block] = [:]
  private static let drawnRowLimit = 1024

  /// A frame of `parts`; `actions` are those of the controls drawn in its blocks.
  init(width: Int, parts: [DrawnPart], actions: [String: @MainActor () -> Void]) {
    self.width = width
    self.parts = parts
    self.fixedActions = actions
    var starts = [0]
    for part in parts {
      switch part {
      case .block: starts.append(starts[starts.count - 1] + 1)
      case .rows(let run): starts.append(starts[starts.count - 1] + run.count)
      }
    }
    self.partStarts = starts
  }

  // MARK: Items

  /// How many items the frame has.
  package var itemCount: Int { partStarts[partStarts.count - 1] }

  /// The item at `index` drawn, lines counted from its top.
  package func item(_ index: Int) -> Block {
    let (part, offset) = locate(index)
    switch parts[part] {
    case .block(let block):
      return block
    case .rows(let run):
      if let drawn = drawnRows[index] { return drawn }
      if drawnRows.count >= Self.drawnRowLimit { drawnRows.removeAll(keepingCapacity: true) }
      let drawn = run.draw(offset)
      drawnRows[index] = drawn
      return drawn
    }
  }

  /// The item holding the control with `shortcut`, if there is one.
  package func item(forShortcut shortcut: String) -> Int? {
    for (part, start) in zip(parts, partStarts) {
      switch part {
      case .block(let block):
        if block.controls.contains(where: { $0.shortcut == shortcut }) { return start }
      case .rows(let run):
        if let row = run.rows.rowIndex(forShortcut: shortcut), row >= run.first,
          run.rows.row(row).shortcuts.contains(shortcut)
        {
          return start + row - run.first
        }
      }
    }
    return nil
  }

  /// The first item at or after `start` with a control, if any.
  package func firstItemWithControls(from start: Int) -> Int? {
    (start..<itemCount).first { !item($0).controls.isEmpty }
  }

  /// The last item before `end` with a control, if any.
  package func lastItemWithControls(before end: Int) -> Int? {
    (0..<end).reversed().first { !item($0).controls.isEmpty }
  }

  /// The item of the control a screen starts on, as full screen chooses it (``Control/startPreferences``).
  package var defaultItem: Int? {
    for isPreferred in Control.startPreferences {
      if let found = (0..<itemCount).first(where: { item($0).controls.contains(where: isPreferred) }
      ) {
        return found
      }
    }
    return firstItemWithControls(from: 0)
  }

  /// The part holding item `index`, and the item's place in it.
  private func locate(_ index: Int) -> (part: Int, offset: Int) {
    var low = 0
    var high = parts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if partStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - partStarts[low])
  }

  // MARK: The whole frame

  /// The whole frame drawn, every row of every list resolved and drawn.
  public var frame: Frame {
    let block = parts.drawnWhole(width: width)
    return Frame(width: width, lines: block.lines, controls: block.controls)
  }

  /// The action of every control, by shortcut; resolves every row.
  var allActions: [String: @MainActor () -> Void] {
    var actions = fixedActions
    for case .rows(let run) in parts {
      for index in 0..<run.rows.count {
        actions.merge(run.rows.row(index).actions) { first, _ in first }
      }
    }
    return actions
  }

  /// Writes the text of the whole frame, as ``Frame/text(styled:)`` gives it, to `write` (called
  /// at least once) in chunks of up to `linesPerChunk` lines, without a newline after a chunk's
  /// last line; rows are drawn and let go, so the frame is never held whole.
  public func writeUTF8(styled: Bool, linesPerChunk: Int = 512, to write: ([UInt8]) -> Void) {
    var chunk: [UInt8] = []
    var lines = 0
    var wroteAny = false
    parts.forEachBlock { block -> Bool in
      for line in block.lines {
        if lines > 0 { chunk.append(UInt8(ascii: "\n")) }
        Frame.appendText(of: line, styled: styled, to: &chunk)
        lines += 1
        if lines >= linesPerChunk {
          write(chunk)
          wroteAny = true
          chunk.removeAll(keepingCapacity: true)
          lines = 0
        }
      }
      return true
    }
    if lines > 0 || !wroteAny { write(chunk) }
  }

  // MARK: Controls and shortcuts

  /// What the control with `shortcut` does, resolving the row it is in.
  public func action(for shortcut: String) -> (@MainActor () -> Void)? {
    if let action = fixedActions[shortcut] { return action }
    for case .rows(let run) in parts {
      if let action = run.rows.action(for: shortcut) { return action }
    }
    return nil
  }

  /// The controls drawn with the frame, not in list rows; lines count from their item's top.
  public var fixedControls: [Control] {
    parts.flatMap { part -> [Control] in
      guard case .block(let block) = part else { return [] }
      return block.controls
    }
  }

  /// Whether `prefix` is a shortcut of the frame, and whether a longer one starts with it.
  public func match(_ prefix: String) -> ShortcutMatch {
    var match = ShortcutMatch(isShortcut: false, startsLongerShortcut: false)
    func note(_ shortcut: String) {
      if shortcut == prefix { match.isShortcut = true } else { match.startsLongerShortcut = true }
    }
    for control in fixedControls where control.shortcut.hasPrefix(prefix) {
      note(control.shortcut)
    }
    for case .rows(let run) in parts {
      let found = run.rows.shortcuts(startingWith: prefix)
      if let first = found.first { note(first) }
      if found.more { match.startsLongerShortcut = true }
    }
    return match
  }

  /// The first shortcut of the frame, in order, that starts with `prefix`.
  public func firstShortcut(startingWith prefix: String) -> String? {
    for part in parts {
      switch part {
      case .block(let block):
        if let control = block.controls.first(where: { $0.shortcut.hasPrefix(prefix) }) {
          return control.shortcut
        }
      case .rows(let run):
        if let shortcut = run.rows.shortcuts(startingWith: prefix).first { return shortcut }
      }
    }
    return nil
  }
}

/// What a typed prefix matches among the shortcuts of a frame.
public struct ShortcutMatch: Equatable, Sendable {
  /// Whether the prefix is itself a shortcut.
  public var isShortcut: Bool
  /// Whether a longer shortcut starts with it.
  public var startsLongerShortcut: Bool

  /// A match as described by the properties.
  public init(isShortcut: Bool, startsLongerShortcut: Bool) {
    self.isShortcut = isShortcut
    self.startsLongerShortcut = startsLongerShortcut
  }
}
