import Foundation

/// The package's targets as `swift package describe --type json` reports them.
struct PackageGraph: Decodable, Sendable {
  /// A target: its sources and the dependencies Package.swift declares for it.
  struct Target: Decodable, Sendable {
    /// The target's name, which is also its module's name.
    let name: String
    /// The target's kind: `library`, `executable`, `test` and so on.
    let type: String
    /// The target's folder, relative to the package root.
    let path: String
    /// The target's source files, relative to its folder.
    let sources: [String]
    /// The package's targets it depends on.
    let targetDependencies: [String]
    /// The products of other packages it depends on.
    let productDependencies: [String]

    private enum CodingKeys: String, CodingKey {
      case name, type, path, sources
      case targetDependencies = "target_dependencies"
      case productDependencies = "product_dependencies"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      type = try container.decode(String.self, forKey: .type)
      path = try container.decode(String.self, forKey: .path)
      sources = try container.decodeIfPresent([String].self, forKey: .sources) ?? []
      targetDependencies =
        try container.decodeIfPresent([String].self, forKey: .targetDependencies) ?? []
      productDependencies =
        try container.decodeIfPresent([String].self, forKey: .productDependencies) ?? []
    }
  }

  /// The package's targets.
  let targets: [Target]

  /// The graph of the package at `root`, read by running `swift package describe --type json`.
  ///
  /// The command gets a scratch folder of its own: `swift test` holds the lock on the package's
  /// `.build` while tests run, so describing the package there would wait forever.
  static func describe(packageAt root: URL) throws -> PackageGraph {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("ModuleIsolationTests-scratch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = try SwiftCommand.run([
      "package", "--package-path", root.path, "--scratch-path", scratch.path,
      "describe", "--type", "json",
    ])
    do {
      return try JSONDecoder().decode(PackageGraph.self, from: output)
    } catch {
      throw SwiftCommand.Failure(
        "could not read the output of `swift package describe --type json` for \(root.path): \(error)"
      )
    }
  }

  /// The targets `target` depends on, directly or through its dependencies.
  func dependencyClosure(of target: Target) -> Set<String> {
    var closure: Set<String> = []
    var pending = target.targetDependencies
    while let name = pending.popLast() {
      guard closure.insert(name).inserted else { continue }
      pending += targets.first { $0.name == name }?.targetDependencies ?? []
    }
    return closure
  }
}
