// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares: Swift 6 language mode plus the upcoming features that keep
/// module boundaries honest (`MemberImportVisibility`) and existentials explicit (`ExistentialAny`).
let sharedSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "FeatureRouting",
  products: [
    .executable(name: "feature-routing", targets: ["FeatureRoutingApp"]),
    .library(name: "NavigationBackport", targets: ["NavigationBackport"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "TerminalUITesting", targets: ["TerminalUITesting"]),
  ],
  targets: [
    // MARK: Engines: no feature code, no dependencies beyond the toolchain.
    .target(name: "NavigationBackport", path: "Modules/NavigationBackport"),
    .testTarget(
      name: "NavigationBackportTests",
      dependencies: ["NavigationBackport"],
      path: "Tests/NavigationBackportTests"
    ),

    // MARK: Terminal UI kit: declarative views rendered to frames, and snapshot testing for them.
    .target(name: "TerminalUI", path: "Modules/TerminalUI"),
    .target(
      name: "TerminalUITesting",
      dependencies: ["TerminalUI"],
      path: "Modules/TerminalUITesting"
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "TerminalUITesting"],
      path: "Tests/TerminalUITests",
      exclude: ["__Snapshots__"]
    ),

    // MARK: Navigation on screen: the engine drawn with the kit.
    .target(
      name: "TerminalNavigation",
      dependencies: ["NavigationBackport", "TerminalUI"],
      path: "Modules/TerminalNavigation"
    ),
    .testTarget(
      name: "TerminalNavigationTests",
      dependencies: ["TerminalNavigation", "TerminalUITesting"],
      path: "Tests/TerminalNavigationTests",
      exclude: ["__Snapshots__"]
    ),

    // MARK: Features: each builds alone; the kits never import each other or the root.
    .target(name: "DetailsKit", dependencies: ["TerminalUI"], path: "Modules/DetailsKit"),
    .target(
      name: "ExtraDetailsKit", dependencies: ["TerminalUI"], path: "Modules/ExtraDetailsKit"),
    .target(
      name: "RootFeature",
      dependencies: [
        "NavigationBackport", "TerminalUI", "TerminalNavigation", "DetailsKit", "ExtraDetailsKit",
      ],
      path: "Modules/RootFeature"
    ),
    .testTarget(
      name: "RootFeatureTests",
      dependencies: ["RootFeature", "NavigationBackport", "DetailsKit", "ExtraDetailsKit"],
      path: "Tests/RootFeatureTests"
    ),

    // MARK: The app: `swift run feature-routing`.
    .executableTarget(
      name: "FeatureRoutingApp",
      dependencies: ["RootFeature", "NavigationBackport", "TerminalUI"],
      path: "App"
    ),
    .testTarget(
      name: "FeatureRoutingAppTests",
      dependencies: ["FeatureRoutingApp", "RootFeature", "NavigationBackport"],
      path: "Tests/FeatureRoutingAppTests"
    ),

    // MARK: Benchmarks: `swift run -c release benchmarks`.
    .executableTarget(
      name: "benchmarks",
      dependencies: ["NavigationBackport"],
      path: "Benchmarks"
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSettings
}
