import ArgumentParser
import Foundation

/// `--color auto|always|never`, and what `auto` decides from the environment.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never

  /// Whether to draw in colour on `descriptor`: `auto` obeys CLICOLOR_FORCE, FORCE_COLOR and NO_COLOR (when it is
  /// not empty, as no-color.org says), and otherwise colours only a terminal.
  func usesColor(on descriptor: Int32) -> Bool {
    let environment = ProcessInfo.processInfo.environment
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if environment["CLICOLOR_FORCE"].map({ $0 != "0" }) ?? false || environment["FORCE_COLOR"] != nil { return true }
      return (environment["NO_COLOR"] ?? "").isEmpty && isatty(descriptor) == 1
    }
  }
}
