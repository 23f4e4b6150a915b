import Foundation

/// The allowlist of types that encoded paths and states may contain; decoding rejects any other
/// name.
public struct NBTypeRegistry: Sendable {
  /// A registered type and how its values are read.
  struct Entry: Sendable {
    let typeID: ObjectIdentifier
    let reader: any ElementReader
  }

  private(set) var entries: [String: Entry] = [:]

  /// An empty registry.
  public init() {}

  /// Allows values of `type` to be decoded, under its ``NBStableTypeName/nbTypeName`` or qualified
  /// name.
  ///
  /// - Returns: `false` when another type already holds that name, which keeps it; registering a
  ///   type again does nothing.
  @discardableResult
  public mutating func register<T: Hashable & Codable>(_ type: T.Type) -> Bool {
    add(name: NBTypeName.of(type), Entry(typeID: ObjectIdentifier(type), reader: Reader<T>()))
  }

  /// Adds the types of `other` not registered here; returns the names another type already holds.
  @discardableResult
  package mutating func merge(_ other: NBTypeRegistry) -> [String] {
    other.entries.keys.sorted().filter { name in
      other.entries[name].map { !add(name: name, $0) } ?? false
    }
  }

  /// Adds `entry` under `name` unless taken; whether `name` now means its type.
  private mutating func add(name: String, _ entry: Entry) -> Bool {
    if let existing = entries[name] {
      return existing.typeID == entry.typeID
    }
    entries[name] = entry
    return true
  }

  /// Whether `type` itself is registered.
  public func contains<T>(_ type: T.Type) -> Bool {
    entries[NBTypeName.of(type)]?.typeID == ObjectIdentifier(type)
  }

  /// The registered names in alphabetical order.
  public var typeNames: [String] { entries.keys.sorted() }

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

  /// A JSON decoder for ``NBNavigationPath/CodableRepresentation`` and ``NBNavigationState``
  /// against this registry.
  public func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo[.nbTypeRegistry] = self
    return decoder
  }
}

/// Reads values of one registered type from JSON: a class, as a metatype-capturing closure is not
/// `Sendable`.
protocol ElementReader: Sendable {
  /// Decodes `json` with `decoder`.
  func read(_ json: Data, with decoder: JSONDecoder) throws -> AnyHashable
}

private final class Reader<Value: Hashable & Decodable>: ElementReader {
  func read(_ json: Data, with decoder: JSONDecoder) throws -> AnyHashable {
    AnyHashable(try decoder.decode(Value.self, from: json))
  }
}

extension CodingUserInfoKey {
  /// Where ``NBTypeRegistry/makeDecoder()`` puts the registry.
  static let nbTypeRegistry: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "NavigationBackport.NBTypeRegistry") else {
      preconditionFailure("a non-empty constant is always a valid CodingUserInfoKey")
    }
    return key
  }()
}
