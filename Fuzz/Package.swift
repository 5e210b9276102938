// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for Tabula, kept out of the main package: they only link with `-sanitize=fuzzer`.
// Build and run them with `Fuzz/run` (see the README's Reliability section).
let fuzzSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "TabulaFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Tabula", path: "..", traits: ["YAML"])],
  targets: [
    // Turns fuzzer bytes into tables and events, so random bytes reach deep into the diff and the session.
    .target(name: "FuzzSupport", dependencies: ["LibFuzzerDriver", .product(name: "Tabula", package: "Tabula")]),
    .target(name: "LibFuzzerDriver"),
    .executableTarget(
      name: "FuzzJSON", dependencies: ["FuzzSupport", .product(name: "Tabula", package: "Tabula")],
      swiftSettings: fuzzSettings),
    .executableTarget(
      name: "FuzzYAML",
      dependencies: [
        "FuzzSupport", .product(name: "Tabula", package: "Tabula"), .product(name: "TabulaYAML", package: "Tabula"),
      ], swiftSettings: fuzzSettings),
    .executableTarget(
      name: "FuzzDiff", dependencies: ["FuzzSupport", .product(name: "Tabula", package: "Tabula")],
      swiftSettings: fuzzSettings),
    .executableTarget(
      name: "FuzzSession", dependencies: ["FuzzSupport", .product(name: "Tabula", package: "Tabula")],
      swiftSettings: fuzzSettings),
    .executableTarget(
      name: "FuzzSettingsBundle",
      dependencies: [
        "FuzzSupport", .product(name: "Tabula", package: "Tabula"),
        .product(name: "TabulaSettingsBundle", package: "Tabula"),
      ], swiftSettings: fuzzSettings),
    .executableTarget(
      name: "FuzzBinaryPropertyList",
      dependencies: [
        "FuzzSupport", .product(name: "Tabula", package: "Tabula"),
        .product(name: "TabulaSettingsBundle", package: "Tabula"),
      ], swiftSettings: fuzzSettings),
    .executableTarget(
      name: "FuzzStrings",
      dependencies: [
        "FuzzSupport", .product(name: "Tabula", package: "Tabula"),
        .product(name: "TabulaSettingsBundle", package: "Tabula"),
      ], swiftSettings: fuzzSettings),
  ],
  swiftLanguageModes: [.v6]
)
