import Testing

@testable import RootFeature

@Suite(.timeLimit(.minutes(5))) struct RootDeepLinkTests {
  @Test func titlesAreTheOriginalSamplesSpellingIncluded() {
    #expect(RootDeepLink.pushOneDetails.title == "Push 1 Details Programmatically")
    #expect(
      RootDeepLink.pushTwoDetailsAndOneExtra.title
        == "Push 2 Details and 1 Extra Details Programmatically")
  }

  @Test(arguments: [
    ("1", RootDeepLink.pushOneDetails), ("2", .pushTwoDetailsAndOneExtra),
  ])
  func numberedOneAndTwo(number: String, link: RootDeepLink) {
    #expect(RootDeepLink(number: number) == link)
    #expect(String(link.number) == number)
  }

  @Test(arguments: ["", "0", "3", "01", " 1", "one"])
  func otherNumbersAreNoLink(number: String) {
    #expect(RootDeepLink(number: number) == nil)
  }

  @Test func eachNeedsAsManyGrapesAsItShows() {
    #expect(RootDeepLink.pushOneDetails.requiredGrapes == 1)
    #expect(RootDeepLink.pushTwoDetailsAndOneExtra.requiredGrapes == 3)
  }
}
