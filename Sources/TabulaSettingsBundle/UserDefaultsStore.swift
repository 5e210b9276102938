import Foundation
@_spi(TabulaInternal) import Tabula

/// Values in `UserDefaults`, where an iOS app's Settings bundle keeps them.
public struct UserDefaultsStore: SettingsStore, @unchecked Sendable {
  // `UserDefaults` is documented as thread-safe.
  private let defaults: UserDefaults
  /// The keys this store reads (a defaults domain holds much else).
  public let keys: [String]

  /// A store in `defaults`, reading the settings `keys`.
  public init(_ defaults: UserDefaults = .standard, keys: [String]) {
    self.defaults = defaults
    self.keys = keys
  }

  /// The values of ``keys`` that `defaults` holds.
  public func load() throws(SettingsStoreError) -> [String: DefinitionValue] {
    var values: [String: DefinitionValue] = [:]
    for key in keys {
      if let object = defaults.object(forKey: key) {
        do {
          values[key] = BundleReader.definitionValue(try PropertyListReader.value(of: object))
        } catch {
          throw SettingsStoreError(message: "the stored value of \"\(key)\" cannot be read: \(error.message)")
        }
      }
    }
    return values
  }

  /// Sets each of `values` in `defaults`.
  public func save(_ values: [String: DefinitionValue]) throws(SettingsStoreError) {
    for (key, value) in values { defaults.set(Self.object(of: value), forKey: key) }
  }

  static func object(of value: DefinitionValue) -> Any? {
    switch value {
    case .null: nil
    case .bool(let flag): flag
    case .number(let number): number == number.rounded() && abs(number) < 1e15 ? Int(number) as Any : number
    case .string(let text): text
    case .array(let items): items.compactMap(object(of:))
    case .object(let members): members.compactMapValues(object(of:))
    }
  }
}
