import Foundation
import NavigationBackport

/// Path encode + decode: the engine against ``NaivePathCoder``.
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
      var failure: (any Error)?
      let engine = measurement.median {
        do {
          guard let codable = path.codable else { return }
          let data = try JSONEncoder().encode(codable)
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
}
