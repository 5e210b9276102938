import Foundation
import Testing

/// The UIKit adapter compiles where `UITableView` and its controls exist — iOS (iPadOS and Mac Catalyst with it)
/// and visionOS — and, on Linux, against the stand-in; never on tvOS or watchOS, where `UISwitch`, `UISlider`,
/// `UIStepper` (and on watchOS `UITableView` itself) do not exist, though `canImport(UIKit)` is true on tvOS.
@Suite struct PlatformConditionTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func swiftFiles(in folder: String) throws -> [(path: String, text: String)] {
    let url = packageRoot.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().filter { $0.hasSuffix(".swift") }
      .map { ("\(folder)/\($0)", try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) }
  }

  @Test func theAdapterIsChosenByPlatformNotByWhatImports() throws {
    for (path, text) in try Self.swiftFiles(in: "Sources/TabulaUIKit")
      + Self.swiftFiles(in: "Examples/iOS/TabulaExamples")
    {
      #expect(!text.contains("canImport(UIKit"), "\(path) chooses UIKit with canImport")
      #expect(
        text.hasPrefix("#if os(iOS) || os(visionOS) || os(Linux)") || text.hasPrefix("#if os(Linux)"),
        "\(path) does not open with the platforms it compiles on")
    }
  }

  @Test func theStandInExistsOnLinuxOnly() throws {
    for (path, text) in try Self.swiftFiles(in: "Sources/UIKitStandIn") {
      #expect(text.hasPrefix("#if os(Linux)"), "\(path) is not for Linux only")
    }
  }
}
