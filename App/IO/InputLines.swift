import Foundation

/// The lines of input, read off the main actor so that loading and rendering go on while the app
/// waits for the next line.
enum InputLines {
  /// The lines of standard input, until end of input; invalid UTF-8 is replaced, never trapped on.
  static func standardInput() -> AsyncStream<String> {
    AsyncStream { continuation in
      let reader = Thread {
        while let line = readLine(strippingNewline: true) {
          continuation.yield(line)
        }
        continuation.finish()
      }
      reader.name = "feature-routing input"
      reader.start()
    }
  }

  /// The lines of the file at `path`.
  ///
  /// - Throws: ``UsageError`` naming the file and why it could not be read.
  static func file(_ path: String) throws(UsageError) -> AsyncStream<String> {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw UsageError(
        message: "Cannot read the script file '\(path)': \(error.localizedDescription).")
    }
    var lines = String(decoding: data, as: UTF8.self)
      .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    if lines.last?.isEmpty == true {
      lines.removeLast()
    }
    return AsyncStream { continuation in
      for line in lines {
        continuation.yield(line)
      }
      continuation.finish()
    }
  }
}
