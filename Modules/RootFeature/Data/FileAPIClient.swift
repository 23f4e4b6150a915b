import Foundation

/// Reads the grapes from a JSON file in the shape ``RootModel`` documents.
///
/// Every failure is a ``RootDataError`` naming the file, the grape and field (or, for a file that
/// is not JSON, where Foundation finds it stops being JSON), and what was expected there.
public struct FileAPIClient: RootAPIClient {
  /// The file read on every fetch.
  let path: String
  /// The file's bytes when the caller read them, or `nil` to read the file on every fetch.
  private let contents: Data?

  /// A client reading `path`.
  public init(path: String) {
    self.path = path
    self.contents = nil
  }

  /// A client decoding `contents`, the bytes of the file at `path` read by the caller (the app
  /// reads them with its own checks of the file's type and size); `path` names it in errors.
  public init(path: String, contents: Data) {
    self.path = path
    self.contents = contents
  }

  /// The file path.
  public var source: String? { path }

  /// Reads and decodes the file.
  public func fetchGrapes() async throws -> [RootModel] {
    if let contents {
      return try Self.decode(contents, file: path)
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw RootDataError(file: path, problem: Self.readProblem(error), kind: .unreadable)
    }
    return try Self.decode(data, file: path)
  }

  /// Decodes `data` as a list of grapes with one `JSONDecoder`; `file` names it in errors.
  static func decode(_ data: Data, file: String) throws(RootDataError) -> [RootModel] {
    do {
      return try JSONDecoder().decode([RootModel].self, from: data)
    } catch let error as DecodingError {
      throw RootDataError(file: file, problem: describe(error, in: data))
    } catch {
      throw RootDataError(file: file, problem: "cannot decode: \(error).")
    }
  }

  private static func readProblem(_ error: any Error) -> String {
    let reason =
      (error as NSError).userInfo[NSUnderlyingErrorKey].map { "\($0)" }
      ?? error.localizedDescription
    return "cannot read the data file (\(reason)). Pass an existing, readable JSON file to --data."
  }

  /// Names the grape, the field and what was expected; for a document that is not JSON, where it
  /// stops being JSON.
  private static func describe(_ error: DecodingError, in data: Data) -> String {
    if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
      let syntax = jsonSyntaxProblem(in: data)
    {
      return "\(syntax)."
    }
    let (codingPath, detail): ([any CodingKey], String) =
      switch error {
      case .typeMismatch(let type, let context):
        (context.codingPath, "expected \(expectation(type)), found \(found(context))")
      case .valueNotFound(let type, let context):
        (context.codingPath, "expected \(expectation(type)), found null")
      case .keyNotFound(let key, let context):
        (context.codingPath + [key], "this required field is missing")
      case .dataCorrupted(let context):
        (context.codingPath, context.debugDescription.trimmingCharacters(in: ["."]))
      @unknown default:
        ([], "\(error)")
      }
    guard let first = codingPath.first, let index = first.intValue else {
      return "expected a JSON array of grapes at the top level; \(detail)."
    }
    let field = codingPath.dropFirst().reduce("") { path, key in
      key.intValue.map { "\(path)[\($0)]" }
        ?? (path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)")
    }
    let place = field.isEmpty ? "" : ", field \"\(field)\""
    return "grape \(index + 1)\(place): \(detail)."
  }

  private static func expectation(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Double.Type, is Int.Type: return "a number"
    case is [Any].Type: return "an array"
    default: return "a value of type \(type)"
    }
  }

  private static func found(_ context: DecodingError.Context) -> String {
    let text = context.debugDescription
    if let range = text.range(of: "but found ") {
      let rest = text[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: ". "))
      return rest.hasSuffix(" instead") ? String(rest.dropLast(" instead".count)) : rest
    }
    return "something else"
  }
}
