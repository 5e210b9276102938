import Foundation

/// Whether a file is in a folder once symbolic links are followed: what a definition or a Settings bundle may open
/// (a file beside it or below, not one a `..`, an absolute path or a link leads to elsewhere).
package enum FolderContainment {
  /// The path `path` leads to once links are followed, if that is in `folder` (the current folder when empty) or
  /// below it; `nil` otherwise.
  package static func resolved(_ path: String, inside folder: String) -> String? {
    let root = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.resolvingSymlinksInPath().path
    let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    return file.hasPrefix(root.hasSuffix("/") ? root : root + "/") ? file : nil
  }
}
