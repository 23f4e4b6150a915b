import Foundation
import NavigationBackport
import TerminalNavigation
import TerminalUI
import Testing

/// A class value whose subclasses may or may not have their own destination.
private class Wine: Hashable {
  let name: String

  init(_ name: String) {
    self.name = name
  }

  static func == (lhs: Wine, rhs: Wine) -> Bool {
    lhs.name == rhs.name && type(of: lhs) == type(of: rhs)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}

private final class RedWine: Wine {}
private final class SparklingWine: Wine {}

/// A value type with no `Codable` conformance.
private struct Note: Hashable {
  let text: String
}

/// `nbNavigationDestination(for:)`: which destination a pushed value gets.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct DestinationLookupTests {
  private let navigator = NBNavigator()

  /// The text of the top screen's content, below the bar.
  private func content(_ host: ViewHost) -> String {
    let lines = host.render(width: 40).plainText.split(separator: "\n")
    return lines.drop { !$0.hasPrefix("────") }.dropFirst().joined(separator: "\n")
  }

  @Test func eachValueGetsTheDestinationDeclaredForItsType() {
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .nbNavigationDestination(for: Int.self) { Text("Number \($0)") }
          .nbNavigationDestination(for: String.self) { Text("Word \($0)") }
      })

    navigator.push(7)
    #expect(content(host) == "Number 7")
    navigator.push("seven")
    #expect(content(host) == "Word seven")
  }

  /// As in SwiftUI, which says: "Only the destination declared closest to the root view of the
  /// stack will be used".
  @Test func theDeclarationClosestToTheRootWinsForTheSameType() {
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        VStack {
          Text("Home")
            .nbNavigationDestination(for: Int.self) { Text("Inner \($0)") }
        }
        .nbNavigationDestination(for: Int.self) { Text("Outer \($0)") }
      })

    navigator.push(1)
    #expect(content(host) == "Outer 1")
  }

  @Test func outerDeclarationServesTypesTheInnerOneDoesNotDeclare() {
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        VStack {
          Text("Home")
            .nbNavigationDestination(for: Int.self) { Text("Inner \($0)") }
        }
        .nbNavigationDestination(for: String.self) { Text("Outer \($0)") }
      })

    navigator.push("word")
    #expect(content(host) == "Outer word")
  }

  @Test func classValueUsesItsSuperclassDestination() {
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .nbNavigationDestination(for: Wine.self) { Text("Wine \($0.name)") }
          .nbNavigationDestination(for: SparklingWine.self) { Text("Bubbles \($0.name)") }
      })

    navigator.push(RedWine("Shiraz") as Wine)
    #expect(content(host) == "Wine Shiraz")
    navigator.push(SparklingWine("Cava") as Wine)
    #expect(content(host) == "Bubbles Cava")
  }

  /// A pushed screen's declarations serve the screens above it, but a type the stack already
  /// declared beneath it keeps that declaration, as in SwiftUI.
  @Test func destinationDeclaredByAPushedScreenServesTheScreensAboveIt() {
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .nbNavigationDestination(for: Int.self) { number in
            Text("Number \(number)")
              .nbNavigationDestination(for: String.self) { Text("Word \($0) above \(number)") }
          }
      })

    navigator.push(3)
    navigator.push("three")
    #expect(content(host) == "Word three above 3")
    navigator.push(4)
    navigator.push("four")
    #expect(content(host) == "Word four above 3")
  }

  @Test func codableDestinationTypeBecomesDecodableAfterARender() throws {
    let host = ViewHost(
      NBNavigationStack(navigator: navigator) {
        Text("Home")
          .nbNavigationDestination(for: Page.self) { PageView(page: $0) }
          .nbNavigationDestination(for: Note.self) { Text($0.text) }
      })
    let data = try JSONEncoder().encode(NBNavigationState(path: NBNavigationPath([Page("A")])))
    #expect(!navigator.typeRegistry.contains(Page.self))
    #expect(throws: (any Error).self) {
      try navigator.typeRegistry.makeDecoder().decode(NBNavigationState.self, from: data)
    }

    host.render(width: 40)

    #expect(navigator.typeRegistry.contains(Page.self))
    #expect(!navigator.typeRegistry.contains(Note.self))
    #expect(
      try navigator.typeRegistry.makeDecoder().decode(NBNavigationState.self, from: data).rootPath
        .elements == [Page("A")])
  }
}
