import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Sends a whole text response gzipped when the request accepts gzip: the page, its fragments and rows, the script
/// and the style sheet (17 KB of them become about 5 KB). An update stream, whose length is not known, goes as it
/// comes, each event at once.
struct Compressing<Context: RequestContext>: RouterMiddleware {
  /// The types worth compressing.
  static var compressible: [String] { ["text/", "application/json"] }
  /// Below this many bytes a response goes as it is: gzip's header and a round trip cost more than they save.
  static var smallest: Int { 256 }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    guard Self.acceptsGzip(request.headers[.acceptEncoding]), response.headers[.contentEncoding] == nil,
      let length = response.body.contentLength, length >= Self.smallest,
      let type = response.headers[.contentType], Self.compressible.contains(where: type.hasPrefix),
      type != "text/event-stream"
    else { return response }
    let collected = Collector()
    try await response.body.write(collected)
    response.body = ResponseBody(byteBuffer: try collected.buffer.compress(with: .gzip()))
    response.headers[.contentEncoding] = "gzip"
    response.headers[.vary] = "Accept-Encoding"
    return response
  }

  /// Whether an `Accept-Encoding` header takes gzip (`gzip`, `gzip;q=0.8`, `*`; not `gzip;q=0`).
  static func acceptsGzip(_ header: String?) -> Bool {
    guard let header else { return false }
    return header.split(separator: ",").contains { item in
      let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      guard let name = parts.first, name == "gzip" || name == "*" else { return false }
      let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
      return weight > 0
    }
  }
}

/// Gathers a response's body to compress it whole.
private final class Collector: ResponseBodyWriter {
  var buffer = ByteBuffer()

  func write(_ buffer: ByteBuffer) async throws {
    var buffer = buffer
    self.buffer.writeBuffer(&buffer)
  }

  func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
