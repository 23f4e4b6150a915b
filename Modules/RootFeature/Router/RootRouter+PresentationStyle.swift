import DetailsKit
import ExtraDetailsKit
import NavigationBackport

extension RootRouter {
  /// Shows `item` the way ``presentationStyle`` says: pushed, or in a sheet with its own stack.
  ///
  /// The one place where push or present is decided for the grape list.
  func show(_ item: RootModel) {
    switch presentationStyle {
    case .detailsStack:
      navigator.push(DetailsViewModel(item))
    case .extraDetailsStack:
      navigator.push(ExtraDetailsViewModel(item))
    case .detailsModally:
      navigator.present(DetailsViewModel(item), style: .sheet, withStack: true)
    case .extraDetailsModally:
      navigator.present(ExtraDetailsViewModel(item), style: .sheet, withStack: true)
    }
  }
}
