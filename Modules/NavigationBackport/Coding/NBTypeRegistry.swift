import Foundation

/// The allowlist of types that encoded paths and navigation states may contain.
///
/// Decoding never turns a type name from the input into a type on its own: a name is looked up
/// here, and a name that was not registered is rejected with a `DecodingError` that says which
/// entry was wrong and what is registered. Registering a `Codable` destination type with an
/// ``NBNavigator`` or an ``NBDestinationTable`` registers it here too.
///
/// ```swift
/// var registry = NBTypeRegistry()
/// registry.register(DetailsViewModel.self)
/// let path = try registry.decodePath(from: data)
/// ```
public struct NBTypeRegistry {
  /// A registered type and how its values are read.
  struct Entry {
    let type: Any.Type
    var typeID: ObjectIdentifier { ObjectIdentifier(type) }
    /// How values of the type are read.
    let reading: ElementReading
    /// Compares and hashes the decoded values; shared by every entry decoded as this type.
    let witness: DecodedHashing

    /// Reads an element's JSON text straight from a path's document (`isEscaped` when it has
    /// escapes there) when the text is in a simple form; `nil` means "load it and ``decode(_:)``".
    func readPlain(_ text: UnsafeBufferPointer<UInt8>, isEscaped: Bool) -> NBPathEntry? {
      guard case .standard(let kind) = reading else {
        return nil
      }
      return kind.readPlain(text, isEscaped: isEscaped, witness: witness)
    }

    /// Decodes the document loaded in the decoder as a value of the type, in a new entry.
    func decode(_ decoder: JSONValueDecoder) throws -> NBPathEntry {
      switch reading {
      case .standard(let kind):
        return try kind.read(decoder, witness: witness)
      case .json(let type):
        return try Self.read(type, from: decoder, witness: witness)
      case .decodable(let decode):
        return try decode(decoder, witness)
      }
    }

    /// Reads a value of `type` through its own ``NBJSONCodable/init(from:)``.
    private static func read<T: NBJSONCodable>(
      _ type: T.Type, from decoder: JSONValueDecoder, witness: DecodedHashing
    ) throws -> NBPathEntry {
      NBPathEntry(typed: try T(from: NBJSONReader(decoder: decoder, index: 0)), witness: witness)
    }
  }

  /// How the values of a registered type are read: mostly without closures, whose contexts
  /// would be retained and released for every element.
  enum ElementReading {
    /// A standard type, by concrete code.
    case standard(StandardElement)
    /// By the type's own ``NBJSONCodable/init(from:)``.
    case json(any NBJSONCodable.Type)
    /// Through `Decodable`.
    case decodable((JSONValueDecoder, DecodedHashing) throws -> NBPathEntry)
  }

  private(set) var entries: [String: Entry] = [:]

  /// Names that a second, different type tried to claim; the first registration was kept.
  public private(set) var conflicts: [String] = []

  /// An empty registry: nothing can be decoded until types are registered.
  public init() {}

  /// Allows values of `type` to be decoded, under the name ``NBTypeName/of(_:)`` gives it.
  ///
  /// Registering the same type again does nothing. If a different type is already registered
  /// under the same name, the first one is kept, the name is added to ``conflicts`` and `false`
  /// is returned.
  @discardableResult
  public mutating func register<T: Hashable & Codable>(_ type: T.Type) -> Bool {
    let name = NBTypeName.of(type)
    let typeID = ObjectIdentifier(type)
    if let existing = entries[name] {
      if existing.typeID != typeID, !conflicts.contains(name) {
        conflicts.append(name)
      }
      return existing.typeID == typeID
    }
    let reading: ElementReading
    if let standard = StandardElement(type) {
      reading = .standard(standard)
    } else if let fast = type as? any NBJSONCodable.Type {
      reading = .json(fast)
    } else {
      reading = .decodable { decoder, witness in
        NBPathEntry(typed: try decoder.decode(T.self), witness: witness)
      }
    }
    entries[name] = Entry(
      type: type, reading: reading, witness: DecodedHashing(TypedHashableWitness<T>()))
    return true
  }

  /// Adds every type registered in `other` that is not registered here yet.
  public mutating func merge(_ other: NBTypeRegistry) {
    for (name, entry) in other.entries {
      if let existing = entries[name] {
        if existing.typeID != entry.typeID, !conflicts.contains(name) {
          conflicts.append(name)
        }
      } else {
        entries[name] = entry
      }
    }
  }

  /// Whether a type is registered under `name`.
  public func contains(_ name: String) -> Bool {
    entries[name] != nil
  }

  /// Whether `type` itself is registered.
  public func contains<T>(_ type: T.Type) -> Bool {
    entries[NBTypeName.of(type)]?.typeID == ObjectIdentifier(type)
  }

  /// The registered names in alphabetical order.
  public var typeNames: [String] { entries.keys.sorted() }

  func entry(named name: String) -> Entry? {
    entries[name]
  }

  /// The registered names as a short list for error messages.
  var summary: String {
    let names = typeNames
    guard !names.isEmpty else {
      return "no types are registered"
    }
    let shown = names.prefix(12).joined(separator: ", ")
    let rest = names.count > 12 ? " and \(names.count - 12) more" : ""
    return "registered types: \(shown)\(rest)"
  }

  /// A JSON decoder that decodes ``NBNavigationPath/CodableRepresentation`` and
  /// ``NBNavigationState/CodableRepresentation`` against this registry.
  public func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo[.nbTypeRegistry] = UserInfoBox(registry: self)
    return decoder
  }
}

/// Carries a registry through `userInfo`, which requires `Sendable` values.
///
/// The registry's decoding closures are only ever called synchronously by the decoder they were
/// handed to, in the caller's own isolation domain, so crossing no boundary is sound.
struct UserInfoBox: @unchecked Sendable {
  let registry: NBTypeRegistry
}

extension CodingUserInfoKey {
  /// Where ``NBTypeRegistry/makeDecoder()`` puts the registry for the representations to find.
  static let nbTypeRegistry: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "NavigationBackport.NBTypeRegistry") else {
      preconditionFailure("a non-empty constant is always a valid CodingUserInfoKey")
    }
    return key
  }()
}
