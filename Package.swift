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
    .library(name: "TerminalRuntime", targets: ["TerminalRuntime"]),
    .library(name: "TerminalUITesting", targets: ["TerminalUITesting"]),
    .library(name: "NavigationBackportTesting", targets: ["NavigationBackportTesting"]),
  ],
  targets: [
    // MARK: Engines: no feature code, no dependencies beyond the toolchain.
    .target(name: "NavigationBackport", path: "Modules/NavigationBackport"),
    .target(
      name: "NavigationBackportTesting",
      dependencies: ["NavigationBackport"],
      path: "Modules/NavigationBackportTesting"
    ),
    .testTarget(
      name: "NavigationBackportTests",
      dependencies: ["NavigationBackport", "NavigationBackportTesting"],
      path: "Tests/NavigationBackportTests"
    ),

    // MARK: Terminal UI kit: declarative views rendered to frames, and snapshot testing for them.
    .target(name: "TerminalUI", path: "Modules/TerminalUI"),
    .target(
      name: "TerminalUITesting",
      dependencies: ["TerminalUI", "TerminalRuntime"],
      path: "Modules/TerminalUITesting"
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "TerminalUITesting"],
      path: "Tests/TerminalUITests",
      exclude: ["__Snapshots__"]
    ),

    // MARK: Full-screen runtime: the terminal, keys, the highlight and frame diffing. Only the app
    // and the testing helpers use it; no kit does.
    .target(name: "TerminalRuntime", dependencies: ["TerminalUI"], path: "Modules/TerminalRuntime"),
    .testTarget(
      name: "TerminalRuntimeTests",
      dependencies: ["TerminalRuntime", "TerminalUI", "TerminalUITesting"],
      path: "Tests/TerminalRuntimeTests",
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
    .testTarget(
      name: "DetailsKitTests",
      dependencies: ["DetailsKit", "TerminalUI", "TerminalUITesting"],
      path: "Tests/DetailsKitTests",
      exclude: ["__Snapshots__"]
    ),
    .target(
      name: "ExtraDetailsKit", dependencies: ["TerminalUI"], path: "Modules/ExtraDetailsKit"),
    .testTarget(
      name: "ExtraDetailsKitTests",
      dependencies: ["ExtraDetailsKit", "TerminalUI", "TerminalUITesting"],
      path: "Tests/ExtraDetailsKitTests",
      exclude: ["__Snapshots__"]
    ),
    .target(name: "AccountKit", dependencies: ["TerminalUI"], path: "Modules/AccountKit"),
    .testTarget(
      name: "AccountKitTests",
      dependencies: ["AccountKit", "TerminalUI", "TerminalUITesting"],
      path: "Tests/AccountKitTests",
      exclude: ["__Snapshots__"]
    ),
    .target(name: "RegionsKit", dependencies: ["TerminalUI"], path: "Modules/RegionsKit"),
    .testTarget(
      name: "RegionsKitTests",
      dependencies: ["RegionsKit", "TerminalUI", "TerminalUITesting"],
      path: "Tests/RegionsKitTests",
      exclude: ["__Snapshots__"]
    ),
    .target(name: "TastingKit", dependencies: ["TerminalUI"], path: "Modules/TastingKit"),
    .testTarget(
      name: "TastingKitTests",
      dependencies: ["TastingKit", "TerminalUI", "TerminalUITesting"],
      path: "Tests/TastingKitTests",
      exclude: ["__Snapshots__"]
    ),
    .target(name: "SearchKit", dependencies: ["TerminalUI"], path: "Modules/SearchKit"),
    .testTarget(
      name: "SearchKitTests",
      dependencies: ["SearchKit", "TerminalUI", "TerminalUITesting"],
      path: "Tests/SearchKitTests"
    ),
    .target(
      name: "RootFeature",
      dependencies: [
        "NavigationBackport", "TerminalUI", "TerminalNavigation", "DetailsKit", "ExtraDetailsKit",
        "RegionsKit", "AccountKit", "TastingKit", "SearchKit",
      ],
      path: "Modules/RootFeature"
    ),
    .testTarget(
      name: "RootFeatureTests",
      dependencies: [
        "RootFeature", "DetailsKit", "ExtraDetailsKit", "RegionsKit", "AccountKit", "TastingKit",
        "SearchKit", "NavigationBackport", "TerminalUI", "TerminalNavigation", "TerminalUITesting",
        "NavigationBackportTesting",
      ],
      path: "Tests/RootFeatureTests",
      exclude: ["__Snapshots__"]
    ),

    // MARK: The app: `swift run feature-routing`.
    .executableTarget(
      name: "FeatureRoutingApp",
      dependencies: [
        "RootFeature", "NavigationBackport", "TerminalNavigation", "TerminalUI", "TerminalRuntime",
      ],
      path: "App"
    ),
    .testTarget(
      name: "FeatureRoutingAppTests",
      dependencies: [
        "FeatureRoutingApp", "RootFeature", "NavigationBackport", "TerminalUI", "TerminalRuntime",
        "TerminalUITesting",
      ],
      path: "Tests/FeatureRoutingAppTests",
      exclude: ["__Snapshots__"]
    ),

    // MARK: Benchmarks: `swift run -c release benchmarks`.
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "NavigationBackport", "TerminalUI", "TerminalRuntime", "TerminalUITesting", "RootFeature",
        "ExtraDetailsKit",
        // Built alongside so the end-to-end figures can start them; not imported.
        "FeatureRoutingApp", "benchmark-hello",
      ],
      path: "Benchmarks",
      exclude: ["Hello"]
    ),
    .executableTarget(name: "benchmark-hello", path: "Benchmarks/Hello"),
    .testTarget(
      name: "BenchmarksSmokeTests",
      dependencies: ["benchmarks"],
      path: "Tests/BenchmarksSmokeTests"
    ),

    // MARK: Module isolation: every dependency and import checked against dependency-rules.txt.
    .testTarget(name: "ModuleIsolationTests", path: "Tests/ModuleIsolationTests"),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSettings
}
