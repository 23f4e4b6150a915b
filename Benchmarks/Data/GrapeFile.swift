import Foundation

/// A data file of many grapes in the shape `RootModel` documents, written when a benchmark needs
/// it rather than kept in the repository: `count` grapes, each an id, a title, a one-line
/// subtitle and two regions, about 190 bytes a grape (19 MB for 100,000).
struct GrapeFile {
  /// Where the file is.
  let url: URL
  /// How many grapes it holds.
  let count: Int

  private static let colors = [
    "red", "orange", "yellow", "green", "blue", "purple", "cyan", "gray",
  ]

  /// Writes a file of `count` grapes to the temporary folder.
  init(count: Int) throws {
    self.count = count
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "feature-routing-grapes-\(count)-\(ProcessInfo.processInfo.processIdentifier).json")
    try Self.json(count: count).write(to: url)
  }

  /// Deletes the file.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// The bytes of a file of `count` grapes.
  static func json(count: Int) -> Data {
    var text = "[\n"
    text.reserveCapacity(count * 200)
    for index in 0..<count {
      let number = index + 1
      text += """
        {"id":"grape-\(number)","title":"Grape variety \(number)",\
        "subtitle":"A red grape grown in region \(index % 97) of the valley",\
        "regions":[{"name":"Region \(index % 13)","value":\(index % 10 + 1),\
        "color":"\(colors[index % 8])"},{"name":"Region \((index + 5) % 13)",\
        "value":\(index % 7 + 2),"color":"\(colors[(index + 3) % 8])"}]}
        """
      text += index + 1 < count ? ",\n" : "\n"
    }
    text += "]\n"
    return Data(text.utf8)
  }
}
