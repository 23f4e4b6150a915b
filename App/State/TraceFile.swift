import Foundation
import RootFeature

/// The file `--trace FILE` names: one JSON line appended per transition (time, cause, from URL,
/// to URL), so a person can read why the app is where it is.
///
/// It only ever appends, and only to a file it could have written: a missing file is created, an
/// existing one must be a regular file that is empty or starts with a trace line. A write that
/// fails is reported once and ends the tracing, never the app.
@MainActor
final class TraceFile {
  /// One line of the file.
  struct Line: Codable, Equatable {
    let time: String
    let cause: String
    let from: String
    let to: String
  }

  /// Why the file cannot be traced to, phrased for the person who named it.
  struct Refusal: Error, CustomStringConvertible {
    let description: String
  }

  private let path: String
  private var handle: FileHandle?
  private let report: (String) -> Void

  /// Opens `path` for appending; `report` receives the sentence of a write that failed.
  ///
  /// - Throws: ``Refusal`` when the file is no regular file, holds something else than a trace,
  ///   or cannot be created or opened.
  init(path: String, report: @escaping (String) -> Void) throws(Refusal) {
    self.path = path
    self.report = report
    let shown = Printable.escape(path, limit: 80)
    if let kind = RegularFile.nonRegularEntry(at: path) {
      throw Refusal(description: "--trace \(shown): \(kind).")
    }
    do {
      if FileManager.default.fileExists(atPath: path) {
        try Self.checkIsTrace(path, shown: shown)
      } else if !FileManager.default.createFile(
        atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
      {
        throw Refusal(
          description: "--trace \(shown): it cannot be created; check that its folder exists.")
      }
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.seekToEnd()
      self.handle = handle
    } catch let refusal as Refusal {
      throw refusal
    } catch {
      throw Refusal(description: "--trace \(shown): \(error.localizedDescription)")
    }
  }

  /// Throws unless the file at `path` is empty or its first line is a trace line.
  private static func checkIsTrace(_ path: String, shown: String) throws {
    let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? file.close() }
    let start = try file.read(upToCount: 4096) ?? Data()
    guard !start.isEmpty else {
      return
    }
    let firstLine = start.prefix { $0 != UInt8(ascii: "\n") }
    guard (try? JSONDecoder().decode(Line.self, from: firstLine)) != nil else {
      throw Refusal(
        description: "--trace \(shown): it holds something else than a trace of this app, "
          + "which it would not append to; name a new file or an earlier trace.")
    }
  }

  /// Appends one transition, its cause and the URLs it left and reached, stamped with `date`.
  func append(cause: String, from: String, to: String, at date: Date = Date()) {
    guard let handle else {
      return
    }
    let line = Line(
      time: date.formatted(.iso8601), cause: cause, from: from, to: to)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      try handle.write(contentsOf: try encoder.encode(line) + Data("\n".utf8))
    } catch {
      self.handle = nil
      try? handle.close()
      report(
        "feature-routing: --trace \(Printable.escape(path, limit: 80)): \(error.localizedDescription); "
          + "tracing stopped.")
    }
  }
}
