/// A piece of a screen: lines drawn now, or a run of list rows drawn when asked for.
///
/// Leading stacks and modal panels pass their children's parts on, placed; every other
/// node draws one block.
@MainActor
package enum DrawnPart {
  case block(Block)
  case rows(RowRun)

  /// The part placed by `place`, which places a block within the enclosing node.
  package func placed(_ place: @escaping (Block) -> Block) -> DrawnPart {
    switch self {
    case .block(let block):
      return .block(place(block))
    case .rows(var run):
      run.placements.append(place)
      return .rows(run)
    }
  }
}

/// The rows of a lazily drawn list as they appear on screen: drawn, then placed by the nodes
/// around the list.
@MainActor
package struct RowRun {
  let rows: LazyRows
  let width: Int
  /// How the enclosing nodes place a row, innermost first.
  var placements: [(Block) -> Block] = []
  /// The first of the list's rows the run draws: those above are drawn by an enclosing node
  /// (the panes of a split stack), which keeps the run for their actions.
  package private(set) var first = 0

  init(rows: LazyRows, width: Int) {
    self.rows = rows
    self.width = width
  }

  /// How many rows the run draws.
  package var count: Int { rows.count - first }

  /// The run's row `index` (from ``first``), drawn and placed.
  package func draw(_ index: Int) -> Block {
    placements.reduce(rows.draw(first + index, width: width)) { block, place in place(block) }
  }

  /// The run without its first `count` rows, which the caller draws itself.
  package func dropping(_ count: Int) -> RowRun {
    var run = self
    run.first = min(first + max(count, 0), rows.count)
    return run
  }
}

extension RenderNode {
  /// The node drawn whole, as one block.
  package func parts(width: Int, context: DrawContext) -> [DrawnPart] {
    [.block(draw(width: width, context: context))]
  }
}

@MainActor
extension Array where Element == DrawnPart {
  /// The parts with consecutive blocks joined into one.
  func joiningBlocks() -> [DrawnPart] {
    var joined: [DrawnPart] = []
    for part in self {
      if case .block(let block) = part, case .block(var previous)? = joined.last {
        previous.append(block)
        joined[joined.count - 1] = .block(previous)
      } else {
        joined.append(part)
      }
    }
    return joined
  }

  /// The parts drawn one below the other, every row of every list drawn.
  func drawnWhole(width: Int) -> Block {
    var block = Block(width: width)
    forEachBlock { drawn -> Bool in
      block.append(drawn)
      return true
    }
    return block
  }

  /// Calls `body` with each block of the parts in order, each list row drawn when reached and let
  /// go after, until `body` returns `false`.
  func forEachBlock(_ body: (Block) -> Bool) {
    for part in self {
      switch part {
      case .block(let block):
        guard body(block) else { return }
      case .rows(let run):
        for index in 0..<run.count {
          guard body(run.draw(index)) else { return }
        }
      }
    }
  }
}
