// TerminalUI: a small declarative UI kit, in the style of SwiftUI, that renders to a terminal.
//
// Feature modules write views as they would in SwiftUI; presenters are `@Observable` classes:
//
//     struct GrapeListView: View {
//       let presenter: GrapeListPresenter
//       var body: some View {
//         List(presenter.grapes) { grape in
//           Button(grape.name) { presenter.select(grape) }      // [1] Cabernet Sauvignon
//         }
//         .navigationTitle("Wine Grapes")
//         .toolbar { Button("Programmatic pop") { presenter.pop() } }   // [p] Programmatic pop
//         .task { await presenter.load() }
//       }
//     }
//
// Rendering is a pure function to a value: `render(_:width:)` returns a `Frame` (a grid of styled
// cells plus every `Control` on it, with its shortcut and position) and, separately, the actions
// keyed by shortcut. A `ViewHost` keeps a view alive across frames: it re-renders when observed
// state changes, runs `onAppear`/`onDisappear`/`.task` by view identity, keeps menus expanded and
// performs shortcuts. `TerminalEnvironment` decides colour and width for the process.
//
// How it works, in three steps per frame (folders by concept):
// - Resolve (`Views/`, `Modifiers/`, `Resolve/`, `Environment/`): views become `RenderNode`s.
//   `body` is evaluated down to primitive views; a `ResolveContext` carries the identity and the
//   environment down, and collects preferences (title, toolbar) upward, controls, lifecycle
//   handlers and post-render effects. Each view is reached through its own conformance
//   (`View._resolve(into:)`, as SwiftUI's `_makeView`): through `body`, or, for a primitive,
//   its `resolve(in:into:)`, without asking the runtime what kind of view it is.
// - Assign shortcuts (`Rendering/ShortcutAssigner.swift`): toolbar items, then content, then menu
//   items; explicit shortcuts first, list rows numbered, other controls lettered.
// - Draw (`Layout/`, `Text/`): nodes draw themselves into `Block`s of cells at a width, wrapping
//   and truncating by display width; the root block becomes the frame.
//
// Lists cost what they show (`Lists/`): a `ForEach` of list rows (what `List(data)` is) resolves
// to one `LazyRows` node, numbered as a run of rows when shortcuts are assigned; its rows are
// resolved and drawn one at a time when something asks. A render is a `LazyFrame` of parts —
// blocks drawn with the frame and runs of rows drawn on demand — that leading stacks, padding and
// modal panels pass through (`RenderNode.parts`). `ViewHost.render(width:)` still draws it whole;
// line mode prints it a row at a time (`writeUTF8`), and full screen shows a window of it.
//
// Full-screen apps (`Terminal/`, `Interactive/`) add four pure pieces and one impure one:
// `KeyDecoder` turns input bytes into `Key`s (a lone `ESC` waits until the caller says the input
// went idle); `SelectionModel` moves a highlight over a frame's controls and scrolls a `Viewport`,
// and `ScreenSelection` runs it over a window of a `LazyFrame` that follows the viewport;
// `ShortcutEntry` decides multi-character shortcuts without a timeout; `FrameDiffer` writes only
// what changed between two screens composed with `Frame.visible(in:)`, `highlighting(_:)`,
// `overlaid(with:line:column:)` and `StatusLine`. `FullScreenTerminal` is the one place that
// enters and restores raw mode, the alternate screen and the cursor, and reports resizes.
//
// Hooks for sibling modules such as a navigation bridge are `package`: `PrimitiveView` (draw
// anything, register controls with any role and an explicit shortcut such as `b` or `x`),
// `ResolveContext` (`resolve`, `resolveScreen`, `resolveModalPanel`, `preferences(of:)`,
// `withChild`, `withEnvironment`, `persistentState`, `addPostRenderEffect`, `identity`,
// `environment`), `EnvironmentKey` and `EnvironmentValues.setting`, `ControlView` (a control that
// becomes a numbered row with a `›` in a list), `RenderNode` with `LineWriter` and `Block` for
// drawing a node of one's own, and the building blocks in `Navigation/` (modal panel,
// missing-destination placeholder). Everything else is internal.

/// A rendered frame and what its controls do.
public struct RenderResult {
  /// The frame.
  public let frame: Frame
  /// The action of each control of the frame, keyed by its shortcut.
  public let actions: [String: @MainActor () -> Void]
}

/// Renders `view` into a frame `width` columns wide (at least 1), with the actions of its controls.
///
/// Rendering is pure: lifecycle handlers and post-render effects do not run and menus start
/// collapsed. Use a ``ViewHost`` for a view that lives across frames.
///
/// ```swift
/// let result = render(GrapeList(presenter: presenter), width: 60)
/// print(result.frame.plainText)
/// result.actions["1"]?()
/// ```
@MainActor
public func render<V: View>(_ view: V, width: Int) -> RenderResult {
  let pass = RenderPass(view, width: width, menus: MenuExpansion())
  return RenderResult(frame: pass.frame.frame, actions: pass.frame.allActions)
}

extension View {
  /// The view rendered `width` columns wide, as plain text: for tests and previews.
  public func renderedText(width: Int) -> String {
    render(self, width: width).frame.plainText
  }
}
