import Foundation
import NavigationBackport
import Testing

@testable import FeatureRoutingApp
@testable import RootFeature

/// A state file of every earlier version still restores, through the app's one conversion.
@Suite(.timeLimit(.minutes(5))) struct EarlierStateFormatsTests {
  /// `file` converted and decoded as the app reads it.
  private func read(_ file: String) throws(RootDataError) -> RootSavedState {
    let data = Data(file.utf8)
    return try RootSavedState(decoding: EarlierStateFormats.converted(data) ?? data)
  }

  /// The URL of `saved`'s tab `tab`, as if it were selected, naming no setting.
  private func url(_ saved: RootSavedState, tab: RootTab? = nil) -> String {
    var state = saved.navigation
    if let tab {
      state.select(tab.rootID)
    }
    return RootLink(state: state, style: nil, policy: nil).url
  }

  /// Version 1 kept each screen's whole view model under its Swift type name, and one root.
  @Test func aVersion1FileWithWholeViewModelsIsReadByTheIDs() throws {
    let saved = try read(
      #"""
      {
        "version": 1,
        "presentationStyle": "details-modally",
        "navigation": {"modals":[{"content":["DetailsKit.DetailsViewModel","{\"id\":\"shiraz\",\"subtitle\":\"Syrah\",\"title\":\"Shiraz\"}"],"path":["ExtraDetailsKit.ExtraDetailsViewModel","{\"id\":\"shiraz\",\"regions\":[],\"title\":\"Shiraz\"}"],"style":"sheet"}],"roots":[{"id":"main","path":["DetailsKit.DetailsViewModel","{\"id\":\"pinot-noir\",\"subtitle\":\"x\",\"title\":\"Pinot Noir\"}"]}],"selectedRoot":"main"}
      }
      """#)
    #expect(saved.presentationStyle == .detailsModally)
    #expect(saved.sheetPolicy == .single)
    #expect(saved.account == nil)
    #expect(saved.navigation.roots.map(\.id) == RootTab.allCases.map(\.rootID))
    #expect(
      url(saved) == "feature-routing://grapes/pinot-noir/details/sheet/grapes/shiraz/details/extra")
  }

  @Test func aVersion2FilesOneRootIsTheGrapesTab() throws {
    let saved = try read(
      #"""
      {"navigation":{"modals":[{"content":["details","{\"id\":\"pinot-noir\"}"],"path":["extra","{\"id\":\"pinot-noir\"}"],"style":"sheet"}],"roots":[{"id":"main","path":["extra","{\"id\":\"shiraz\"}"]}],"selectedRoot":"main"},"presentationStyle":"details-modally","version":2}
      """#)
    #expect(saved.sheetPolicy == .single)
    #expect(saved.navigation.selectedRootID == RootTab.grapes.rootID)
    #expect(
      url(saved) == "feature-routing://grapes/shiraz/extra/sheet/grapes/pinot-noir/details/extra")
  }

  @Test func aVersion3FileKeepsEveryTabAndThePolicy() throws {
    let saved = try read(
      #"""
      {"version":3,"presentationStyle":"details-stack","sheets":"stacked","navigation":{"modals":[{"content":["region","{\"id\":\"us\"}"],"style":"sheet"}],"roots":[{"id":"grapes","path":["details","{\"id\":\"shiraz\"}"]},{"id":"regions","path":[]}],"selectedRoot":"regions"}}
      """#)
    #expect(saved.sheetPolicy == .stacked)
    #expect(saved.account == nil, "version 3 had no account: nobody is signed in")
    #expect(saved.navigation.roots.map(\.id) == RootTab.allCases.map(\.rootID))
    #expect(url(saved) == "feature-routing://tab/regions/sheet/regions/us/region")
    #expect(url(saved, tab: .grapes).hasPrefix("feature-routing://grapes/shiraz/details/sheet/"))
  }

  @Test func aVersion4FileKeepsTheAccountAndItsEditNameScreen() throws {
    let saved = try read(
      #"""
      {"account":{"name":"rosa"},"navigation":{"modals":[],"roots":[{"id":"grapes","path":[]},{"id":"regions","path":[]},{"id":"account","path":["edit-name","{\"id\":\"me\"}"]}],"selectedRoot":"account"},"presentationStyle":"details-stack","sheets":"single","version":4}
      """#)
    let written = String(decoding: try saved.encoded(), as: UTF8.self)
    #expect(written.contains(#""account":{"name":"rosa"}"#))
    #expect(url(saved) == "feature-routing://tab/account/edit-name")
  }

  /// The conversion rewrites only what changed: what is wrong in an earlier file is still
  /// reported in the decoder's words.
  @Test(arguments: [
    (
      #"{"version":3,"presentationStyle":"details-stack","navigation":{"modals":[],"roots":[{"id":"settings","path":[]}],"selectedRoot":"settings"}}"#,
      #""navigation.roots[0].id" is "settings", not a tab (grapes, regions, account)"#
    ),
    (
      #"{"version":3,"presentationStyle":"details-stack","navigation":{"modals":[],"roots":[{"id":"main","path":[]},{"id":"grapes","path":[]}],"selectedRoot":"main"}}"#,
      #""navigation.roots[1]": Root "grapes" appears more than once"#
    ),
    (
      #"{"version":3,"presentationStyle":"details-stack","sheets":"piled","navigation":{"modals":[],"roots":[{"id":"grapes","path":[]}],"selectedRoot":"grapes"}}"#,
      #""sheets" is "piled", not one of single, stacked"#
    ),
    (
      #"{"version": 1, "presentationStyle": "details-stack", "navigation": {"modals":[],"roots":[{"id":"main","path":["Evil.Payload","{}"]}],"selectedRoot":"main"}}"#,
      #"names type "Evil.Payload", which is not registered"#
    ),
  ])
  func whatIsWrongInAnEarlierFileIsStillSaid(file: String, problem: String) {
    do {
      _ = try read(file)
      Issue.record("decoded \(file)")
    } catch {
      #expect(error.problem.contains(problem), "\(error.problem)")
    }
  }

  @Test func aCurrentFileOrNoStateFileIsNotConverted() {
    #expect(EarlierStateFormats.converted(Data(#"{"version":5}"#.utf8)) == nil)
    #expect(EarlierStateFormats.converted(Data(#"{"version":true}"#.utf8)) == nil)
    #expect(EarlierStateFormats.converted(Data("<html>".utf8)) == nil)
    #expect(EarlierStateFormats.converted(Data()) == nil)
  }
}
