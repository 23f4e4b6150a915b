import Foundation
import NavigationBackport

extension RootSavedState: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case version, presentationStyle, sheets, navigation, account, ratings, highlights

    /// Whether every file has the field; the others are left out when empty.
    var isRequired: Bool {
      switch self {
      case .version, .presentationStyle, .sheets, .navigation: true
      case .account, .ratings, .highlights: false
      }
    }

    /// The required fields, quoted, as a list: `"version", … and "navigation"`.
    static var requiredList: String {
      var names = allCases.filter(\.isRequired).map { "\"\($0.stringValue)\"" }
      guard let last = names.popLast() else { return "" }
      return names.isEmpty ? last : names.joined(separator: ", ") + " and " + last
    }
  }

  /// Reads the file's JSON object: `version` first, then each field, checked with a message
  /// naming it.
  public init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: CodingKeys.self)
    // Any number is read, so that 4.5 or 1e20 is reported as the version it claims to be.
    let version: Decimal
    do {
      version = try object.decode(Decimal.self, forKey: .version)
    } catch {
      _ = try object.decode(Int.self, forKey: .version)  // says what the field should be
      throw error
    }
    guard version == Decimal(Self.version) else {
      throw RootDataError(
        problem: "version \(version) is not supported; this app reads versions 1 to "
          + "\(Self.version) (it converts earlier ones before reading them)")
    }
    let style = try Self.decodeName(
      .presentationStyle, in: object, as: PresentationStyle.init(argument:),
      valid: PresentationStyle.allCases.map(\.argumentName))
    let policy = try Self.decodeName(
      .sheets, in: object, as: NBPresentationPolicy.init(argument:),
      valid: NBPresentationPolicy.allCases.map(\.argumentName))
    let navigation = try object.decode(NBNavigationState.self, forKey: .navigation)
    var tabs: Set<RootTab> = []
    for (index, root) in navigation.roots.enumerated() {
      let field = "\"navigation.roots[\(index)].id\""
      guard let tab = RootTab(rootID: root.id) else {
        let names = RootTab.allCases.map(\.rawValue).joined(separator: ", ")
        throw RootDataError(
          problem: "\(field) is \"\(displayID(root.id.rawValue))\", not a tab (\(names))")
      }
      guard tabs.insert(tab).inserted else {
        throw RootDataError(problem: "\(field) names the \(tab.title) tab a second time")
      }
    }
    let account = try object.decodeIfPresent(Account.self, forKey: .account)
    let ratings = try object.decodeIfPresent(Ratings.self, forKey: .ratings) ?? [:]
    self.init(
      presentationStyle: style, sheetPolicy: policy, navigation: navigation, account: account,
      ratings: ratings)
    highlights = try object.decodeIfPresent([String: String].self, forKey: .highlights) ?? [:]
  }

  /// The setting `key` names, read by `named`; an error quotes the name and lists `valid`.
  private static func decodeName<Setting>(
    _ key: CodingKeys, in object: KeyedDecodingContainer<CodingKeys>,
    as named: (String) -> Setting?, valid: [String]
  ) throws -> Setting {
    let name = try object.decode(String.self, forKey: key)
    guard let setting = named(name) else {
      throw RootDataError(
        problem: """
          "\(key.stringValue)" is "\(displayID(name))", not one of \(valid.joined(separator: ", "))
          """)
    }
    return setting
  }

  /// Writes the file's JSON object.
  ///
  /// - Throws: `EncodingError` when the navigation holds a value that is not `Codable`.
  public func encode(to encoder: any Encoder) throws {
    var object = encoder.container(keyedBy: CodingKeys.self)
    try object.encode(Self.version, forKey: .version)
    try object.encode(presentationStyle.argumentName, forKey: .presentationStyle)
    try object.encode(sheetPolicy.argumentName, forKey: .sheets)
    try object.encode(navigation, forKey: .navigation)
    try object.encodeIfPresent(account, forKey: .account)
    try object.encodeIfPresent(ratings.isEmpty ? nil : ratings, forKey: .ratings)
    try object.encodeIfPresent(highlights.isEmpty ? nil : highlights, forKey: .highlights)
  }

  /// A decoding error as one clause without a final period: the field, as
  /// `navigation.roots[0].path`, and what is wrong with it.
  static func describe(_ error: DecodingError) -> String {
    let field = fieldName(error.path)
    let object = CodingKeys.requiredList
    switch error {
    case .keyNotFound(_, let context):
      return "the field \"\(field)\" is missing"
        + (context.codingPath.isEmpty ? " (expected \(object))" : "")
    case .typeMismatch(let type, _), .valueNotFound(let type, _):
      return field.isEmpty
        ? "expected a JSON object with \(object)"
        : "\"\(field)\" should be \(DecodingError.expectation(type))"
    default:
      return field.isEmpty || error.message.contains(field)
        ? error.message : "\"\(field)\": \(error.message)"
    }
  }
}
