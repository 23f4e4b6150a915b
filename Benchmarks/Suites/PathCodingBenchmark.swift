import Foundation
import NavigationBackport

/// Path encode + decode: the engine against two ways of doing the same job on Foundation.
///
/// The engine writes `codable` with a `JSONEncoder` and reads it with `registry.decodePath(from:)`, which
/// checks every element against the type allowlist. ``PlainFoundationPathCoder`` writes the
/// same format with one encoder and one decoder and no checks: what a user would write, and the
/// reference for what the engine's allowlist, messages and identities cost.
/// ``NaivePathCoder`` codes the way NavigationBackport does, a coder per element and inserting at
/// the front; it is quadratic, so it runs only up to 10,000 elements. Before timing, each size
/// checks that every side gives back the path it was given. Foundation's coders cost about ten
/// microseconds an element here, so paths of 10,000 elements and more are timed three times.
struct PathCodingBenchmark {
  let measurement: Measurement
  let sizes: [Int]
  /// The largest size the quadratic baseline runs at.
  var naiveLimit = 10_000
  /// From this size on, a run takes a second or more: the median is taken over three runs.
  var longPath = 10_000

  func run() throws -> [Result] {
    var registry = NBTypeRegistry()
    registry.register(Int.self)
    registry.register(String.self)
    registry.register(ScreenModel.self)
    registry.register(Route.self)
    let plainTypes = Dictionary(
      uniqueKeysWithValues: [
        PlainFoundationPathCoder.decoder(for: Int.self),
        PlainFoundationPathCoder.decoder(for: String.self),
        PlainFoundationPathCoder.decoder(for: ScreenModel.self),
        PlainFoundationPathCoder.decoder(for: Route.self),
      ])
    let naiveTypes = Dictionary(
      uniqueKeysWithValues: [
        NaivePathCoder.decoder(for: Int.self), NaivePathCoder.decoder(for: String.self),
        NaivePathCoder.decoder(for: ScreenModel.self), NaivePathCoder.decoder(for: Route.self),
      ])
    // Every input is built before anything is timed, so that where its values land in memory
    // does not depend on the garbage the sizes before it left.
    let inputs = sizes.map(mixedElements)
    var results: [Result] = []
    var engineTimes: [Int: Double] = [:]
    for elements in inputs {
      let size = elements.count
      let path = NBNavigationPath(elements)
      let sides = [
        Side(name: "engine") {
          guard let codable = path.codable else {
            throw BenchmarkError.setup("the benchmark path is not Codable")
          }
          return try registry.decodePath(from: try JSONEncoder().encode(codable)).elements
        },
        Side(name: "plain Foundation") {
          try PlainFoundationPathCoder.decode(
            try PlainFoundationPathCoder.encode(elements), types: plainTypes)
        },
        Side(name: "NavigationBackport-style") {
          try NaivePathCoder.decode(try NaivePathCoder.encode(elements), types: naiveTypes)
        },
      ].prefix(size <= naiveLimit ? 3 : 2)
      for side in sides where try side.body() != elements {
        throw BenchmarkError.mismatch("\(side.name) gives back a different path of \(size)")
      }
      var failure: (any Error)?
      let runs = size >= longPath ? min(measurement.runs, 3) : measurement.runs
      let times = Measurement(warmup: measurement.warmup, runs: runs).interleavedMedians(
        sides.map { side in
          {
            do {
              blackHole(try side.body())
            } catch {
              failure = error
            }
          }
        })
      if let failure {
        throw failure
      }
      engineTimes[size] = times[0]
      let scaling = engineTimes[size / 10].map {
        String(format: "; %.1f× the time of %d elements", times[0] / $0, size / 10)
      }
      results.append(
        Result(
          name: "path encode+decode", parameter: "\(size) elements", nanoseconds: times[0],
          baselineNanoseconds: times[1],
          note: String(format: "%.2f× the plain row's time (goal ≤ 1.5×)", times[0] / times[1])
            + (scaling ?? "")))
      if times.count > 2 {
        results.append(
          Result(
            name: "path vs NavigationBackport-style", parameter: "\(size) elements",
            nanoseconds: times[0], baselineNanoseconds: times[2],
            note: "baseline: a coder per element, inserting at the front"))
      }
    }
    return results
  }

  /// One way of coding the path: encode, decode, and give back the elements.
  private struct Side {
    let name: String
    let body: () throws -> [AnyHashable]
  }
}
