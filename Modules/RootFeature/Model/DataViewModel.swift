import TerminalUI

/// One row of the root list, and what the feature screens are made from.
public struct DataViewModel: Hashable, Identifiable, Sendable {
  /// The grape's identifier.
  public let id: String
  /// The grape variety.
  public let title: String
  /// Its one-line description.
  public let subtitle: String
  /// Its regions as chart slices.
  public let regions: [ChartSlice]

  /// The row for `model`.
  public init(model: RootModel) {
    id = model.id
    title = model.title
    subtitle = model.subtitle
    regions = model.regions.map { region in
      ChartSlice(name: region.name, value: region.value, color: region.color.chartColor)
    }
  }
}

extension RegionColor {
  /// The terminal colour a slice of this colour is drawn in.
  var chartColor: Color {
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
