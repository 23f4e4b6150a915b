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
  /// A modal without its own stack has no `path` key. Decoding checks every type name against the
  /// registry in the decoder (``NBTypeRegistry/makeDecoder()``) and rejects an unknown selected
  /// root, duplicate roots and unknown modal styles with a message naming the place.
  public struct CodableRepresentation: Codable, Equatable {
    /// The state represented.
    public let state: NBNavigationState

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
        var path = entry.nestedUnkeyedContainer(forKey: .path) as any UnkeyedEncodingContainer
        try FlatEntryArray.encode(
          root.path.entries, into: &path, coder: coder)
      }
      var modals = object.nestedUnkeyedContainer(forKey: .modals)
      for modal in state.modals {
        var entry = modals.nestedContainer(keyedBy: Keys.self)
        try entry.encode(modal.style, forKey: .style)
        var content = entry.nestedUnkeyedContainer(forKey: .content) as any UnkeyedEncodingContainer
        try FlatEntryArray.encode(
          [modal.content], into: &content, coder: coder)
        if let modalPath = modal.path {
          var path = entry.nestedUnkeyedContainer(forKey: .path) as any UnkeyedEncodingContainer
          try FlatEntryArray.encode(
            modalPath.entries, into: &path, coder: coder)
        }
      }
    }

    /// The representation as a compact JSON document, written without Foundation's encoder.
    ///
    /// The bytes are deterministic for equal states and are the ones `JSONEncoder` with
    /// `outputFormatting` `[.sortedKeys, .withoutEscapingSlashes]` produces for this
    /// representation, up to the formatting of numbers: no whitespace, keys sorted, `"`, `\` and
    /// control characters escaped, `/` and non-ASCII characters written as they are. Read it back
    /// with ``NBTypeRegistry/decodeState(from:)``.
    ///
    /// - Throws: `EncodingError` when a value cannot be encoded, such as a non-finite `Double`.
    public func jsonData() throws -> Data {
      let encoder = JSONValueEncoder()
      try encoder.encode(self)
      return encoder.output.takeData()
    }

    /// Decodes a state, resolving every type name through the decoder's registry.
    public init(from decoder: any Decoder) throws {
      let coder = try ElementCoder(decodingWith: decoder)
      let object = try decoder.container(keyedBy: Keys.self)
      let selected = try object.decode(NBRootID.self, forKey: .selectedRoot)

      var rootsContainer = try object.nestedUnkeyedContainer(forKey: .roots)
      var roots: [NBRoot] = []
      while !rootsContainer.isAtEnd {
        let entry = try rootsContainer.nestedContainer(keyedBy: Keys.self)
        let id = try entry.decode(NBRootID.self, forKey: .id)
        guard !roots.contains(where: { $0.id == id }) else {
          throw Self.corrupted(entry.codingPath, "Root \"\(id)\" appears more than once.")
        }
        var pathContainer = try entry.nestedUnkeyedContainer(forKey: .path)
        let entries = try FlatEntryArray.decode(
          from: &pathContainer, coder: coder, codingPath: entry.codingPath + [Keys.path])
        roots.append(NBRoot(id: id, path: NBNavigationPath(entries: entries)))
      }
      guard roots.contains(where: { $0.id == selected }) else {
        throw Self.corrupted(
          object.codingPath + [Keys.selectedRoot],
          """
          The selected root "\(selected)" is not among the roots \
          (\(roots.map { "\"\($0.id)\"" }.joined(separator: ", "))).
          """
        )
      }

      var modalsContainer = try object.nestedUnkeyedContainer(forKey: .modals)
      var modals: [NBModal] = []
      while !modalsContainer.isAtEnd {
        let entry = try modalsContainer.nestedContainer(keyedBy: Keys.self)
        let styleName = try entry.decode(String.self, forKey: .style)
        guard let style = NBModalStyle(rawValue: styleName) else {
          throw Self.corrupted(
            entry.codingPath + [Keys.style],
            """
            Unknown modal style "\(styleName)"; expected one of \
            \(NBModalStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")).
            """
          )
        }
        var contentContainer = try entry.nestedUnkeyedContainer(forKey: .content)
        let content = try FlatEntryArray.decode(
          from: &contentContainer, coder: coder, codingPath: entry.codingPath + [Keys.content])
        guard content.count == 1, let first = content.first else {
          throw Self.corrupted(
            entry.codingPath + [Keys.content],
            "A modal's content must be exactly one type name and its JSON text; found \(content.count) values."
          )
        }
        var path: NBNavigationPath?
        if entry.contains(.path) {
          var pathContainer = try entry.nestedUnkeyedContainer(forKey: .path)
          path = NBNavigationPath(
            entries: try FlatEntryArray.decode(
              from: &pathContainer, coder: coder, codingPath: entry.codingPath + [Keys.path]))
        }
        modals.append(NBModal(style, entry: first, path: path))
      }
      state = NBNavigationState(roots: roots, selected: selected, modals: modals)
    }

    private static func corrupted(_ codingPath: [any CodingKey], _ message: String) -> DecodingError
    {
      .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
    }
  }

  /// The state in serializable form, or `nil` when any pushed or presented value is not `Codable`.
  public var codable: CodableRepresentation? {
    var check = CodableTypeCheck()
    let codable =
      roots.allSatisfy { check.allCodable($0.path.entries) }
      && modals.allSatisfy { modal in
        check.isCodable(modal.content.valueType)
          && check.allCodable(modal.path?.entries ?? [])
      }
    return codable ? CodableRepresentation(state: self) : nil
  }

  /// Rebuilds a state from its serializable form; every entry gets a fresh identity.
  public init(_ codable: CodableRepresentation) {
    let source = codable.state
    self.init(
      roots: source.roots.map { NBRoot(id: $0.id, path: $0.path.withFreshIdentities()) },
      selected: source.selectedRootID,
      modals: source.modals.map { modal in
        NBModal(
          modal.style,
          entry: modal.content.withFreshIdentity(),
          path: modal.path?.withFreshIdentities()
        )
      }
    )
  }
}

extension NBTypeRegistry {
  /// Decodes a navigation state from the JSON its ``NBNavigationState/codable`` representation
  /// encodes to.
  ///
  /// The whole document is parsed and decoded without Foundation's decoder, in time linear in its
  /// length.
  ///
  /// - Throws: `DecodingError` naming what is wrong and where; for malformed JSON, the line and
  ///   column.
  public func decodeState(from data: Data) throws -> NBNavigationState {
    try decodeDocument(data) { decoder in
      try decoder.decode(NBNavigationState.CodableRepresentation.self).state
    }
  }
}
