import DetailsKit
import NavigationBackport
import TerminalNavigation
import TerminalUI

// DetailsKit as the root knows it: a grape's Details, pushed or presented as the presentation
// style says, named `grapes/ID/details` in links.

extension RootKit {
  static var details: RootKit {
    RootKit(
      destinations: { router, content in
        AnyView(
          content.nbNavigationDestination(for: DetailsViewModel.self) { viewModel in
            DetailsView.make(viewModel: viewModel, router: router)
          })
      },
      routes: { data, _ in
        [
          NBLinkRoute(RootLink.detailsRoute, id: \DetailsViewModel.id) { id throws(NBLinkError) in
            DetailsViewModel(try data.grape(id))
          }
        ]
      },
      noticeTitle: { ($0.base as? DetailsViewModel)?.title },
      samples: { data, _ in data.items.last.map { [[RootRouter.details(of: $0)]] } ?? [] })
  }
}

extension RootLink {
  /// The route of a grape's Details, which a rating's first step opens above.
  static let detailsRoute = "grapes/{id}/details"
}

extension DetailsViewModel {
  /// Details of `item`.
  init(_ item: RootModel) {
    self.init(id: item.id, title: item.title, subtitle: item.subtitle)
  }
}

extension RootRouter: DetailsRouting {
  /// The Details screen of `item`, as the presentation style and links show it.
  nonisolated static func details(of item: RootModel) -> AnyHashable {
    DetailsViewModel(item)
  }

  /// "Programmatic pop": back to the root list, dismissing the sheet Details may be in.
  func dismissDetails() {
    navigator.returnToRoot()
  }

  /// "Show extra details": pushes Extra details where Details is (inside its sheet, if any).
  func presentExtraDetails(_ id: DetailsViewModel.ID) {
    guard let item = try? data.grape(id) else {
      return
    }
    navigator.push(Self.extraDetails(of: item))
  }

  /// "Rate this grape": the rating's first step, pushed where Details is (``startRating(of:)``).
  func rateGrape(_ id: DetailsViewModel.ID) {
    guard let item = try? data.grape(id) else {
      return
    }
    startRating(of: item)
  }

  /// The rating the person gave the grape, as Details shows it.
  func rating(of id: DetailsViewModel.ID) -> String? {
    ratingSummary(of: id)
  }

  /// The grape id of `value` when it is a Details screen: whose rating a finished flow gives.
  nonisolated static func detailsGrape(of value: AnyHashable) -> String? {
    (value.base as? DetailsViewModel)?.id
  }
}
