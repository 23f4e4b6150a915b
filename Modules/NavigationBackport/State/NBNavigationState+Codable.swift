import Foundation

/// A state whose every value is `Codable` encodes as a JSON object of flat paths (the format is in
/// <doc:SavingAndRestoring>); decode it with ``NBTypeRegistry/makeDecoder()``.
extension NBNavigationState: Codable {
  private enum Keys: String, CodingKey {
    case selectedRoot, roots, modals, id, path, style, content, dialog, held, flows
  }

  /// Encodes the state; throws `EncodingError` naming the first value that cannot be encoded.
  public func encode(to encoder: any Encoder) throws {
    let coder = ElementCoder()
    var object = encoder.container(keyedBy: Keys.self)
    try object.encode(selectedRootID, forKey: .selectedRoot)
    var rootsContainer = object.nestedUnkeyedContainer(forKey: .roots)
    for root in roots {
      var entry = rootsContainer.nestedContainer(keyedBy: Keys.self)
      try entry.encode(root.id, forKey: .id)
      var path = entry.nestedUnkeyedContainer(forKey: .path)
      try FlatEntryArray.encode(root.path.entries, into: &path, coder: coder)
    }
    var modalsContainer = object.nestedUnkeyedContainer(forKey: .modals)
    for modal in modals {
      var entry = modalsContainer.nestedContainer(keyedBy: Keys.self)
      try entry.encode(modal.style, forKey: .style)
      if let dialog = modal.content.value.base as? NBDialog {
        try entry.encode(dialog, forKey: .dialog)
        continue
      }
      var content = entry.nestedUnkeyedContainer(forKey: .content)
      try FlatEntryArray.encode([modal.content], into: &content, coder: coder)
      if let modalPath = modal.path {
        var path = entry.nestedUnkeyedContainer(forKey: .path)
        try FlatEntryArray.encode(modalPath.entries, into: &path, coder: coder)
      }
    }
    let flowRecords = try flowRecords(coder, codingPath: object.codingPath + [Keys.flows])
    if !flowRecords.isEmpty {
      try object.encode(flowRecords, forKey: .flows)
    }
    try object.encodeIfPresent(held, forKey: .held)
  }

  /// Decodes a state against the decoder's registry; throws `DecodingError` naming the wrong place.
  public init(from decoder: any Decoder) throws {
    let coder = try ElementCoder(decodingWith: decoder)
    let object = try decoder.container(keyedBy: Keys.self)
    let selected = try object.decode(NBRootID.self, forKey: .selectedRoot)

    // The ids seen so far, so that each root is checked once: decoding stays linear in the
    // size of the document however many roots it has.
    var seen = Set<NBRootID>()
    var rootsContainer = try object.nestedUnkeyedContainer(forKey: .roots)
    var roots: [NBRoot] = []
    while !rootsContainer.isAtEnd {
      let entry = try rootsContainer.nestedContainer(keyedBy: Keys.self)
      let id = try entry.decode(NBRootID.self, forKey: .id)
      guard seen.insert(id).inserted else {
        throw ElementCoder.corrupted(
          entry.codingPath, "Root \"\(id.rawValue)\" appears more than once.")
      }
      roots.append(NBRoot(id: id, path: try Self.path(in: entry, forKey: .path, coder)))
    }
    guard seen.contains(selected) else {
      throw ElementCoder.corrupted(
        object.codingPath + [Keys.selectedRoot],
        """
        The selected root "\(selected.rawValue)" is not among the roots \
        (\(roots.map { "\"\($0.id.rawValue)\"" }.joined(separator: ", "))).
        """)
    }

    var modalsContainer = try object.nestedUnkeyedContainer(forKey: .modals)
    var modals: [NBModal] = []
    while !modalsContainer.isAtEnd {
      let entry = try modalsContainer.nestedContainer(keyedBy: Keys.self)
      let styleName = try entry.decode(String.self, forKey: .style)
      guard let style = NBModalStyle(rawValue: styleName) else {
        throw ElementCoder.corrupted(
          entry.codingPath + [Keys.style],
          """
          Unknown modal style "\(styleName)"; expected one of \
          \(NBModalStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")).
          """)
      }
      if style == .dialog {
        modals.append(
          NBModal(.dialog, content: try entry.decode(NBDialog.self, forKey: .dialog), path: nil))
        continue
      }
      let content = try Self.path(in: entry, forKey: .content, coder).entries
      guard content.count == 1, let first = content.first else {
        throw ElementCoder.corrupted(
          entry.codingPath + [Keys.content],
          """
          A modal's content must be exactly one type name and its JSON text; found \
          \(content.count) values.
          """)
      }
      let path = entry.contains(.path) ? try Self.path(in: entry, forKey: .path, coder) : nil
      modals.append(NBModal(style, entry: first, path: path))
    }
    self.init(roots: roots, selected: selected, modals: modals)
    try decodeFlows(
      object.decodeIfPresent([NBFlowRecord].self, forKey: .flows) ?? [], coder,
      codingPath: object.codingPath + [Keys.flows])
    held = try object.decodeIfPresent(NBHeldNavigation.self, forKey: .held)
  }

  /// The flat array under `key` of `object`, decoded.
  private static func path(
    in object: KeyedDecodingContainer<Keys>, forKey key: Keys, _ coder: ElementCoder
  ) throws -> NBNavigationPath {
    var container = try object.nestedUnkeyedContainer(forKey: key)
    return NBNavigationPath(
      entries: try FlatEntryArray.decode(
        from: &container, coder: coder, codingPath: object.codingPath + [key]
      ).entries)
  }
}
