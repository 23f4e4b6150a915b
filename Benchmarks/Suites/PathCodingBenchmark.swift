import Foundation
import NavigationBackport

/// Path encode + decode: the engine against ``NaivePathCoder``.
///
/// The engine goes through its whole-document fast path: `codable.jsonData()` writes the JSON
/// bytes, `registry.decodePath(from:)` parses them and decodes every element against the type
/// allowlist. Before timing, each size checks that the round trip gives back an equal path.
struct PathCodingBenchmark {
  let measurement: Measurement
  let sizes: [Int]

  func run() throws -> [Result] {
    var registry = NBTypeRegistry()
    registry.register(Int.self)
    registry.register(String.self)
    registry.register(ScreenModel.self)
    registry.register(Route.self)
    let naiveTypes = Dictionary(
      uniqueKeysWithValues: [
        NaivePathCoder.decoder(for: Int.self), NaivePathCoder.decoder(for: String.self),
        NaivePathCoder.decoder(for: ScreenModel.self), NaivePathCoder.decoder(for: Route.self),
      ])
    return try sizes.map { size in
      let elements = mixedElements(size)
      let path = NBNavigationPath(elements)
      try checkRoundTrip(path, registry: registry)
      var failure: (any Error)?
      let engine = measurement.median {
        do {
          guard let codable = path.codable else { return }
          let data = try codable.jsonData()
          blackHole(try registry.decodePath(from: data))
        } catch {
          failure = error
        }
      }
      let baseline = measurement.median {
        do {
          let data = try NaivePathCoder.encode(elements)
          blackHole(try NaivePathCoder.decode(data, types: naiveTypes))
        } catch {
          failure = error
        }
      }
      if let failure {
        throw failure
      }
      return Result(
        name: "path encode+decode", parameter: "\(size) elements", nanoseconds: engine,
        baselineNanoseconds: baseline)
    }
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
