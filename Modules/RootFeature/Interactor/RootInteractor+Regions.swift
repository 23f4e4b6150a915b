extension RootInteractor {
  /// What is wrong with the regions `grape` lists, as the end of a sentence that names the grape
  /// (`lists the region "France" twice; list each region once.`), or `nil` when nothing is.
  ///
  /// Every region needs a name of more than spaces, a finite value of 0 or more (its share of
  /// the grape's plantings), and an identifier (``WineRegion/identifier(for:)``) that no other
  /// region of the same grape has: names that differ only in case, or in what is between their
  /// words, name one region; a name with no letter or digit is compared as it is written.
  /// `identifiers` keeps the identifier of every name met, since many grapes name the same few
  /// regions: each is worked out once, and the check stays linear in the file's size.
  static func regionProblem(
    in grape: RootModel, identifiers: inout [String: String]
  ) -> String? {
    let regions = grape.regions
    // The identifier of each region met so far, and the position of the region that gave it.
    var positions = [String: Int](minimumCapacity: regions.count > 1 ? regions.count : 0)
    for index in regions.indices {
      let region = regions[index]
      if !region.name.contains(where: { !$0.isWhitespace }) {
        return "lists region \(index + 1) without a name; give every region a name."
      }
      guard region.value.isFinite, region.value >= 0 else {
        return """
          gives the region "\(region.name)" the value \(shown(region.value)); give a number of 0 \
          or more (the region's share of the grape).
          """
      }
      guard regions.count > 1 else { continue }
      let id: String
      if let known = identifiers[region.name] {
        id = known
      } else {
        // A name with no letter or digit (`+++`, `%%%`) has no words to compare: it is its own
        // region, whose link id gets a suffix when it clashes.
        id =
          region.name.contains(where: { $0.isLetter || $0.isNumber })
          ? WineRegion.identifier(for: region.name) : "\u{0}" + region.name
        identifiers[region.name] = id
      }
      if let first = positions.updateValue(index, forKey: id).map({ regions[$0].name }) {
        let alias =
          "names that differ only in case, or in what is between their words, are one region"
        let again = first == region.name ? "" : ", also as \"\(region.name)\" (\(alias))"
        return "lists the region \"\(first)\" twice\(again); list each region once."
      }
    }
    return nil
  }

  /// `value` as a data file would write it: `-5` for a whole number, else Swift's own form
  /// (`-0.5`, `nan`).
  private static func shown(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
