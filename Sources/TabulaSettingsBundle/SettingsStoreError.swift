import Foundation
@_spi(TabulaInternal) import Tabula

/// A store that cannot be read or written, and why.
public struct SettingsStoreError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, naming the store.
  public var message: String
  /// The message.
  public var description: String { message }
}
