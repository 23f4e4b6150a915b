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
    let name = try object.decode(String.self, forKey: .presentationStyle)
    guard let style = PresentationStyle(argument: name) else {
      let valid = PresentationStyle.allCases.map(\.argumentName).joined(separator: ", ")
      throw RootSavedStateError(
        kind: .invalid,
        problem: """
          "presentationStyle" is "\(displayID(name))", not one of \(valid)
          """)
    }
    let policyName = try object.decode(String.self, forKey: .sheets)
    guard let policy = NBPresentationPolicy(argument: policyName) else {
      let valid = NBPresentationPolicy.allCases.map(\.argumentName).joined(separator: ", ")
      throw RootSavedStateError(
        kind: .invalid,
        problem: """
          "sheets" is "\(displayID(policyName))", not one of \(valid)
          """)
    }
    let navigation = NBNavigationState(
      try object.decode(NBNavigationState.CodableRepresentation.self, forKey: .navigation))
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

  /// Writes the file's JSON object.
  ///
  /// - Throws: `EncodingError` when the navigation holds a value that is not `Codable`.
  public func encode(to encoder: any Encoder) throws {
    guard let codable = navigation.codable else {
      throw EncodingError.invalidValue(
        navigation,
        EncodingError.Context(
          codingPath: [CodingKeys.navigation],
          debugDescription: "The navigation state holds a value that is not Codable."))
    }
    var object = encoder.container(keyedBy: CodingKeys.self)
    try object.encode(RootSavedState.version, forKey: .version)
    try object.encode(presentationStyle.argumentName, forKey: .presentationStyle)
    try object.encode(sheetPolicy.argumentName, forKey: .sheets)
    try object.encode(codable, forKey: .navigation)
    try object.encodeIfPresent(account, forKey: .account)
  }
}
