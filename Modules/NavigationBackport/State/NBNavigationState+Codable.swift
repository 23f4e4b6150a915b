import Foundation

extension NBNavigationState {
  /// A serializable form of a navigation state whose every value is `Codable`.
  ///
  /// Encoded as a JSON object; each path uses the flat wire format of
  /// ``NBNavigationPath/CodableRepresentation`` and each modal's content is a two-item array of
  /// type name and JSON text:
  ///
  /// ```json
  /// {
  ///   "selectedRoot": "main",
  ///   "roots": [{ "id": "main", "path": ["Swift.Int", "1"] }],
  ///   "modals": [{ "style": "sheet", "content": ["Swift.String", "\"hi\""], "path": [] }]
  /// }
  /// ```
  ///
  /// A modal without its own stack has no `path` key. Elements are coded by one Foundation
  /// `JSONEncoder` or `JSONDecoder` for the whole state. Decoding checks every type name against
  /// the registry in the decoder (``NBTypeRegistry/makeDecoder()``) and rejects an unknown
  /// selected root, duplicate roots and unknown modal styles with a message naming the place.
  ///
  /// Two representations are equal when they encode to the same JSON.
  public struct CodableRepresentation: Codable, Equatable {
    /// The state represented.
    let state: NBNavigationState

    init(state: NBNavigationState) {
      self.state = state
    }

    private enum Keys: String, CodingKey {
      case selectedRoot, roots, modals, id, path, style, content
    }

    /// Encodes the state as described above.
    public func encode(to encoder: any Encoder) throws {
      let coder = ElementCoder()
      var object = encoder.container(keyedBy: Keys.self)
      try object.encode(state.selectedRootID, forKey: .selectedRoot)
      var roots = object.nestedUnkeyedContainer(forKey: .roots)
      for root in state.roots {
        var entry = roots.nestedContainer(keyedBy: Keys.self)
        try entry.encode(root.id, forKey: .id)
        var path = entry.nestedUnkeyedContainer(forKey: .path)
        try FlatEntryArray.encode(root.path.entries, into: &path, coder: coder)
      }
      var modals = object.nestedUnkeyedContainer(forKey: .modals)
      for modal in state.modals {
        var entry = modals.nestedContainer(keyedBy: Keys.self)
        try entry.encode(modal.style, forKey: .style)
        var content = entry.nestedUnkeyedContainer(forKey: .content)
        try FlatEntryArray.encode([modal.content], into: &content, coder: coder)
        if let modalPath = modal.path {
          var path = entry.nestedUnkeyedContainer(forKey: .path)
          try FlatEntryArray.encode(modalPath.entries, into: &path, coder: coder)
        }
      }
    }

    /// Decodes a state, resolving every type name through the decoder's registry.
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
      state = NBNavigationState(roots: roots, selected: selected, modals: modals)
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

    /// Whether both encode to the same JSON.
    ///
    /// States that cannot be encoded compare their values and types.
    public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      switch (try? encoder.encode(lhs), try? encoder.encode(rhs)) {
      case (let left?, let right?): return left == right
      case (nil, nil): return lhs.state == rhs.state
      default: return false
      }
    }
  }

  /// The state in serializable form, or `nil` when any pushed or presented value is not `Codable`.
  public var codable: CodableRepresentation? {
    let entries =
      roots.flatMap(\.path.entries) + modals.flatMap { [$0.content] + ($0.path?.entries ?? []) }
    guard entries.allSatisfy({ $0.value.base is any Codable }) else {
      return nil
    }
    return CodableRepresentation(state: self)
  }

  /// Rebuilds a state from its serializable form; every entry gets a fresh identity.
  public init(_ codable: CodableRepresentation) {
    let source = codable.state
    self.init(
      roots: source.roots.map { NBRoot(id: $0.id, path: $0.path.withFreshIdentities()) },
      selected: source.selectedRootID,
      modals: source.modals.map { modal in
        NBModal(
          modal.style, entry: modal.content.withFreshIdentity(),
          path: modal.path?.withFreshIdentities())
      })
  }
}

extension NBTypeRegistry {
  /// Decodes a navigation state from the JSON its ``NBNavigationState/codable`` representation
  /// encodes to.
  ///
  /// - Throws: `DecodingError` naming what is wrong and where.
  public func decodeState(from data: Data) throws -> NBNavigationState {
    try makeDecoder().decode(NBNavigationState.CodableRepresentation.self, from: data).state
  }
}
