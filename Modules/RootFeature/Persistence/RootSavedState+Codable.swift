import AccountKit
import NavigationBackport

extension RootSavedState: Codable {
  enum CodingKeys: String, CodingKey {
    case version, presentationStyle, sheets, navigation, account
  }

  /// Reads the file's JSON object: `version`, checked first, then the settings and the navigation,
  /// each checked with a message naming its field.
  public init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: CodingKeys.self)
    let version = try object.decode(Int.self, forKey: .version)
    guard version == RootSavedState.version else {
      throw RootSavedStateError(
        kind: .unsupportedVersion,
        problem: "version \(version) is not supported; this app reads versions 1 to "
          + "\(RootSavedState.version) (it converts earlier ones before reading them)")
    }
    let style = try Self.decodeName(
      .presentationStyle, in: object, as: PresentationStyle.init(argument:),
      valid: PresentationStyle.allCases.map(\.argumentName))
    let policy = try Self.decodeName(
      .sheets, in: object, as: NBPresentationPolicy.init(argument:),
      valid: NBPresentationPolicy.allCases.map(\.argumentName))
    let navigation = try object.decode(NBNavigationState.self, forKey: .navigation)
    try Self.checkRoots(of: navigation)
    let account = try object.decodeIfPresent(Profile.self, forKey: .account)
    if let name = account?.name, !RootSavedState.isValidName(name) {
      throw RootSavedStateError(
        kind: .invalid,
        problem: "\"account.name\" is \"\(displayID(name))\", not a name (1 to "
          + "\(RootSavedState.maximumNameLength) characters, not only spaces, no control "
          + "characters)")
    }
    self.init(
      presentationStyle: style, sheetPolicy: policy, navigation: navigation, account: account)
  }

  /// The setting `key` names, read by `named`; an error quotes the name and lists `valid`.
  private static func decodeName<Setting>(
    _ key: CodingKeys, in object: KeyedDecodingContainer<CodingKeys>,
    as named: (String) -> Setting?, valid: [String]
  ) throws -> Setting {
    let name = try object.decode(String.self, forKey: key)
    guard let setting = named(name) else {
      throw RootSavedStateError(
        kind: .invalid,
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
    try object.encode(RootSavedState.version, forKey: .version)
    try object.encode(presentationStyle.argumentName, forKey: .presentationStyle)
    try object.encode(sheetPolicy.argumentName, forKey: .sheets)
    try object.encode(navigation, forKey: .navigation)
    try object.encodeIfPresent(account, forKey: .account)
  }
}
