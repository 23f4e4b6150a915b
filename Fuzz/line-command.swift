import RootFeature

/// Whether `text` holds nothing that acts on a terminal or breaks a line: no control, format,
/// line or paragraph separator character, and a line feed only where `allowingLineFeeds`.
private func isPrintable(_ text: String, allowingLineFeeds: Bool = false) -> Bool {
  text.unicodeScalars.allSatisfy { scalar in
    if scalar == "\n" { return allowingLineFeeds }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return false
    default: return true
    }
  }
}

/// Reads the input as line mode does: split into lines with bounded memory, each line parsed
/// as a command, and the input also taken as command-line arguments.
///
/// Checks that nothing the app would print holds a raw control character once it has passed the
/// output sink's escaping (`Printable.escape(_:limit: .max)`), that the escaping is idempotent,
/// that the splitter keeps no line longer than the limit, and that a URL `open` accepts gives a
/// state whose printed URL, even in the longest style, `open` accepts again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLineCommand(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  let line = String(decoding: bytes, as: UTF8.self)

  // The sink's escaping, for standard error and for standard output.
  let escaped = Printable.escape(line, limit: .max)
  precondition(isPrintable(escaped), "escaping let a control character through")
  precondition(Printable.escape(escaped, limit: .max) == escaped, "escaping twice changed it")
  precondition(
    isPrintable(
      Printable.escape(line, limit: .max, keepingLineFeeds: true), allowingLineFeeds: true))
  precondition(isPrintable(Printable.escape(line, limit: 200)), "an echo holds a control character")

  // The input as line mode reads it, in pieces of the input's first byte's size.
  var splitter = LineSplitter(source: "standard input")
  let piece = max(Int(bytes.first ?? 1), 1)
  var lines: [InputLine] = []
  var offset = 0
  while offset < bytes.count {
    let goesOn = splitter.feed(bytes[offset..<min(offset + piece, bytes.count)]) {
      lines.append($0)
    }
    precondition(splitter.kept.count <= LineSplitter.maximumLength, "a line grew past the limit")
    guard goesOn else { break }
    offset += piece
  }
  if let last = splitter.finish() { lines.append(last) }
  for input in lines {
    if case .text(let text) = input {
      precondition(text.utf8.count <= LineSplitter.maximumLength, "a line longer than the limit")
      checkCommand(text)
    }
  }
  // The whole input as one line, when it is not one already (a caller may parse any string).
  if lines != [.text(line)] {
    checkCommand(line)
  }

  // The input as command-line arguments.
  let arguments = line.split(separator: " ").map(String.init)
  if case .failure(let error) = Result(catching: { () throws(UsageError) in
    try AppOptions.parse(arguments)
  }) {
    precondition(!error.message.isEmpty)
    precondition(isPrintable(Printable.escape(error.message, limit: .max)))
  }
  return 0
}

/// Parses `line` as a command; a URL it opens must print a canonical URL that opens the same
/// link again.
private func checkCommand(_ line: String) {
  do {
    guard case .open(let link) = try LineCommand.parse(line) else { return }
    precondition(isPrintable(link.url))
    let again = try AppOptions.parseLink(link.url)
    precondition(again == link, "the printed URL opens another link")
  } catch {
    precondition(isPrintable(error.message), "a message holds a control character")
  }
}
