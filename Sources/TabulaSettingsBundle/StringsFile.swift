import Foundation

/// Reads a `.strings` file (`"key" = "value";`), in UTF-8 with or without a byte order mark or UTF-16 with one.
enum StringsFile {
  static func read(_ bytes: [UInt8]) -> Result<[String: String], PropertyListError> {
    guard let text = TextDecoding.decode(bytes) else {
      return .failure(PropertyListError(message: "the file is neither UTF-8 nor UTF-16 with a byte order mark"))
    }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
    } catch {
      return .failure(PropertyListError(message: "the file is not a .strings file"))
    }
    guard let table = object as? [String: Any] else {
      return .failure(PropertyListError(message: "the file is not a .strings file"))
    }
    return .success(table.compactMapValues { $0 as? String })
  }
}
