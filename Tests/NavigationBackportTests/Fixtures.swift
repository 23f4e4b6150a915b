import Foundation
import NavigationBackport
import Observation
import Testing

// MARK: - Screen values of every kind a path can hold

/// A plain struct screen, `Identifiable` so that `popTo(id:)` can find it.
struct Article: Hashable, Codable, Identifiable {
  let id: Int
  let title: String
}

/// An enum screen with payload-free and payload-carrying cases.
enum Route: Hashable, Codable {
  case home
  case detail(id: Int)
  case search(query: String, page: Int)
}

/// The root of a class hierarchy: `Animal` ← `Dog` ← `Puppy`.
///
/// Equality requires the same dynamic class, so a decoded `Animal` never equals a `Dog`.
class Animal: Hashable, Codable {
  let name: String

  init(name: String) {
    self.name = name
  }

  static func == (lhs: Animal, rhs: Animal) -> Bool {
    lhs.isEqual(to: rhs)
  }

  func isEqual(to other: Animal) -> Bool {
    type(of: self) == type(of: other) && name == other.name
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}

/// A subclass with a stored property of its own, encoded alongside the superclass's.
class Dog: Animal {
  let breed: String

  init(name: String, breed: String) {
    self.breed = breed
    super.init(name: name)
  }

  private enum CodingKeys: String, CodingKey {
    case breed
  }

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    breed = try container.decode(String.self, forKey: .breed)
    try super.init(from: decoder)
  }

  override func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(breed, forKey: .breed)
    try super.encode(to: encoder)
  }

  override func isEqual(to other: Animal) -> Bool {
    super.isEqual(to: other) && (other as? Dog)?.breed == breed
  }
}

/// A class two levels below `Animal`, with no destination registered for itself.
final class Puppy: Dog {}

/// A screen value that is not `Codable`, so no path holding it can be encoded.
struct Opaque: Hashable {
  let token: Int
}

/// A `Codable` type that is never registered, so decoding its name must be refused.
struct Unregistered: Hashable, Codable {
  let value: Int
}

/// A type written under a chosen stable name instead of its qualified name.
struct Renamed: Hashable, Codable, NBStableTypeName {
  static let nbTypeName = "fixtures.renamed"
  let value: Int
}

/// A different type claiming the same stable name as ``Renamed``.
struct Impostor: Hashable, Codable, NBStableTypeName {
  static let nbTypeName = "fixtures.renamed"
  let text: String
}

/// A nested generic value.
typealias Tags = [String: [Int]]

// MARK: - Shared values

enum Fixtures {
  static let article = Article(id: 1, title: "Shiraz")
  static let otherArticle = Article(id: 2, title: "Merlot")
  static let tags: Tags = ["red": [1, 2], "white": []]

  /// One value of every kind, bottom to top.
  static func mixedElements() -> [AnyHashable] {
    [
      42,
      "forty-two",
      article,
      Route.home,
      Route.detail(id: 7),
      Route.search(query: "rosé", page: 2),
      Animal(name: "Generic"),
      Dog(name: "Rex", breed: "Beagle"),
      Puppy(name: "Bit", breed: "Corgi"),
      tags,
    ]
  }

  /// A registry allowing every `Codable` fixture type except ``Unregistered`` and ``Impostor``.
  static func registry() -> NBTypeRegistry {
    var registry = NBTypeRegistry()
    registry.register(Int.self)
    registry.register(String.self)
    registry.register(Article.self)
    registry.register(Route.self)
    registry.register(Animal.self)
    registry.register(Dog.self)
    registry.register(Puppy.self)
    registry.register(Tags.self)
    registry.register(Renamed.self)
    return registry
  }
}

// MARK: - Coding helpers

/// Encodes `value` to JSON bytes with a plain encoder, as an app saving state would.
func encodeJSON(_ value: some Encodable) throws -> Data {
  try JSONEncoder().encode(value)
}

/// The flat array a path encodes to, read back as plain strings.
func wireItems(of path: NBNavigationPath) throws -> [String] {
  let codable = try #require(path.codable)
  return try JSONDecoder().decode([String].self, from: encodeJSON(codable))
}

extension DecodingError {
  /// The human-readable explanation carried by the error.
  var message: String {
    switch self {
    case .dataCorrupted(let context): return context.debugDescription
    case .keyNotFound(_, let context): return context.debugDescription
    case .typeMismatch(_, let context): return context.debugDescription
    case .valueNotFound(_, let context): return context.debugDescription
    @unknown default: return String(describing: self)
    }
  }
}

// MARK: - Navigator observation helpers

/// Records every event a navigator reports, in order.
@MainActor
final class EventRecorder {
  private(set) var events: [NBNavigationEvent] = []

  init(_ navigator: NBNavigator) {
    navigator.observeEvents { [weak self] event in
      self?.events.append(event)
    }
  }

  /// Forgets the events recorded so far.
  func clear() {
    events.removeAll()
  }
}

/// Counts how many times the Observation framework reports a change of `navigator.state`.
///
/// `withObservationTracking` reports one change and then stops; the counter re-arms itself after
/// each report, so it counts every change, not just the first.
@MainActor
final class ObservationCounter {
  private(set) var count = 0
  private let navigator: NBNavigator

  init(_ navigator: NBNavigator) {
    self.navigator = navigator
    arm()
  }

  private func arm() {
    withObservationTracking {
      _ = navigator.state
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        self?.count += 1
        self?.arm()
      }
    }
  }
}

/// Records the order in which handlers ran.
@MainActor
final class CallLog {
  private(set) var calls: [String] = []

  func record(_ call: String) {
    calls.append(call)
  }

  /// A handler that records `call` when it runs.
  func handler(_ call: String) -> () -> Void {
    { [self] in record(call) }
  }
}
