import Foundation
import RootFeature

/// The file `--trace FILE` names: one JSON line appended per transition (time, cause, from URL,
/// to URL), so a person can read why the app is where it is.
///
/// It only ever appends, and only to a file it could have written: a missing file is created, an
/// existing one must be a regular file that is empty or starts with a trace line. A line is
/// written whole or not at all; a write that fails is reported once and ends the tracing, never
/// the app.
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

  /// Why tracing stopped, as it was reported, once a write failed.
  private(set) var stopReason: String?

  /// The longest line the app writes, with room to spare.
  ///
  /// A line holds two URLs of at most 4,096 bytes, a cause and a time; a first line longer than
  /// this is not a trace.
  static let longestLine = 64 * 1024

  /// Opens `path` for appending; `report` receives the sentence of a write that failed.
  ///
  /// A trace that ends in a torn line (an earlier app killed while writing) has it cut off, so
  /// that the next line starts a line of its own.
  ///
  /// - Throws: ``Refusal`` when the file is no regular file, holds something else than a trace,
  ///   or cannot be created or opened, with the system's reason.
  init(path: String, report: @escaping (String) -> Void) throws(Refusal) {
    self.path = path
    self.report = report
    let shown = Printable.escape(path, limit: 80)
    if let kind = RegularFile.nonRegularEntry(at: path) {
      throw Refusal(description: "--trace \(shown): \(kind).")
    }
    let descriptor: Int32
    do {
      descriptor = try RegularFile.openForAppending(path)
    } catch {
      throw Refusal(
        description: """
          --trace \(shown): cannot open it to append to (\(Printable.escape(error.description))); \
          name a file in a folder you can write to.
          """)
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try Self.checkIsTrace(handle, shown: shown)
    } catch let refusal as Refusal {
      throw refusal
    } catch {
      throw Refusal(description: "--trace \(shown): \(error.localizedDescription)")
    }
    self.handle = handle
  }

  /// Throws unless the open file is empty or its first line is a trace line; cuts off a torn
  /// last line.
  private static func checkIsTrace(_ file: FileHandle, shown: String) throws {
    let size = try file.seekToEnd()
    guard size > 0 else { return }
    try file.seek(toOffset: 0)
    let start = try file.read(upToCount: longestLine) ?? Data()
    guard let newline = start.firstIndex(of: UInt8(ascii: "\n")) else {
      // One torn line, as the app starts each: nothing whole to keep.
      if size <= longestLine, start.starts(with: Data(#"{"cause":""#.utf8)) {
        try file.truncate(atOffset: 0)
        return
      }
      throw notATrace(shown)
    }
    guard (try? JSONDecoder().decode(Line.self, from: start[..<newline])) != nil else {
      throw notATrace(shown)
    }
    let tailStart = size > UInt64(longestLine) ? size - UInt64(longestLine) : 0
    try file.seek(toOffset: tailStart)
    let tail = try file.readToEnd() ?? Data()
    guard tail.last != UInt8(ascii: "\n") else { return }
    guard let lastNewline = tail.lastIndex(of: UInt8(ascii: "\n")) else {
      throw notATrace(shown)
    }
    try file.truncate(atOffset: tailStart + UInt64(lastNewline - tail.startIndex + 1))
  }

  private static func notATrace(_ shown: String) -> Refusal {
    Refusal(
      description: "--trace \(shown): it holds something else than a trace of this app, "
        + "which it would not append to; name a new file or an earlier trace.")
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
    do throws(RegularFile.Refusal) {
      try RegularFile.appendWhole(
        (try? encoder.encode(line)).map { $0 + Data("\n".utf8) } ?? Data(),
        to: handle.fileDescriptor)
    } catch {
      self.handle = nil
      try? handle.close()
      let reason =
        "feature-routing: --trace \(Printable.escape(path, limit: 80)): cannot append to it "
        + "(\(Printable.escape(error.description))); tracing stopped."
      stopReason = reason
      report(reason)
    }
  }
}
