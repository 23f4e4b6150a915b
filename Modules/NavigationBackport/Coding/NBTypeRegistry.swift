import Foundation

/// The allowlist of types that encoded paths and navigation states may contain.
///
/// Decoding looks every type name up here and rejects one that was not registered with a
/// `DecodingError` naming the entry. Declaring a destination for a `Codable` type in a view
/// layer registers it in the navigator's ``NBNavigator/typeRegistry``.
///
/// ```swift
/// var registry = NBTypeRegistry()
/// registry.register(DetailsViewModel.self)
/// let path = try registry.decodePath(from: data)
/// ```
public struct NBTypeRegistry: Sendable {
  /// A registered type: who it is and how its values are read.
  struct Entry: Sendable {
    let typeID: ObjectIdentifier
    let reader: any ElementReader
  }

  private(set) var entries: [String: Entry] = [:]

  /// An empty registry: nothing can be decoded until types are registered.
  public init() {}

  /// Allows values of `type` to be decoded, under its fully qualified name or its ``NBStableTypeName/nbTypeName``.
  ///
  /// Registering the same type again does nothing. If a different type is already registered
  /// under the same name, the first one is kept and `false` is returned.
  @discardableResult
  public mutating func register<T: Hashable & Codable>(_ type: T.Type) -> Bool {
    add(name: NBTypeName.of(type), Entry(typeID: ObjectIdentifier(type), reader: Reader<T>()))
  }

  /// Adds every type registered in `other` that is not registered here yet.
  ///
  /// - Returns: The names that a different type already holds here, which keep their first type.
  @discardableResult
  package mutating func merge(_ other: NBTypeRegistry) -> [String] {
    other.entries.keys.sorted().filter { name in
      other.entries[name].map { !add(name: name, $0) } ?? false
    }
  }

  /// Adds `entry` under `name` unless the name is taken; whether `name` now means its type.
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

  /// A JSON decoder that decodes ``NBNavigationPath/CodableRepresentation`` and
  /// ``NBNavigationState`` against this registry.
  public func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo[.nbTypeRegistry] = self
    return decoder
  }
}

/// Reads values of one registered type from their JSON text: a class, as a closure capturing the
/// metatype would not be `Sendable`, and the registry travels in a decoder's `userInfo`.
protocol ElementReader: Sendable {
  /// Decodes `json` with `decoder`, shared by every element of one document.
  func read(_ json: Data, with decoder: JSONDecoder) throws -> AnyHashable
}

private final class Reader<Value: Hashable & Decodable>: ElementReader {
  func read(_ json: Data, with decoder: JSONDecoder) throws -> AnyHashable {
    AnyHashable(try decoder.decode(Value.self, from: json))
  }
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
