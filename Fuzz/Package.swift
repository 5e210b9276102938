// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for Tabula, kept out of the main package: they only link with `-sanitize=fuzzer`.
// Build and run them with `Fuzz/run` (see the README's Reliability section).

/// A fuzz target: its `main` is the fuzzer's entry point, and it links the core, FuzzSupport and `products`.
func fuzzTarget(_ name: String, _ products: [String] = []) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport", .product(name: "Tabula", package: "Tabula")]
      + products.map { .product(name: $0, package: "Tabula") },
    swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let package = Package(
  name: "TabulaFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Tabula", path: "..", traits: ["YAML"])],
  targets: [
    // Turns fuzzer bytes into tables and events, so random bytes reach deep into the diff and the session.
    .target(name: "FuzzSupport", dependencies: ["LibFuzzerDriver", .product(name: "Tabula", package: "Tabula")]),
    .target(name: "LibFuzzerDriver"),
    fuzzTarget("FuzzJSON"), fuzzTarget("FuzzYAML", ["TabulaYAML"]), fuzzTarget("FuzzDiff"), fuzzTarget("FuzzSession"),
    fuzzTarget("FuzzSettingsBundle", ["TabulaSettingsBundle"]),
    fuzzTarget("FuzzBinaryPropertyList", ["TabulaSettingsBundle"]), fuzzTarget("FuzzStrings", ["TabulaSettingsBundle"]),
    fuzzTarget("FuzzPattern"), fuzzTarget("FuzzRepetition"),
  ],
  swiftLanguageModes: [.v6]
)
