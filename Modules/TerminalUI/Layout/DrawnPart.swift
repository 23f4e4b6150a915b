/// A piece of a screen drawn in parts: lines drawn now, or a run of list rows drawn one by one
/// when they are shown, printed or acted on.
///
/// Nodes that stack their content vertically (stacks aligned to the leading edge, padding, modal
/// panels) pass their children's parts on, placed as they place content; every other node draws
/// its whole content as one block.
@MainActor
package enum DrawnPart {
  /// Lines drawn now.
  case block(Block)
  /// Rows drawn on demand.
  case rows(RowRun)

  /// The part placed by `place`, which takes a block drawn at the part's width and returns it
  /// placed within the enclosing node (indented, framed).
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

/// The rows of a lazily drawn list as they appear on screen: each drawn `width` columns wide,
/// then placed by the nodes around the list, innermost first.
@MainActor
package struct RowRun {
  /// The rows.
  let rows: LazyRows
  /// The width each row is drawn at.
  let width: Int
  /// How the enclosing nodes place a row, innermost first.
  var placements: [(Block) -> Block] = []

  /// Rows of `rows` drawn `width` columns wide.
  init(rows: LazyRows, width: Int) {
    self.rows = rows
    self.width = width
  }

  /// The row at `index` as it appears on screen.
  func draw(_ index: Int) -> Block {
    placed(rows.draw(index, width: width))
  }

  /// The row at `index` as it appears on screen, drawn to be printed: see
  /// ``LazyRows/printedRow(_:)``.
  func drawPrinted(_ index: Int) -> Block {
    placed(rows.drawPrinted(index, width: width))
  }

  /// `block` placed by the nodes around the list, innermost first.
  private func placed(_ block: Block) -> Block {
    placements.reduce(block) { block, place in place(block) }
  }
}

extension RenderNode {
  /// One block: the node drawn whole.
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
}
