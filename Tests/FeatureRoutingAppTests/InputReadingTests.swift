import Foundation
import TerminalUITesting
import Testing

@testable import FeatureRoutingApp

#if canImport(Glibc)
  import Glibc
#endif

/// How input is read: lines split with bounded memory, and a reader that waits for the session.
@Suite(.timeLimit(.minutes(5))) struct InputReadingTests {
  /// Feeds `chunks` to a splitter; returns what it delivered and whether it asked to go on.
  private func split(_ chunks: [[UInt8]]) -> (lines: [InputLine], goesOn: Bool) {
    var splitter = LineSplitter(source: "the input")
    var lines: [InputLine] = []
    for chunk in chunks {
      guard splitter.feed(chunk[...], deliver: { lines.append($0) }) else {
        return (lines, false)
      }
    }
    if let last = splitter.finish() { lines.append(last) }
    return (lines, true)
  }

  @Test func linesAreSplitAtLineFeedsWithoutTheirCarriageReturns() {
    let result = split([Array("1\r\nb".utf8), Array("ack\n\nquit".utf8)])
    #expect(result.lines == [.text("1"), .text("back"), .text(""), .text("quit")])
  }

  /// A line that is not UTF-8 is skipped, saying which, rather than run with `\u{FFFD}` in it.
  @Test func aLineNotInUTF8IsSkippedSayingWhichItIs() {
    let skipped = { (line: Int) in
      InputLine.notUTF8(
        "Line \(line) of the input is not UTF-8 text, so it is skipped; save or send the "
          + "commands as UTF-8.")
    }
    #expect(
      split([[0xFF, 0x31, 0x0A, 0x32, 0x0A, 0xE2, 0x82]]).lines
        == [skipped(1), .text("2"), skipped(3)])
  }

  @Test func aLineOfTheLimitIsALine() {
    let line = [UInt8](repeating: UInt8(ascii: "x"), count: LineSplitter.maximumLength)
    #expect(split([line + [0x0A]]).lines == [.text(String(repeating: "x", count: 8192))])
  }

  /// A line of almost a megabyte in 64 KB pieces: refused once, as soon as it passes the limit,
  /// with never more than the limit kept; the next line is read as usual.
  @Test func aLongLineIsRefusedAsSoonAsItPassesTheLimitAndSkipped() {
    let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024)
    var splitter = LineSplitter(source: "the input")
    var lines: [InputLine] = []
    #expect(splitter.feed(Array("1\n".utf8)[...]) { lines.append($0) })
    #expect(splitter.feed(piece[...]) { lines.append($0) })
    #expect(lines == [.text("1"), .tooLong(start: String(repeating: "x", count: 1024))])
    for _ in 1..<15 {
      #expect(splitter.feed(piece[...]) { lines.append($0) })
      #expect(splitter.kept.count <= LineSplitter.maximumLength)
    }
    #expect(splitter.feed(Array("\nb\n".utf8)[...]) { lines.append($0) })
    #expect(
      lines == [.text("1"), .tooLong(start: String(repeating: "x", count: 1024)), .text("b")])
  }

  /// `/dev/zero` is one endless line: reading stops after 1 MiB of it.
  @Test func anEndlessLineStopsTheReading() {
    let zeros = [UInt8](repeating: 0, count: 64 * 1024)
    let result = split(Array(repeating: zeros, count: 100))
    #expect(!result.goesOn)
    #expect(result.lines.count == 2)
    #expect(
      result.lines.last
        == .notCommands(
          "the input has a line of more than 1048576 bytes, so it is not a list of commands; reading stops"
        ))
  }

  /// The reader stays at most ``InputLines/capacity`` lines ahead: with nobody taking lines, it
  /// stops reading, so a fast writer fills the pipe and waits, and every line arrives once
  /// they are taken.
  @Test func theReaderWaitsForTheSessionInsteadOfQueueingInput() async throws {
    var ends: [Int32] = [0, 0]
    #expect(DescriptorLock.run { pipe(&ends) == 0 })
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let progress = WriterProgress()
    let lineCount = 20_000
    let line = String(repeating: "x", count: 99) + "\n"
    let writer = Thread {
      let block = Array(String(repeating: line, count: 40).utf8)
      for _ in 0..<(lineCount / 40) {
        var rest = block[...]
        while !rest.isEmpty {
          let count = rest.withUnsafeBytes { Glibc.write(writeEnd, $0.baseAddress, $0.count) }
          guard count > 0 else { return }
          rest = rest.dropFirst(count)
          progress.add(count)
        }
      }
      close(writeEnd)
    }
    writer.start()
    let lines = InputLines(
      descriptor: readEnd, source: "a pipe", closing: true,
      waitingForSpace: { progress.markWaiting() })
    try progress.waitUntilWaiting()
    // The writer can be ahead of the reader by what the pipe holds and the reader's buffer.
    try progress.waitUntilStill(writeEnd)
    let pipeCapacity = Int(fcntl(readEnd, 1032))  // F_GETPIPE_SZ
    #expect(progress.written <= 64 * 1024 + pipeCapacity + 4_000 + 100 * InputLines.capacity)
    #expect(progress.written < lineCount * 100)
    var received = 0
    for await input in lines {
      #expect(input == .text(String(repeating: "x", count: 99)))
      received += 1
    }
    #expect(received == lineCount)
  }
}

/// What the writer of ``InputReadingTests/theReaderWaitsForTheSessionInsteadOfQueueingInput()``
/// has written, and whether the reader has waited for space.
private final class WriterProgress: @unchecked Sendable {
  private let condition = NSCondition()
  private var bytes = 0
  private var hasWaited = false

  var written: Int { condition.withLock { bytes } }

  func add(_ count: Int) { condition.withLock { bytes += count } }

  func markWaiting() {
    condition.withLock {
      hasWaited = true
      condition.broadcast()
    }
  }

  func waitUntilWaiting() throws {
    let deadline = Date(timeIntervalSinceNow: 60)
    condition.lock()
    defer { condition.unlock() }
    while !hasWaited {
      guard condition.wait(until: deadline) else {
        throw ChildProcess.TimedOut(description: "the reader never waited; \(bytes) bytes written")
      }
    }
  }

  /// Waits until the pipe written through `descriptor` is full: the writer is blocked.
  func waitUntilStill(_ descriptor: Int32) throws {
    let deadline = Date(timeIntervalSinceNow: 60)
    while !ChildProcess.isFull(writeEnd: descriptor) {
      guard Date() < deadline else {
        throw ChildProcess.TimedOut(description: "the pipe never filled; \(written) bytes written")
      }
      _ = poll(nil, 0, 10)
    }
  }
}
