import Foundation
import RootFeature
import Testing

/// Single and stacked sheets, tabs and open navigation walked through the built app in line mode:
/// the Regions tab's sheets under both policies with their dismissal notices, the tabs, and open
/// navigation from Extra details.
@Suite(.timeLimit(.minutes(5))) struct SheetsAndTabsFlowTests {
  // MARK: One sheet at a time, or stacked sheets

  @Test func singleReplacesTheRegionsSheetAndSaysItClosedIt() throws {
    let outcome = try AppProcess.session(["tab regions", "3", "1", "x"])
    #expect(outcome.status == 0)
    let screens = outcome.screens
    #expect(screens[1].hasPrefix("tab regions\n○ Grapes  ● Regions  ○ Account\nWine Regions"))
    #expect(screens[1].contains("[m] One sheet at a time ▸"))
    #expect(screens[1].contains("[3] France\n    2 grapes"))
    #expect(screens[2].contains("Over Wine Regions\n┌─ France "))
    #expect(screens[2].contains("│ [1] Pinot Noir  8  88.9%"))
    #expect(screens[3].contains("Over Wine Regions\n┌─ Pinot Noir "))
    #expect(
      screens[3].contains("└" + String(repeating: "─", count: 58) + "┘\n\nClosed France\n"))
    #expect(!screens[4].contains("┌─"))
    #expect(screens[4].contains("\nClosed Pinot Noir\n"))
  }

  @Test func stackedPilesDetailsAndClosingReturnsToTheRegion() throws {
    let outcome = try AppProcess.session(
      ["3", "1", "x", "x", "url"],
      arguments: ["--sheets", "stacked", "--open", "feature-routing://tab/regions"])
    let screens = outcome.screens
    #expect(screens[0].contains("[m] Stacked sheets ▸"))
    #expect(screens[2].contains(" ┌─ France ─") && screens[2].contains("─┐\n┌─ Pinot Noir "))
    #expect(!screens[2].contains("Closed"))
    #expect(screens[3].contains("Over Wine Regions\n┌─ France "))
    #expect(screens[3].contains("\nClosed Pinot Noir\n"))
    #expect(screens[4].contains("[3] France"))
    #expect(screens[4].contains("\nClosed France\n"))
    #expect(screens[5] == "url\nfeature-routing://tab/regions?sheets=stacked\n")
  }

  @Test func theSheetsCommandChangesThePolicyForTheNextSheet() throws {
    let outcome = try AppProcess.session([
      "tab regions", "4", "sheets stacked", "2", "url", "p",
    ])
    let screens = outcome.screens
    #expect(screens[2].contains("│ [2] Cabernet Sauvignon  3  37.5%"))
    #expect(
      screens[3].hasPrefix("sheets stacked\n○ Grapes  ● Regions  ○ Account\nOver Wine Regions"))
    #expect(screens[4].contains(" ┌─ US ─"), "stacked over US, whose edge shows")
    #expect(screens[4].contains("─┐\n┌─ Cabernet Sauvignon "))
    #expect(
      screens[5]
        == "url\nfeature-routing://tab/regions/sheet/regions/us/region/sheet/grapes/cabernet-sauvignon/details?sheets=stacked"
    )
    #expect(screens[6].contains("\nClosed Cabernet Sauvignon\nClosed US\n"), "top-down")
  }

  @Test func aBadPolicyOrTabIsReportedAndTheScreenKept() throws {
    let outcome = try AppProcess.session(["sheets piled", "tab wines", "tab", "sheets"])
    #expect(
      outcome.output.contains("Unknown sheet policy 'piled'. Valid policies: single, stacked."))
    #expect(outcome.output.contains("Unknown tab 'wines'. The tabs are grapes, regions, account."))
    #expect(outcome.output.contains("tab needs a name. The tabs are grapes, regions, account."))
    #expect(outcome.output.contains("sheets needs a policy: single or stacked."))
    let usage = try AppProcess.run(["--sheets", "piled"])
    #expect(usage.status == 64)
    #expect(
      usage.error
        == "feature-routing: Unknown sheet policy 'piled'. Valid policies: single, stacked.\n")
  }

  // MARK: Tabs and open navigation

  @Test func eachTabKeepsItsStack() throws {
    let outcome = try AppProcess.session(["3", "e", "tab account", "tab grapes"])
    let screens = outcome.screens
    #expect(screens[3].contains("○ Grapes  ○ Regions  ● Account\nAccount\n"))
    #expect(screens[3].contains("You are not signed in.\n\n[s] Sign in"))
    #expect(
      screens[4].hasPrefix(
        "tab grapes\n● Grapes  ○ Regions  ○ Account\n[b] ‹ Shiraz  Shiraz's regions"))
  }

  @Test func aRegionChosenOnExtraDetailsOpensInTheRegionsTab() throws {
    let outcome = try AppProcess.session(
      ["3", "e", "3", "url", "x", "tab grapes"], arguments: ["-s", "details-modally"])
    let screens = outcome.screens
    #expect(screens[2].contains("│ [3] France      1   6.3%"))
    #expect(
      screens[3].hasPrefix("3\n○ Grapes  ● Regions  ○ Account\nOver Wine Regions\n┌─ France "))
    #expect(!screens[3].contains("Closed"), "Shiraz's sheet left no notice")
    #expect(
      screens[4] == "url\nfeature-routing://tab/regions/sheet/regions/france/region?sheets=single"
    )
    #expect(screens[5].contains("\nClosed France\n"))
    #expect(screens[6].contains("● Grapes  ○ Regions  ○ Account\nWine Grapes  "))
    #expect(!screens[6].contains("┌─"), "opening the region dismissed the grape's sheet")
  }

  @Test func theTabsAndSheetsAreSavedAndRestored() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("state.json")
    _ = try AppProcess.session(
      ["2", "tab regions", "sheets stacked", "1", "2"], arguments: ["--state", file])
    let url =
      "feature-routing://tab/regions/sheet/regions/argentina/region/sheet/grapes/pinot-noir/details?sheets=stacked"
    #expect(try savedURL(file) == url)

    let next = try AppProcess.session(
      ["url", "x", "x", "tab grapes"], arguments: ["--state", file])
    #expect(
      next.screens[0].contains(" ┌─ Argentina ─") && next.screens[0].contains("\n┌─ Pinot Noir "))
    #expect(next.screens[1] == "url\n\(url)")
    #expect(next.screens[2].contains("\nClosed Pinot Noir\n"), "restored sheets have handlers")
    #expect(
      next.screens[4].contains("[b] ‹ Wine Grapes  Pinot Noir"), "the Grapes tab's stack came back")
  }

  @Test func openAndPrintURLReachEveryTab() throws {
    let outcome = try AppProcess.run([
      "--print-url", "--latency", "0", "--no-state", "--open",
      "feature-routing://tab/regions/sheet/regions/australia/region?sheets=stacked",
    ])
    #expect(outcome.status == 0)
    #expect(
      outcome.output
        == "feature-routing://tab/regions/sheet/regions/australia/region?sheets=stacked\n")
    let account = try AppProcess.run([
      "--print-url", "--latency", "0", "--no-state", "--open", "feature-routing://tab/account",
    ])
    #expect(account.output == "feature-routing://tab/account\n")
    let unknown = try AppProcess.run([
      "--latency", "0", "--no-state", "--open",
      "feature-routing://tab/regions/sheet/regions/italy/region",
    ])
    #expect(unknown.status == 64)
    #expect(
      unknown.error
        == "feature-routing: --open: No region has the id 'italy'; the ids are 'argentina', 'australia', 'france', 'us'.\n"
    )
  }

  @Test func helpListsTheTabsSheetsAndKeys() throws {
    let outcome = try AppProcess.run(["--help"])
    for text in [
      "--sheets POLICY", "tab NAME", "sheets POLICY", "F1 F2 F3", "[  ]",
      "feature-routing://tab/regions",
    ] {
      #expect(outcome.output.contains(text), "help does not mention \(text)")
    }
    // Every tab on a line of its own, from the one list of tabs.
    for tab in RootTab.allCases {
      #expect(
        outcome.output.contains("  \(tab.rawValue)  ") && outcome.output.contains(tab.summary),
        "help does not list the \(tab.title) tab")
    }
  }
}
