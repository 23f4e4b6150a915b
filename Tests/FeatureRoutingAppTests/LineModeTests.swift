import Testing

@Suite(.timeLimit(.minutes(10))) struct LineModeTests {
  @Test func startsWithLoadingThenTheList() throws {
    let outcome = try AppProcess.session([])
    #expect(outcome.status == 0)
    let start = outcome.screens[0]
    #expect(start.contains("Loading…"))
    #expect(start.contains("[1] Cabernet Sauvignon ›"))
    #expect(start.contains("[2] Pinot Noir ›"))
    #expect(start.contains("[3] Shiraz ›"))
    #expect(start.contains("Wine Grapes"))
  }

  @Test func detailsStackPushesDetailsThenExtraDetailsAndPopsBack() throws {
    let outcome = try AppProcess.session(["3", "e", "b", "p"])
    let screens = outcome.screens
    #expect(screens.count == 5)
    #expect(screens[1].contains("[b] ‹ Wine Grapes  Shiraz"))
    #expect(screens[1].contains("Wine Grapes › Shiraz\n"))
    #expect(screens[1].contains("[p] Programmatic pop"))
    #expect(screens[2].contains("[b] ‹ Shiraz  Shiraz's regions"))
    #expect(screens[2].contains("Wine Grapes › Shiraz › Shiraz's regions"))
    #expect(screens[2].contains("Australia"))
    #expect(screens[3].contains("Wine Grapes › Shiraz\n"))
    #expect(screens[4].contains("[1] Cabernet Sauvignon ›"))
    #expect(!screens[4].contains("[b] "))
  }

  @Test func extraDetailsStackPushesExtraDetails() throws {
    let outcome = try AppProcess.session(
      ["1", "back"], arguments: ["--presentation-style", "extra-details-stack"])
    #expect(outcome.screens[1].contains("Wine Grapes › Cabernet Sauvignon's regions"))
    #expect(outcome.screens[1].contains("Argentina"))
    #expect(outcome.screens[2].contains("[1] Cabernet Sauvignon ›"))
  }

  @Test func detailsModallyShowsASheetAndPushesExtraDetailsInsideIt() throws {
    let outcome = try AppProcess.session(
      ["2", "e", "b", "x"], arguments: ["--presentation-style", "details-modally"])
    let screens = outcome.screens
    #expect(screens[1].contains("Over Wine Grapes"))
    #expect(screens[1].contains("┌─ Pinot Noir "))
    #expect(screens[1].contains("[x] Close"))
    #expect(screens[2].contains("┌─ Pinot Noir "))
    #expect(screens[2].contains("│ [b] ‹ Pinot Noir  Pinot Noir's regions"))
    #expect(screens[2].contains("│ Pinot Noir › Pinot Noir's regions"))
    #expect(screens[3].contains("│ [p] Programmatic pop"))
    #expect(!screens[4].contains("┌─"))
    #expect(screens[4].contains("[2] Pinot Noir"))
  }

  @Test func programmaticPopFromASheetReturnsToTheList() throws {
    let outcome = try AppProcess.session(
      ["1", "p"], arguments: ["--presentation-style", "details-modally"])
    #expect(outcome.screens[1].contains("┌─ Cabernet Sauvignon "))
    #expect(!outcome.screens[2].contains("┌─"))
    #expect(outcome.screens[2].contains("[1] Cabernet Sauvignon"))
  }

  @Test func extraDetailsModallyShowsTheChartInASheet() throws {
    let outcome = try AppProcess.session(
      ["3", "close"], arguments: ["--presentation-style", "extra-details-modally"])
    #expect(outcome.screens[1].contains("┌─ Shiraz's regions "))
    #expect(outcome.screens[1].contains("│ Region · amount (data units) · % of this grape"))
    #expect(outcome.screens[1].contains("62.5%"))
    #expect(!outcome.screens[2].contains("┌─"))
  }

  @Test func deepLinkOnePushesDetailsOfTheFirstGrape() throws {
    let outcome = try AppProcess.session(["deeplink 1"])
    #expect(outcome.screens[1].contains("[b] Back  Cabernet Sauvignon"))
    #expect(outcome.screens[1].contains("Wine Grapes › Cabernet Sauvignon\n"))
  }

  @Test func deepLinkTwoPushesThreeScreensAtOnce() throws {
    let outcome = try AppProcess.session(["deeplink 2", "b", "b", "b"])
    #expect(
      outcome.screens[1].contains("Cabernet Sauvignon › Pinot Noir's regions › Shiraz\n"))
    #expect(outcome.screens[1].contains("[b] ‹ Pinot Noir's regions  Shiraz"))
    #expect(
      outcome.screens[2].contains("Wine Grapes › Cabernet Sauvignon › Pinot Noir's regions\n"))
    #expect(
      outcome.screens[2].contains("[b] ‹ Cabernet Sauvignon  Pinot Noir's regions\n"),
      "after Back, the title and the breadcrumb name the grape whose regions are shown")
    #expect(outcome.screens[3].contains("Wine Grapes › Cabernet Sauvignon\n"))
    #expect(outcome.screens[4].contains("[1] Cabernet Sauvignon ›"))
  }

  @Test func deepLinksFromTheMenu() throws {
    let outcome = try AppProcess.session(["m"])
    let menu = outcome.screens[1]
    #expect(menu.contains("✓ Push Details on Stack"))
    #expect(menu.contains("Push 1 Details Programmatically"))
    #expect(menu.contains("Push 2 Details and 1 Extra Details Programmatically"))
  }

  @Test func styleChangeMidFlightKeepsTheScreenAndAppliesNext() throws {
    let outcome = try AppProcess.session(["1", "style details-modally", "b", "2"])
    #expect(outcome.screens[2].contains("[b] Back  Cabernet Sauvignon"))
    #expect(outcome.screens[4].contains("┌─ Pinot Noir "))
  }

  @Test func unknownInputPrintsAHintAndKeepsTheScreen() throws {
    let outcome = try AppProcess.session(["9", "dance wildly", "1"])
    #expect(outcome.output.contains("There is no [9] on this screen."))
    #expect(outcome.output.contains("Unknown command 'dance wildly'."))
    #expect(outcome.screens.last?.contains("[b] Back  Cabernet Sauvignon") == true)
  }

  @Test func backAndCloseWithNothingToDoSaySo() throws {
    let outcome = try AppProcess.session(["back", "close"])
    #expect(outcome.output.contains("There is nothing to go back to on this screen."))
    #expect(outcome.output.contains("There is no modal to close."))
    #expect(outcome.status == 0)
  }

  @Test func bAndXSayTheSameAsBackAndClose() throws {
    let outcome = try AppProcess.session(["b", "x"])
    #expect(outcome.screens[1].contains("There is nothing to go back to on this screen."))
    #expect(outcome.screens[2].contains("There is no modal to close."))
    #expect(!outcome.output.contains("There is no [b]"))
    #expect(!outcome.output.contains("There is no [x]"))
  }

  /// A sheet with nothing pushed on it: going back closes it, as Escape does in full screen.
  @Test(arguments: ["back", "b"])
  func goingBackOnASheetClosesIt(command: String) throws {
    let outcome = try AppProcess.session(
      ["tab regions", "3", command, "url"], arguments: ["--sheets", "stacked"])
    #expect(outcome.screens[2].contains("┌─ France "))
    #expect(!outcome.screens[3].contains("┌─"))
    #expect(outcome.screens[3].contains("Closed France"))
    #expect(!outcome.output.contains("nothing to go back"))
    #expect(outcome.screens[4] == "url\nfeature-routing://tab/regions?sheets=stacked\n")
  }

  @Test func quitStopsReadingAndEndOfInputExitsZero() throws {
    let quit = try AppProcess.session(["quit", "1"])
    #expect(quit.status == 0)
    #expect(quit.screens.count == 2)
    let end = try AppProcess.session(["1"])
    #expect(end.status == 0)
  }

  @Test func scriptFileRunsLikePipedInput() throws {
    let script = try TemporaryFile(contents: "3\ne\n")
    let scripted = try AppProcess.run(["--latency", "0", "--script", script.path])
    let piped = try AppProcess.session(["3", "e"])
    #expect(scripted.status == 0)
    #expect(scripted.output == piped.output)
  }

  @Test func outputIsDeterministicForAWidth() throws {
    let commands = ["3", "e", "b", "b", "m", "style details-modally", "2", "e"]
    let first = try AppProcess.session(commands, arguments: ["--width", "44"])
    let second = try AppProcess.session(commands, arguments: ["--width", "44"])
    #expect(first.output == second.output)
    let widest = first.output.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= 44)
  }

  @Test func controlCharactersInInputAreNeverEchoedRaw() throws {
    let outcome = try AppProcess.session(["\u{1B}[2J\u{7}boom"])
    #expect(!outcome.output.contains("\u{1B}"))
    #expect(outcome.output.contains("\\e[2J"))
  }
}
