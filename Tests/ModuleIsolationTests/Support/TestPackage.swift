import Foundation

/// The package these tests belong to, and throwaway copies of it.
enum TestPackage {
  /// The package root: the nearest folder above this file that holds a Package.swift.
  static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    fatalError("no Package.swift above \(#filePath)")
  }()

  /// Runs `body` with a copy of the package in a temporary folder, which is removed afterwards.
  ///
  /// The copy holds the package's visible files — the manifest, the rules file, the sources — and
  /// none of its hidden ones: no `.build`, no `.git`.
  static func withCopy<Result>(_ body: (PackageCopy) throws -> Result) throws -> Result {
    let copy = PackageCopy(
      root: FileManager.default.temporaryDirectory
        .appendingPathComponent("ModuleIsolationTests-package-\(UUID().uuidString)"))
    defer { try? FileManager.default.removeItem(at: copy.root) }
    try FileManager.default.createDirectory(at: copy.root, withIntermediateDirectories: true)
    for item in try FileManager.default.contentsOfDirectory(atPath: root.path)
    where !item.hasPrefix(".") {
      try FileManager.default.copyItem(
        at: root.appendingPathComponent(item), to: copy.root.appendingPathComponent(item))
    }
    return try body(copy)
  }
}

/// A temporary copy of the package that a test may break.
struct PackageCopy {
  /// The copy's root folder.
  let root: URL

  /// The text of `file`, relative to the root.
  func read(_ file: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
  }

  /// Replaces the text of `file`, relative to the root, creating its folder if needed.
  func write(_ file: String, _ text: String) throws {
    let url = root.appendingPathComponent(file)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Replaces the one occurrence of `original` in `file` with `replacement`; returns the 1-based
  /// line where the replacement starts.
  @discardableResult
  func replace(_ original: String, with replacement: String, in file: String) throws -> Int {
    let text = try read(file)
    let parts = text.components(separatedBy: original)
    guard parts.count == 2 else {
      throw EditFailure(
        description:
          "expected \(file) to contain `\(original)` once; found it \(parts.count - 1) times")
    }
    try write(file, parts[0] + replacement + parts[1])
    return parts[0].split(separator: "\n", omittingEmptySubsequences: false).count
  }

  /// The violations the checker finds in the copy.
  func violations() throws -> [Violation] {
    try IsolationChecker(root: root).violations()
  }
}

/// A test's edit that no longer fits the package it edits.
struct EditFailure: Error, CustomStringConvertible {
  let description: String
}
