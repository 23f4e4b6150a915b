import TerminalUI

extension ChartSlice {
  /// The chart's slice for `region`: its name and share, in the terminal colour of its colour name.
  init(region: RegionShare) {
    self.init(name: region.name, value: region.value, color: region.color.terminalColor)
  }
}

extension RegionColor {
  /// The terminal colour a share of this colour is drawn in.
  var terminalColor: Color {
    switch self {
    case .red: return .red
    case .orange: return .ansi256(208)
    case .yellow: return .yellow
    case .green: return .green
    case .blue: return .blue
    case .purple: return .magenta
    case .cyan: return .cyan
    case .gray: return .brightBlack
    }
  }
}
