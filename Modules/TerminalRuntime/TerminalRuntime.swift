// TerminalRuntime: what a full-screen terminal app needs beyond TerminalUI's frames, and what only
// the app (and the testing helpers) use — no feature kit imports it.
//
// - `Terminal/`: the terminal itself. `FullScreenTerminal` enters raw mode and the alternate
//   screen and restores them on every way out (the only C system calls here); `KeyDecoder` turns
//   bytes into `Key`s, whole escape sequences at a time; `TerminalEnvironment` and `TerminalSize`
//   read what the terminal says of itself.
// - `Interactive/`: what is drawn on it. `SelectionModel` moves a highlight over a frame's
//   controls and `ScreenSelection` runs it over a window of a long `LazyFrame`; `FrameDiffer`
//   writes only the cells that changed; `StatusLine`, `ShortcutEntry` and the `Frame` helpers
//   compose the bottom line, typed shortcuts and boxes drawn over the screen.
