import Foundation
import NavigationBackport

/// Path encode + decode: the engine against ``NaivePathCoder``.
///
/// The engine goes through its whole-document fast path: `codable.jsonData()` writes the JSON
/// bytes, `registry.decodePath(from:)` parses them and decodes every element against the type
/// allowlist. Before timing, each size checks that the round trip gives back an equal path.
///
/// It runs twice: with the structs and enums in synthesized `Codable`, and with them coded by
/// hand through `NBJSONCodable` (the same JSON). Integers and strings are the same both times.
/// The baseline codes the same values through `Codable` with Foundation's coders.
struct PathCodingBenchmark {
  let measurement: Measurement
  let sizes: [Int]

  func run() throws -> [Result] {
    var registry = NBTypeRegistry()
    registry.register(Int.self)
    registry.register(String.self)
    registry.register(ScreenModel.self)
    registry.register(Route.self)
    registry.register(HandCodedScreen.self)
    registry.register(HandCodedRoute.self)
    let naiveTypes = Dictionary(
      uniqueKeysWithValues: [
        NaivePathCoder.decoder(for: Int.self), NaivePathCoder.decoder(for: String.self),
        NaivePathCoder.decoder(for: ScreenModel.self), NaivePathCoder.decoder(for: Route.self),
        NaivePathCoder.decoder(for: HandCodedScreen.self),
        NaivePathCoder.decoder(for: HandCodedRoute.self),
      ])
    // Every input is built before anything is timed, so that where its values land in memory
    // does not depend on the garbage the rows before it left: the same values for both sides.
    let inputs = ElementCoding.allCases.flatMap { coding in
      sizes.map { size in (coding, size, mixedElements(size, coding: coding)) }
    }
    return try inputs.map { coding, size, elements in
      try run(
        elements: elements, coding: coding, registry: registry, naiveTypes: naiveTypes)
    }
  }

  private func run(
    elements: [AnyHashable], coding: ElementCoding, registry: NBTypeRegistry,
    naiveTypes: [String: NaivePathCoder.Decode]
  ) throws -> Result {
    let size = elements.count
    let path = NBNavigationPath(elements)
    try checkRoundTrip(path, registry: registry)
    var failure: (any Error)?
    let (engine, baseline) = measurement.pairedMedians(
      engine: {
        do {
          guard let codable = path.codable else { return }
          let data = try codable.jsonData()
          blackHole(try registry.decodePath(from: data))
        } catch {
          failure = error
        }
      },
      baseline: {
        do {
          let data = try NaivePathCoder.encode(elements)
          blackHole(try NaivePathCoder.decode(data, types: naiveTypes))
        } catch {
          failure = error
        }
      })
    if let failure {
      throw failure
    }
    return Result(
      name: coding == .synthesized ? "path encode+decode" : "path encode+decode, hand-coded",
      parameter: "\(size) elements", nanoseconds: engine, baselineNanoseconds: baseline,
      note: coding == .synthesized
        ? "structs and enums in synthesized Codable"
        : "structs and enums through NBJSONCodable, same JSON")
  }

  /// Fails unless `path` survives the engine's round trip unchanged.
  private func checkRoundTrip(_ path: NBNavigationPath, registry: NBTypeRegistry) throws {
    guard let codable = path.codable else {
      throw BenchmarkError.setup("the benchmark path is not Codable")
    }
    let decoded = try registry.decodePath(from: try codable.jsonData())
    guard decoded == path else {
      throw BenchmarkError.mismatch("the decoded path differs from the encoded one")
    }
  }
}
