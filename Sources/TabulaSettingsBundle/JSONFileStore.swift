import Foundation
import Tabula
import TabulaFiles

/// Values in a JSON file: an object by key, as `tabula show --store prefs.json` keeps them. A file that does not
/// exist yet holds nothing; it is written whole, through a temporary file, so a crash never leaves half of it,
/// keeping its permissions (a new file is `0600`: settings may hold tokens) and writing through a link to its
/// target.
public struct JSONFileStore: SettingsStore {
  /// The file's path.
  public let path: String

  /// A store in the file at `path`.
  public init(path: String) { self.path = path }

  /// The most a store's file may hold, as a definition: a larger one is refused rather than read whole.
  public static let sizeLimit = 64 << 20

  /// The file's values; nothing when the file does not exist yet, or is a device (`/dev/full`) or a pipe, which
  /// hold no stored values (and are written into as they are).
  public func load() throws(SettingsStoreError) -> [String: DefinitionValue] {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let kind = (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType
    else { return [:] }  // not there yet
    guard kind != .typeDirectory else { throw SettingsStoreError(message: "\(path): is a folder, not a JSON file") }
    guard kind == .typeRegular else { return [:] }
    let size = ((try? FileManager.default.attributesOfItem(atPath: target))?[.size] as? NSNumber)?.intValue ?? 0
    guard size <= Self.sizeLimit else {
      throw SettingsStoreError(
        message: "\(path): the file is larger than \(Self.sizeLimit >> 20) MiB, the most a store of values may be")
    }
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
    else { throw SettingsStoreError(message: "\(path): the file cannot be read as UTF-8 text") }
    let value: DefinitionValue
    do {
      value = try DefinitionValue(json: text)
    } catch {
      throw SettingsStoreError(message: error.issues.map { "\(path): \($0.description)" }.joined(separator: "\n"))
    }
    guard case .object(let values) = value else {
      throw SettingsStoreError(message: "\(path): expected an object of values by key")
    }
    return values
  }

  /// Writes `values` over the file's, keeping its other keys.
  public func save(_ values: [String: DefinitionValue]) throws(SettingsStoreError) {
    var merged = try load()
    merged.merge(values) { _, new in new }
    do {
      try FileReplacement.write(Array(DefinitionValue.object(merged).jsonText.utf8), to: path)
    } catch {
      throw SettingsStoreError(message: "\(path): \(error.description)")
    }
  }
}
