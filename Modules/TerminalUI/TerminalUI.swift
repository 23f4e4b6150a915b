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
// `render(_:width:)` is a pure function to a `Frame` (styled cells and every `Control` with its
// shortcut) and the actions keyed by shortcut. A `ViewHost` keeps a view alive across frames:
// it renders again when observed state changes and runs lifecycle handlers by view identity.
//
// Each frame takes three steps:
// - Resolve (`Views/`, `Modifiers/`, `Resolve/`, `Environment/`): `body` is evaluated down to
//   primitive views (reached through `View._resolve(into:)`, as SwiftUI's `_makeView`), which
//   become `RenderNode`s; a `ResolveContext` carries identity and environment down and collects
//   preferences, controls, lifecycle handlers and effects.
// - Assign shortcuts (`Rendering/ShortcutAssigner.swift`).
// - Draw (`Layout/`, `Text/`): nodes draw `Block`s of cells at a width.
//
// A `ForEach` of list rows becomes one `LazyRows` node whose rows are resolved and drawn only when
// asked (`Lists/`), so a render is a `LazyFrame`: line mode prints it a row at a time and full
// screen (the `TerminalRuntime` module, which only the app and the testing helpers use) shows a
// window of it. Keys (`Input/`) are decoded there and given to a text field here (`Fields/`). Hooks for sibling modules are
// `package`: `PrimitiveView`, `ResolveContext`, `EnvironmentKey`, `ControlView`, `RenderNode` with
// `Block` and `LineWriter`, and the pieces in `Navigation/`.

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
