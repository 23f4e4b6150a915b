import Dispatch
import Foundation
import RootFeature

/// What one load reported, handed from the task that loaded to the fuzzer's thread.
private final class LoadResult: @unchecked Sendable {
  var grapes: [RootModel]?
  var message: String?
}

/// Loads the input as a `--data` file, as the app does: decoded by `FileAPIClient` from bytes
/// already read, then checked by `RootInteractor`.
///
/// Checks that loading never traps, that every failure is a `RootDataError` naming the file,
/// and that its message, once through the output sink's escaping, holds no character that acts
/// on a terminal (a grape id or colour full of escape sequences is the attack this guards).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDataFile(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let result = LoadResult()
  let done = DispatchSemaphore(value: 0)
  Task {
    defer { done.signal() }
    do {
      let client = FileAPIClient(path: "grapes.json", contents: data)
      result.grapes = try await RootInteractor(client: client).loadGrapes()
    } catch let error as RootDataError {
      precondition(error.file == "grapes.json", "the error does not name the file")
      result.message = "feature-routing: \(error.description)"
    } catch {
      preconditionFailure("a failure that is not a RootDataError: \(error)")
    }
  }
  done.wait()
  if let message = result.message {
    let shown = Printable.escape(message, limit: .max)
    precondition(
      shown.unicodeScalars.allSatisfy { scalar in
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: false
        default: true
        }
      }, "a data-file message reaches the terminal with a control character")
  } else {
    let ids = result.grapes?.map(\.id) ?? []
    precondition(Set(ids).count == ids.count, "duplicate ids were accepted")
    precondition(!ids.contains(""), "an empty id was accepted")
  }
  return 0
}
