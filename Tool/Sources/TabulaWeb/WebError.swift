import Foundation
@_spi(TabulaInternal) import Tabula

/// A request the page could not carry out, with the HTTP status that says why.
public struct WebError: Error, Sendable, Equatable {
  /// The HTTP status code: 400, 403, 404 or 413.
  public var status: Int
  /// A sentence for people.
  public var message: String

  static func badRequest(_ message: String) -> WebError { WebError(status: 400, message: message) }
}
