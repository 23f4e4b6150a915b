import Foundation

extension ElementCoder {
  /// The wire name of a type, and how to write its values.
  final class TypeInfo {
    let name: String
    /// The name as a JSON string, quotes and all, ready to copy into a document.
    let quotedName: UnsafeMutableBufferPointer<UInt8>
    /// How values of the type are written.
    let writing: Writing

    /// How values of a type are written: mostly without closures, whose contexts would be
    /// retained and released for every element.
    enum Writing {
      /// A standard type, by concrete code.
      case standard(StandardElement)
      /// By the type's own ``NBJSONCodable/encode(to:)``.
      case json(any NBJSONCodable.Type)
      /// Through `Encodable`, into the encoder's output.
      case encodable((Any, JSONValueEncoder) throws -> Void)
      /// Not at all: the type is not `Encodable`.
      case none
    }

    init(type: Any.Type) {
      name = NBTypeName.of(type)
      let quoted = JSONWriter()
      quoted.write(string: name)
      quotedName = quoted.withBytes { bytes in
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        return copy
      }
      if let standard = StandardElement(type) {
        writing = .standard(standard)
      } else if let fast = type as? any NBJSONCodable.Type {
        writing = .json(fast)
      } else if let encodable = type as? any Encodable.Type {
        writing = .encodable(Self.encodeFunction(for: encodable))
      } else {
        writing = .none
      }
    }

    deinit {
      quotedName.deallocate()
    }

    /// Whether values are written by their own JSON methods rather than through `Encodable`.
    var hasOwnJSON: Bool {
      switch writing {
      case .standard, .json: true
      case .encodable, .none: false
      }
    }

    /// Writes `value`, of this type, through the value's own JSON methods into `context`;
    /// `false` when the type has none.
    func writeJSON(_ value: Any, into context: JSONCodingContext) throws -> Bool {
      switch writing {
      case .standard(let kind):
        kind.write(value, into: context)
      case .json(let type):
        try Self.write(value, as: type, into: context)
      case .encodable, .none:
        return false
      }
      return true
    }

    /// Writes `value` through `T`'s ``NBJSONCodable/encode(to:)``, throwing the first misuse the
    /// writer recorded.
    private static func write<T: NBJSONCodable>(
      _ value: Any, as type: T.Type, into context: JSONCodingContext
    ) throws {
      context.clearError()
      var writer = NBJSONWriter(context: context)
      withValue(value, as: T.self) { writer.encode($0) }
      if context.hasError, let error = context.error {
        throw error
      }
    }

    /// Encodes values whose dynamic type is `T`: the encoder is chosen by the entry's value
    /// type, so the value is opened as a `T` rather than cast to `any Encodable`.
    private static func encodeFunction<T: Encodable>(
      for type: T.Type
    ) -> (Any, JSONValueEncoder) throws -> Void {
      { value, encoder in
        try encoder.encode(reinterpret(value, as: T.self))
      }
    }
  }

  /// What encoding needs to know about `type`, worked out once per type and pass.
  func info(for type: Any.Type) -> Unmanaged<TypeInfo> {
    let id = ObjectIdentifier(type)
    for recent in recentTypes where recent.id == id {
      return recent.info
    }
    if let info = types[id] {
      return info
    }
    let info = TypeInfo(type: type)
    typeInfos.append(info)
    let unmanaged = Unmanaged.passUnretained(info)
    if recentTypes.count < 8 {
      recentTypes.append((id, unmanaged))
    } else {
      types[id] = unmanaged
    }
    return unmanaged
  }

  /// Writes an entry's value (`base`, of dynamic type `type`) into a path's document as a pair
  /// of the flat array: its quoted type name, a comma, and its JSON text as a JSON string.
  ///
  /// Values with their own JSON methods write their text straight into the document, escaped
  /// as they go; `Encodable` values are encoded first and their text escaped as it is copied.
  ///
  /// - Parameters:
  ///   - output: The document's writer, `document.output`, passed along so that it is not
  ///     retained for every element.
  /// - Returns: `false`, writing nothing, when the value is not `Encodable`.
  func write(
    base: Any, type: Any.Type, into document: JSONCodingContext, output: JSONWriter
  ) throws -> Bool {
    try info(for: type)._withUnsafeGuaranteedRef { info in
      if info.hasOwnJSON {
        output.write(UnsafeBufferPointer(info.quotedName))
        output.write(byte: UInt8(ascii: ","))
        output.write(byte: UInt8(ascii: "\""))
        _ = try info.writeJSON(base, into: document)
        output.write(byte: UInt8(ascii: "\""))
        return true
      }
      guard case .encodable(let encode) = info.writing else {
        return false
      }
      try encode(base, encoder)
      output.write(UnsafeBufferPointer(info.quotedName))
      output.write(byte: UInt8(ascii: ","))
      encoder.output.withBytes { output.write(quoted: $0) }
      return true
    }
  }

  /// Encodes the value of `entry`, whose JSON text is then passed to `body` with the type name.
  ///
  /// - Returns: `nil`, without calling `body`, when the value is not `Encodable`.
  func encode<R>(
    _ entry: NBPathEntry, _ body: (String, UnsafeBufferPointer<UInt8>) throws -> R
  ) throws -> R? {
    try info(for: entry.valueType)._withUnsafeGuaranteedRef { info in
      encoder.output.removeAll()
      if try !info.writeJSON(entry.base, into: textContext) {
        guard case .encodable(let encode) = info.writing else {
          return nil
        }
        try encode(entry.base, encoder)
      }
      return try encoder.output.withBytes { try body(info.name, $0) }
    }
  }
}
