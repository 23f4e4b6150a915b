import NavigationBackport
import Testing

/// The app's whole grammar declared with stand-in screens: every URL form the app prints reads as
/// the state it names and is printed back in its canonical spelling.
@Suite(.timeLimit(.minutes(5))) struct LinksAppGrammarTests {
  private typealias Links = SampleLinks
  private static let grapes = [
    "shiraz", "pinot-noir", "a", "b", "c", "details", "a/b", "café", "sheet", "us",
  ]
  private static let regions = ["france", "us", "barossa-valley"]

  /// A URL, the state and parameters it names, and its canonical spelling (the URL itself when
  /// `nil`).
  struct Form: Sendable, CustomTestStringConvertible {
    let url: String
    let state: @Sendable () -> NBNavigationState
    var parameters: [String: String] = [:]
    var canonical: String?
    var testDescription: String { url }
  }

  static let forms: [Form] = [
    Form(url: "feature-routing://", state: { Links.state() }),
    Form(url: "feature-routing://?", state: { Links.state() }, canonical: "feature-routing://"),
    Form(
      url: "feature-routing://grapes/shiraz/details",
      state: { Links.state("grapes", [NBLinkScreen(Links.details, id: "shiraz")]) }),
    Form(
      url: "feature-routing://grapes/shiraz/details/extra?style=details-modally",
      state: {
        Links.state(
          "grapes",
          [NBLinkScreen(Links.details, id: "shiraz"), NBLinkScreen(Links.extra, id: "shiraz")])
      }, parameters: ["style": "details-modally"]),
    Form(
      url: "feature-routing://grapes/a/details/grapes/b/extra/grapes/c/details",
      state: {
        Links.state(
          "grapes",
          [
            NBLinkScreen(Links.details, id: "a"), NBLinkScreen(Links.extra, id: "b"),
            NBLinkScreen(Links.details, id: "c"),
          ])
      }),
    Form(
      url: "FEATURE-ROUTING://grapes/a/extra/details",
      state: {
        Links.state(
          "grapes", [NBLinkScreen(Links.extra, id: "a"), NBLinkScreen(Links.details, id: "a")])
      }, canonical: "feature-routing://grapes/a/extra/details"),
    Form(
      url: "feature-routing://grapes/details/details",
      state: { Links.state("grapes", [NBLinkScreen(Links.details, id: "details")]) }),
    Form(
      url: "feature-routing://grapes/a%2Fb/extra",
      state: { Links.state("grapes", [NBLinkScreen(Links.extra, id: "a/b")]) }),
    Form(
      url: "feature-routing://grapes/caf%c3%A9/details",
      state: { Links.state("grapes", [NBLinkScreen(Links.details, id: "café")]) },
      canonical: "feature-routing://grapes/caf%C3%A9/details"),
    Form(
      url: "feature-routing://grapes/%73heet/details",
      state: { Links.state("grapes", [NBLinkScreen(Links.details, id: "sheet")]) },
      canonical: "feature-routing://grapes/sheet/details"),
    Form(
      url: "feature-routing://sheet/grapes/pinot-noir/details/extra",
      state: {
        Links.state(
          modals: [
            Links.modal(
              .sheet, NBLinkScreen(Links.details, id: "pinot-noir"),
              NBLinkScreen(Links.extra, id: "pinot-noir"))
          ])
      }),
    Form(
      url:
        "feature-routing://grapes/a/details/cover/grapes/b/extra/sheet/grapes/c/details/grapes/a/extra",
      state: {
        Links.state(
          "grapes", [NBLinkScreen(Links.details, id: "a")],
          modals: [
            Links.modal(.fullScreenCover, NBLinkScreen(Links.extra, id: "b")),
            Links.modal(
              .sheet, NBLinkScreen(Links.details, id: "c"), NBLinkScreen(Links.extra, id: "a")),
          ])
      }),
    Form(
      url: "feature-routing://?st%79le=details-stack", state: { Links.state() },
      parameters: ["style": "details-stack"],
      canonical: "feature-routing://?style=details-stack"),
    Form(url: "feature-routing://tab/regions", state: { Links.state("regions") }),
    Form(
      url: "feature-routing://tab/Account", state: { Links.state("account") },
      canonical: "feature-routing://tab/account"),
    Form(
      url: "feature-routing://tab/grapes/grapes/shiraz/details",
      state: { Links.state("grapes", [NBLinkScreen(Links.details, id: "shiraz")]) },
      canonical: "feature-routing://grapes/shiraz/details"),
    Form(
      url:
        "feature-routing://tab/regions/sheet/regions/france/region/sheet/grapes/shiraz/details/extra?sheets=stacked",
      state: {
        Links.state(
          "regions",
          modals: [
            Links.modal(.sheet, NBLinkScreen(Links.region, id: "france")),
            Links.modal(
              .sheet, NBLinkScreen(Links.details, id: "shiraz"),
              NBLinkScreen(Links.extra, id: "shiraz")),
          ])
      }, parameters: ["sheets": "stacked"]),
    Form(
      url: "feature-routing://tab/regions/regions/us/region",
      state: { Links.state("regions", [NBLinkScreen(Links.region, id: "us")]) }),
    Form(
      url: "feature-routing://grapes/shiraz/extra?sheets=single&style=details-modally",
      state: { Links.state("grapes", [NBLinkScreen(Links.extra, id: "shiraz")]) },
      parameters: ["sheets": "single", "style": "details-modally"],
      canonical: "feature-routing://grapes/shiraz/extra?style=details-modally&sheets=single"),
    Form(
      url: "feature-routing://regions/barossa-valley/region",
      state: { Links.state("grapes", [NBLinkScreen(Links.region, id: "barossa-valley")]) }),
    Form(
      url: "feature-routing://grapes/us/details/regions/us/region/grapes/us/extra",
      state: {
        Links.state(
          "grapes",
          [
            NBLinkScreen(Links.details, id: "us"), NBLinkScreen(Links.region, id: "us"),
            NBLinkScreen(Links.extra, id: "us"),
          ])
      }),
    Form(
      url: "feature-routing://tab/account/edit-name",
      state: { Links.state("account", [NBLinkScreen("edit-name")]) }),
    Form(
      url: "feature-routing://tab/account/cover/sign-in",
      state: {
        Links.state("account", modals: [Links.modal(.fullScreenCover, NBLinkScreen("sign-in"))])
      }),
    Form(
      url: "feature-routing://grapes/a/details/sign-in/grapes/a/extra",
      state: {
        Links.state(
          "grapes",
          [
            NBLinkScreen(Links.details, id: "a"), NBLinkScreen("sign-in"),
            NBLinkScreen(Links.extra, id: "a"),
          ])
      }),
  ]

  @Test(arguments: forms)
  func everyFormParsesToItsStateAndPrintsItsCanonicalURL(form: Form) throws {
    let grammar = Links.grammar()
    let parsed = try grammar.parse(form.url)
    #expect(parsed.state == form.state())
    #expect(parsed.parameters == form.parameters)
    #expect(
      grammar.url(of: parsed.state, parameters: parsed.parameters) == form.canonical ?? form.url)
  }

  @Test(arguments: forms)
  func everyFormResolvesToTheScreensAndTheirURLIsTheCanonicalOne(form: Form) throws {
    let grammar = Links.grammar(grapes: Self.grapes, regions: Self.regions, signedIn: "Ada")
    let resolved = try grammar.resolve(try grammar.parse(form.url).state)
    #expect(!resolved.roots.flatMap(\.path.elements).contains { $0.base is NBLinkScreen })
    #expect(!resolved.modals.contains { $0.content.value.base is NBLinkScreen })
    #expect(grammar.url(of: resolved, parameters: form.parameters) == form.canonical ?? form.url)
  }

  @Test func theScreensAreTheValuesTheRoutesMake() throws {
    let grammar = Links.grammar(grapes: Self.grapes, regions: Self.regions, signedIn: "Ada")
    let url = "feature-routing://tab/account/edit-name/sheet/regions/france/region/grapes/a/details"
    let resolved = try grammar.resolve(try grammar.parse(url).state)
    #expect(resolved.selectedRootID == "account")
    #expect(resolved.rootPath.elements == [EditName(name: "Ada")])
    #expect(resolved.modals.map(\.content.value) == [RegionGrapes(id: "france")])
    #expect(resolved.modals.first?.path?.elements == [GrapeDetails(id: "a")])
  }
}
