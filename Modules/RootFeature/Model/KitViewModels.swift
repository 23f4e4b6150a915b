import DetailsKit
import ExtraDetailsKit
import RegionsKit
import TastingKit

// The kits' view models made from the root's data: what the router pushes and presents.

extension DetailsViewModel {
  /// Details of `item`.
  init(_ item: RootModel) {
    self.init(id: item.id, title: item.title, subtitle: item.subtitle)
  }
}

extension ExtraDetailsViewModel {
  /// Extra details of `item`: its regions in the order the chart shows them.
  init(_ item: RootModel) {
    self.init(id: item.id, title: item.title, regions: item.regions.largestShareFirst())
  }
}

extension RegionViewModel {
  /// `region` with its grapes and their shares.
  init(_ region: WineRegion) {
    self.init(
      id: region.id, name: region.name,
      grapes: region.grapes.map {
        RegionGrape(id: $0.item.id, title: $0.item.title, value: $0.value)
      })
  }
}

extension ScoreStepViewModel {
  /// The first step of rating `item`.
  init(_ item: RootModel) {
    self.init(grapeID: item.id, title: item.title)
  }
}

extension NoteStepViewModel {
  /// The second step of rating `item`, `score` chosen.
  init?(_ item: RootModel, score: Int) {
    self.init(grapeID: item.id, title: item.title, score: score)
  }

  /// The grape's id when `score` is the one chosen, else `nil`: one link route per score.
  func id(withScore score: Int) -> String? {
    rating.score == score ? grapeID : nil
  }
}
