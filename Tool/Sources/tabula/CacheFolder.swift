import Foundation

/// Where the tool keeps what it makes for itself — the shipped examples written out, the demo's SQLite files:
/// `$XDG_CACHE_HOME/tabula`, else `~/Library/Caches/tabula` on Apple systems and `~/.cache/tabula` elsewhere.
/// Never the source tree, never the current directory.
enum CacheFolder {
  /// Why there is no cache folder.
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  /// The folder, made if need be, for `environment` (the process's by default).
  static func url(environment: [String: String] = ProcessInfo.processInfo.environment) throws(Problem) -> URL {
    let base: URL
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      #if canImport(Darwin)
        base = URL(fileURLWithPath: home).appendingPathComponent("Library/Caches")
      #else
        base = URL(fileURLWithPath: home).appendingPathComponent(".cache")
      #endif
    } else {
      throw Problem(description: "no cache folder: set HOME or XDG_CACHE_HOME to an absolute path")
    }
    let folder = base.appendingPathComponent("tabula")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw Problem(description: "cannot make the cache folder \(folder.path): \(error.localizedDescription)")
    }
    return folder
  }
}
