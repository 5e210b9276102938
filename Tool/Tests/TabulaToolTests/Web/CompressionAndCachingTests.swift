import CompressNIO
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tabula
import TabulaWeb
import Testing

/// Issue 28, finding 13: the page, its script and style sheet went uncompressed (17 KB where gzip makes about 5),
/// and the assets were `no-store`, fetched anew with every page. Now text goes gzipped to a browser that accepts
/// it, and the assets have URLs named after their content, cached for good.
@Suite @MainActor struct CompressionAndCachingTests {
  @Test func textGoesGzippedAndAssetsAreCachedForGood() async throws {
    let page = WebTable(session: try TableSession(table: WebServerTests.settings()))
    try await Application(router: WebServer.router(for: page)).test(.router) { client in
      let plain = try await client.execute(uri: "/", method: .get)
      #expect(plain.headers[.contentEncoding] == nil, "no Accept-Encoding, no compression")
      let html = String(buffer: plain.body)
      let script = try #require(html.firstMatch(of: /src="(\/tabula\.[0-9a-f]+\.js)"/)).1
      let styleSheet = try #require(html.firstMatch(of: /href="(\/tabula\.[0-9a-f]+\.css)"/)).1
      var sizes: [String: (Int, Int)] = [:]
      for path in ["/", String(script), String(styleSheet), "/fragment?level=%2F"] {
        let whole = try await client.execute(uri: path, method: .get)
        var gzip = HTTPFields()
        gzip[.acceptEncoding] = "gzip, deflate, br, zstd"
        let zipped = try await client.execute(uri: path, method: .get, headers: gzip)
        #expect(zipped.headers[.contentEncoding] == "gzip", "\(path)")
        #expect(zipped.headers[.vary] == "Accept-Encoding")
        var body = zipped.body
        let unzipped = try body.decompress(with: .gzip())
        #expect(unzipped == whole.body, "\(path) unzips to what is sent without gzip")
        sizes[path] = (whole.body.readableBytes, zipped.body.readableBytes)
      }
      let (scriptSize, scriptZipped) = try #require(sizes[String(script)])
      #expect(scriptZipped * 2 < scriptSize, "the script shrinks to less than half: \(scriptSize) → \(scriptZipped)")
      for path in [String(script), String(styleSheet)] {
        let asset = try await client.execute(uri: path, method: .get)
        #expect(asset.headers[.cacheControl] == "public, max-age=31536000, immutable", "\(path)")
      }
      let pageAgain = try await client.execute(uri: "/", method: .get)
      #expect(pageAgain.headers[.cacheControl] == "no-store", "the page itself is never cached")
      for refused in ["gzip;q=0", "br", "identity", "gzip; q=0.0"] {
        var headers = HTTPFields()
        headers[.acceptEncoding] = refused
        let response = try await client.execute(uri: "/", method: .get, headers: headers)
        #expect(response.headers[.contentEncoding] == nil, "Accept-Encoding: \(refused)")
      }
      for old in ["/tabula.js", "/tabula.css"] {
        let response = try await client.execute(uri: old, method: .get)
        #expect(response.status == .notFound, "\(old) is gone: the page names its assets by content")
      }
    }
  }
}
