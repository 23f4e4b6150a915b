import TerminalUI

/// A sheet's panel drawn at most ``maximumWidth`` columns wide, at the left: on a wide terminal a
/// sheet stays the size of a sheet instead of stretching to the edge, unlike a full-screen cover.
struct SheetWidthNode: RenderNode {
  /// The widest a sheet is drawn, in columns.
  static let maximumWidth = 100

  /// The panel.
  let panel: any RenderNode

  var idealWidth: Int { min(panel.idealWidth, Self.maximumWidth) }
  var textContent: String { panel.textContent }

  func draw(width: Int, context: DrawContext) -> Block {
    Self.placed(panel.draw(width: min(width, Self.maximumWidth), context: context), in: width)
  }

  func parts(width: Int, context: DrawContext) -> [DrawnPart] {
    panel.parts(width: min(width, Self.maximumWidth), context: context).map { part in
      part.placed { Self.placed($0, in: width) }
    }
  }

  /// `inner` at the left of a block `width` columns wide.
  private static func placed(_ inner: Block, in width: Int) -> Block {
    guard inner.width < width else { return inner }
    var block = Block(width: width)
    block.append(inner)
    return block
  }
}
