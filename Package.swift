// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Tabula",
  // The oldest systems Tabula supports; Scripts/check-availability.py fails CI on any newer API used outside
  // `if #available`.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Tabula", targets: ["Tabula"]),
    .library(name: "TabulaYAML", targets: ["TabulaYAML"]),
    .library(name: "TabulaTerminal", targets: ["TabulaTerminal"]),
    .library(name: "TabulaUIKit", targets: ["TabulaUIKit"]),
    .library(name: "TabulaWeb", targets: ["TabulaWeb"]),
    .library(name: "TabulaSettingsBundle", targets: ["TabulaSettingsBundle"]),
    .library(name: "TabulaGRDB", targets: ["TabulaGRDB"]),
    .executable(name: "tabula", targets: ["tabula"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // The core: model, DSL, definitions, diff, session. No package dependencies, ever.
    .target(
      name: "Tabula",
      // Debug builds check every index after every change (`_checkInvariants()`); release builds compile them out.
      swiftSettings: [.define("TABULA_INVARIANTS", .when(configuration: .debug))],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(name: "TabulaYAML", dependencies: ["Tabula", .product(name: "Yams", package: "Yams")]),
    .target(name: "TabulaTerminal", dependencies: ["Tabula"]),
    // The live web page (`tabula serve`): server-rendered HTML, events, Server-Sent Events, on Hummingbird.
    .target(
      name: "TabulaWeb",
      dependencies: [
        "Tabula", .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]
    ),
    // iOS Settings bundles (Root.plist, child panes, .strings) read as tables; Foundation reads binary and ASCII
    // property lists.
    .target(name: "TabulaSettingsBundle", dependencies: ["Tabula"]),
    // Dynamic sections over live SQLite queries (GRDB): windows read on demand, committed changes row by row.
    .target(name: "TabulaGRDB", dependencies: ["Tabula", .product(name: "GRDB", package: "GRDB.swift")]),
    // The UITableView adapter: UIKit on Apple platforms; on Linux the stand-in, so it is built and tested here.
    .target(
      name: "TabulaUIKit",
      dependencies: ["Tabula", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))]
    ),
    // The example iOS app's screens (Examples/iOS): on Linux, compiled against the stand-in and run by the tests.
    .target(
      name: "TabulaExamples",
      dependencies: [
        "Tabula", "TabulaUIKit", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      path: "Examples/iOS/TabulaExamples"
    ),
    // The subset of UIKit the adapter uses, with Apple's declarations and UIKit's checks; empty where UIKit exists.
    .target(name: "UIKitStandIn", dependencies: ["Tabula"]),
    // A seedable random generator for the demo, benchmarks and property tests; not part of the library.
    .target(name: "SeededRandom"),
    .executableTarget(
      name: "tabula",
      dependencies: [
        "Tabula", "TabulaYAML", "TabulaTerminal", "TabulaWeb", "TabulaSettingsBundle", "TabulaGRDB", "SeededRandom",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .executableTarget(
      name: "tabula-benchmark",
      dependencies: [
        "Tabula", "TabulaTerminal", "TabulaGRDB", "SeededRandom",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "TabulaTests",
      dependencies: [
        "Tabula", "TabulaYAML", "TabulaTerminal", "TabulaUIKit", "TabulaWeb", "TabulaSettingsBundle", "TabulaExamples",
        "TabulaGRDB", "SeededRandom", "tabula", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      exclude: ["Golden", "UIKit/UIKitDeclarations.txt", "SettingsBundle/RealBundles"]
    ),
    // Every Swift snippet of the README, compiled as written inside main-actor code, and run.
    .testTarget(
      name: "ReadmeTests",
      dependencies: [
        "Tabula", "TabulaYAML", "TabulaTerminal", "TabulaUIKit", "TabulaSettingsBundle", "TabulaGRDB",
        .product(name: "GRDB", package: "GRDB.swift"),
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
