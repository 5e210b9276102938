// swift-tools-version: 6.1
import PackageDescription

// The library. An app that uses Tabula, TabulaUIKit, TabulaSettingsBundle or TabulaTerminal resolves no other
// package; TabulaYAML and TabulaGRDB bring Yams and GRDB only when their trait is enabled:
//
//     .package(url: "https://github.com/tabula-swift/Tabula", branch: "main", traits: ["YAML", "GRDB"])
//
// `Scripts/dependency-footprint.sh` measures what an app resolves (the documentation plugin, used by no target, is
// not among it). The `tabula` tool, the web page and the
// benchmarks are a package of their own in `Tool/`, so their dependencies never reach an app.
let package = Package(
  name: "Tabula",
  // The language of TabulaUIKit's own words (its keys are English); French and German are translations.
  defaultLocalization: "en",
  // The oldest systems Tabula supports; Scripts/check-availability.py fails CI on any newer API used outside
  // `if #available`.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Tabula", targets: ["Tabula"]),
    .library(name: "TabulaUIKit", targets: ["TabulaUIKit"]),
    .library(name: "TabulaSettingsBundle", targets: ["TabulaSettingsBundle"]),
    .library(name: "TabulaTerminal", targets: ["TabulaTerminal"]),
    .library(name: "TabulaYAML", targets: ["TabulaYAML"]),
    .library(name: "TabulaGRDB", targets: ["TabulaGRDB"]),
  ],
  traits: [
    .trait(name: "YAML", description: "TabulaYAML: definitions in YAML, read with Yams."),
    .trait(name: "GRDB", description: "TabulaGRDB: dynamic sections over live SQLite queries, with GRDB."),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // `swift package generate-documentation`; used by no target, so an app never resolves it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The core: model, DSL, definitions, diff, session. No package dependencies, ever.
    .target(
      name: "Tabula",
      // Debug builds check every index after every change (`_checkInvariants()`); release builds compile them out.
      swiftSettings: [.define("TABULA_INVARIANTS", .when(configuration: .debug))],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // Files written whole and paths kept inside a folder: what the modules that touch the file system share, with
    // `package` access (an internal target, no product; the tool compiles the same files into itself).
    .target(name: "TabulaFiles"),
    .target(name: "TabulaTerminal", dependencies: ["Tabula"]),
    // iOS Settings bundles (Root.plist, child panes, .strings) read as tables. XML and binary property lists are
    // read by the module's own readers, within limits on size and values; old-style ASCII ones by Foundation.
    .target(name: "TabulaSettingsBundle", dependencies: ["Tabula", "TabulaFiles"]),
    // The UITableView adapter: UIKit on Apple platforms; on Linux the stand-in, so it is built and tested here.
    .target(
      name: "TabulaUIKit",
      dependencies: [
        "Tabula", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ],
      // Its words in `<language>.lproj/Localizable.strings`, read through `Bundle.module`. Not a string catalog
      // (`Localizable.xcstrings`): on Linux SwiftPM copies the catalog uncompiled and Foundation finds no
      // translation in it, and `String(localized:)` does not exist there. Not `.stringsdict` either: Linux's
      // Foundation crashes reading one. So `.strings`, one key per singular and plural.
      resources: [.process("Resources")]
    ),
    // Definitions in YAML. Without the YAML trait the module is empty but for a note saying how to enable it.
    .target(
      name: "TabulaYAML",
      dependencies: ["Tabula", .product(name: "Yams", package: "Yams", condition: .when(traits: ["YAML"]))]
    ),
    // Dynamic sections over live SQLite queries (GRDB): windows read on demand, committed changes row by row.
    // Without the GRDB trait the module is empty but for a note saying how to enable it.
    .target(
      name: "TabulaGRDB",
      dependencies: [
        "Tabula", "TabulaFiles", .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["GRDB"])),
      ]
    ),
    // The example iOS app's screens (Examples/iOS): on Linux, compiled against the stand-in and run by the tests.
    .target(
      name: "TabulaExamples",
      dependencies: [
        "Tabula", "TabulaUIKit", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ],
      path: "Examples/iOS/TabulaExamples"
    ),
    // The subset of UIKit the adapter uses, with Apple's declarations and UIKit's checks; empty where UIKit exists.
    .target(name: "UIKitStandIn", dependencies: ["Tabula"]),
    // The subset of SwiftUI TabulaView uses, with Apple's declarations and a host that shows a navigation stack as
    // a navigation controller in a window; empty where SwiftUI exists.
    .target(name: "SwiftUIStandIn", dependencies: ["UIKitStandIn"]),
    // A seedable random generator for property tests (and, through a link in Tool/, the demo and benchmarks).
    .target(name: "SeededRandom"),
    // The library's tests: no package dependencies, no YAML or SQLite (those are tested with the tool, in Tool/).
    .testTarget(
      name: "TabulaTests",
      dependencies: [
        "Tabula", "TabulaTerminal", "TabulaUIKit", "TabulaSettingsBundle", "TabulaExamples", "SeededRandom",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ],
      exclude: ["Golden", "UIKit/UIKitDeclarations.txt", "UIKit/SwiftUIDeclarations.txt"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
