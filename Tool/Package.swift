// swift-tools-version: 6.1
import PackageDescription

// The `tabula` tool, the live web page it serves and the benchmarks: everything of Tabula that needs packages
// beyond the library's, kept here so an app that adds Tabula never resolves them. Run from the repository's root:
//
//     swift run --package-path Tool tabula demo
//     swift test --package-path Tool
let package = Package(
  name: "TabulaTool",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "tabula", targets: ["tabula"]),
    .executable(name: "tabula-benchmark", targets: ["tabula-benchmark"]),
    .executable(name: "tabula-demo", targets: ["tabula-demo"]),
  ],
  dependencies: [
    .package(name: "Tabula", path: "..", traits: ["YAML", "GRDB"]),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
  ],
  targets: [
    // The live web page (`tabula serve`): server-rendered HTML, events, Server-Sent Events, on Hummingbird.
    .target(
      name: "TabulaWeb",
      dependencies: [
        .product(name: "Tabula", package: "Tabula"), .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "NIOCore", package: "swift-nio"), .product(name: "CompressNIO", package: "compress-nio"),
      ]
    ),
    // The library's seedable generator (a link to ../Sources/SeededRandom): the demo and benchmarks use it.
    .target(name: "SeededRandom"),
    // Builds the repository's Examples/ into the tool (ShippedExamples), so they travel with its binary.
    .executableTarget(name: "embed-examples"),
    .plugin(name: "EmbedExamples", capability: .buildTool(), dependencies: ["embed-examples"]),
    .executableTarget(
      name: "tabula",
      dependencies: [
        "TabulaWeb", "SeededRandom", .product(name: "Tabula", package: "Tabula"),
        .product(name: "TabulaYAML", package: "Tabula"), .product(name: "TabulaTerminal", package: "Tabula"),
        .product(name: "TabulaSettingsBundle", package: "Tabula"), .product(name: "TabulaGRDB", package: "Tabula"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      plugins: ["EmbedExamples"]
    ),
    // The demo's catalogue with only the library and Yams: what a fresh clone builds in minutes (the demo's
    // files are the tool's own, linked; its SQLite lists and web page come with `tabula demo`).
    .executableTarget(
      name: "tabula-demo",
      dependencies: [
        "SeededRandom", .product(name: "Tabula", package: "Tabula"), .product(name: "TabulaYAML", package: "Tabula"),
        .product(name: "TabulaTerminal", package: "Tabula"),
      ],
      plugins: ["EmbedExamples"]
    ),
    .executableTarget(
      name: "tabula-benchmark",
      dependencies: [
        "SeededRandom", .product(name: "Tabula", package: "Tabula"),
        .product(name: "TabulaTerminal", package: "Tabula"), .product(name: "TabulaGRDB", package: "Tabula"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    // The tool's tests: the command line in processes and pseudo-terminals, the web server, YAML definitions,
    // SQLite sources on real files.
    .testTarget(
      name: "TabulaToolTests",
      dependencies: [
        "tabula", "TabulaWeb", "SeededRandom", .product(name: "Tabula", package: "Tabula"),
        .product(name: "TabulaYAML", package: "Tabula"), .product(name: "TabulaTerminal", package: "Tabula"),
        .product(name: "TabulaSettingsBundle", package: "Tabula"), .product(name: "TabulaGRDB", package: "Tabula"),
        .product(name: "GRDB", package: "GRDB.swift"), .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "CompressNIO", package: "compress-nio"),
      ],
      exclude: ["Golden"]
    ),
    // Every Swift snippet of the README and docs/, compiled as written inside main-actor code, and run.
    .testTarget(
      name: "ReadmeTests",
      dependencies: [
        .product(name: "Tabula", package: "Tabula"), .product(name: "TabulaYAML", package: "Tabula"),
        .product(name: "TabulaTerminal", package: "Tabula"), .product(name: "TabulaUIKit", package: "Tabula"),
        .product(name: "TabulaSettingsBundle", package: "Tabula"), .product(name: "TabulaGRDB", package: "Tabula"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
