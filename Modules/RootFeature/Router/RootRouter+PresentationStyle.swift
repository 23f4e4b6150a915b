import NavigationBackport

extension RootRouter {
  /// Shows `item` the way the presentation style says: pushed, in a sheet with its own stack, or
  /// in the Details column beside the list.
  ///
  /// The one place where push or present is decided for the grape list.
  func show(_ item: RootModel) {
    switch settings.presentationStyle {
    case .detailsStack:
      navigator.push(Self.details(of: item))
    case .extraDetailsStack:
      navigator.push(Self.extraDetails(of: item))
    case .detailsModally:
      navigator.present(Self.details(of: item), style: .sheet, withStack: true)
    case .extraDetailsModally:
      navigator.present(Self.extraDetails(of: item), style: .sheet, withStack: true)
    case .splitView:
      // The Details column shows one grape: the grape screens shown above the list (or the
      // search) that selected give way to the new Details, instead of piling up.
      var path = navigator.topmostPath
      let shown = path.elements.reversed().prefix {
        Self.detailsGrape(of: $0) != nil || Self.isExtraDetails($0)
      }
      _ = path.pop(shown.count)
      path.append(Self.details(of: item))
      navigator.topmostPath = path
    }
  }
}
