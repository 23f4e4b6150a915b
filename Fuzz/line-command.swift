import RootFeature

/// Parses a line typed in line mode; nothing the parser says may hold a raw control character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLineCommand(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let line = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  let printable = { (text: String) in
    text.unicodeScalars.allSatisfy { scalar in
      scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
        && scalar.properties.generalCategory != .format
    }
  }
  precondition(printable(Printable.escape(line, limit: 200)), "escape let a control through")
  do {
    if case .open(let location) = try LineCommand.parse(line) {
      precondition(printable(location.url))
    }
  } catch {
    precondition(printable(error.message), "a message holds a control character")
  }
  return 0
}
