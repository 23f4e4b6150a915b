import Foundation

/// Decodes the grapes of a JSON file (shaped as ``RootModel`` shows) from bytes the app read.
///
/// Every failure is a ``RootDataError`` naming the file, the grape and field (or where the file
/// stops being JSON) and what was expected there.
public struct FileAPIClient: RootAPIClient {
  /// The file the bytes were read from, named in errors.
  let path: String
  private let contents: Data

  /// A client decoding `contents`, the bytes of the file at `path`.
  public init(path: String, contents: Data) {
    self.path = path
    self.contents = contents
  }

  /// The file path.
  public var source: String? { path }

  /// Decodes the file's bytes.
  public func fetchGrapes() async throws -> [RootModel] {
    try Self.decode(contents, file: path)
  }

  /// Decodes `data` as a list of grapes; `file` names it in errors.
  static func decode(_ data: Data, file: String) throws(RootDataError) -> [RootModel] {
    if let problem = DataFileScan.problem(in: Array(data)) {
      throw RootDataError(file: file, problem: problem)
    }
    do {
      return try JSONDecoder().decode([RootModel].self, from: data)
    } catch let error as DecodingError {
      throw RootDataError(file: file, problem: describe(error, in: data) + ".")
    } catch {
      throw RootDataError(file: file, problem: "cannot decode: \(error).")
    }
  }

  /// Names the grape, the field and what was expected, or where the file stops being JSON.
  private static func describe(_ error: DecodingError, in data: Data) -> String {
    if let syntax = error.syntaxProblem(in: data) { return syntax }
    let detail =
      switch error {
      case .typeMismatch(let type, let context):
        "expected \(DecodingError.expectation(type)), found \(found(context))"
      case .valueNotFound(let type, _): "expected \(DecodingError.expectation(type)), found null"
      case .keyNotFound: "this required field is missing"
      default: error.message
      }
    guard let index = error.path.first?.intValue else {
      return "expected a JSON array of grapes at the top level; \(detail)"
    }
    let field = fieldName(error.path.dropFirst())
    return "grape \(index + 1)\(field.isEmpty ? "" : ", field \"\(field)\""): \(detail)"
  }

  /// What the decoder found instead, from its message: "a string", "null"….
  private static func found(_ context: DecodingError.Context) -> String {
    guard let range = context.debugDescription.range(of: "but found ") else {
      return "something else"
    }
    let rest = context.debugDescription[range.upperBound...].trimmingCharacters(in: [".", " "])
    return rest.hasSuffix(" instead") ? String(rest.dropLast(" instead".count)) : rest
  }
}
