import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
@_spi(TabulaInternal) import Tabula

/// The HTTP contract of a Tabula page, the same for every table:
///
/// - `GET /` — the page, server-rendered, usable without JavaScript; `GET /t/<row id>/…` — a child table's page.
///   Navigation belongs to each page's URL: pages in two tabs show two tables, and neither follows the other.
/// - `GET /fragment?level=/t/…` — the changing part of the page at a path; `GET /rows?section=S&from=N&level=…`
///   — more rows of a long section.
/// - `POST /events` — an event, JSON (`{"event": "setValue", "row": "volume", "value": 0.5}`) or a form post;
///   an event's `level` names the path of the table the page shows, and the event applies there. JSON gets
///   `{"version": N, "path": P}` (`path`: the table to show after, another when a row opened one), a form gets a
///   redirect to that path (303). `{"event": "open", "value": "/t/general"}` opens the table at a path.
/// - `GET /updates` — Server-Sent Events: `id: N`, `data: {"version": N, "change": …}` after every change; at
///   most ``WebTable/streamsPerClient`` per client address (503 past it).
/// - `GET /tabula.<fingerprint>.js`, `GET /tabula.<fingerprint>.css` — the page's one script and style sheet
///   (no inline script: the Content-Security-Policy forbids it), named after their content and cached for good.
///
/// Whole text responses are gzipped for a browser that accepts it.
///
/// A state-changing request must come from the page: same origin (`Origin`, `Sec-Fetch-Site`) and the page's
/// token; otherwise 403. Every request must name the server by one of its own host names (`Host`: 127.0.0.1,
/// localhost, [::1], or the host it was started on), otherwise 421: a site whose name an attacker points at
/// 127.0.0.1 (DNS rebinding) is not answered. A page another site links to is the root's, and moves nothing;
/// fragments and rows answer only the page itself (`Sec-Fetch-Site`). Every event names its table (`level`).
/// Bad requests get 400 with a message, unknown rows 404, bodies over 64 KB (a form post of the page: 1 MB) 413.
public enum WebServer {
  /// The largest request body accepted: one event.
  public static let bodyLimit = 64 << 10

  /// The largest form post accepted: the page's one form carries every field of the page, changed or not.
  public static let formBodyLimit = 1 << 20

  /// How long a connection may send nothing while the server waits for a request, or the rest of one (half a
  /// header, a keep-alive nobody uses), before it is closed.
  public static let idleTimeout = Duration.seconds(10)

  /// How long a request's body may take to arrive, however it trickles (a byte every few seconds never lets the
  /// connection fall idle); past it the request is answered 408 and its connection closed.
  public static let bodyTimeout = Duration.seconds(10)

  /// Why a body was not read.
  private enum BodyRefusal: Error {
    case tooLarge, tooSlow
  }

  /// The request's body, refused past `limit` bytes or ``bodyTimeout``.
  private static func body(of request: Request, limit: Int) async throws -> ByteBuffer {
    let deadline = ContinuousClock.now + bodyTimeout
    var collected = ByteBuffer()
    for try await chunk in request.body {
      guard ContinuousClock.now < deadline else { throw BodyRefusal.tooSlow }
      guard collected.readableBytes + chunk.readableBytes <= limit else { throw BodyRefusal.tooLarge }
      collected.writeImmutableBuffer(chunk)
    }
    return collected
  }

  /// HTTP/1.1 as the page needs it: idle connections close after ``idleTimeout``, and a connection whose client
  /// has closed its side closes at once, ending its update stream.
  public static var http1: HTTPServerBuilder {
    .http1(
      configuration: .init(
        additionalChannelHandlers: [ClosingWhenThePageLeaves()], idleTimeout: .init(idleTimeout)))
  }

  /// Headers on every response.
  static let securityHeaders: [(HTTPField.Name, String)] = [
    (
      .contentSecurityPolicy,
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    ),
    (.xContentTypeOptions, "nosniff"),
    (.referrerPolicy, "no-referrer"),
    (.cacheControl, "no-store"),
  ]

  /// The host names a request may name the server by, besides the one it was started on.
  public static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "::1"]

  /// The router serving `table` to requests that name the server by one of `hostNames` (any port).
  public static func router(
    for table: WebTable, hostNames: Set<String> = loopbackNames
  ) -> Router<PageRequestContext> {
    let router = Router(context: PageRequestContext.self)
    router.add(middleware: HostCheck(names: hostNames))
    router.add(middleware: Compressing())
    router.get("/") { request, _ in await page(of: table, at: "/", request) }
    router.get("/t/**") { request, _ in await page(of: table, at: request.uri.path, request) }
    router.get("/fragment") { request, _ in
      if let refusal = refuseForeignRead(request) { return problem(refusal) }
      let windows = request.uri.queryParameters.getAll("window")
      let level = request.uri.queryParameters.get("level")
      let page = request.uri.queryParameters.get("page", as: Int.self)
      let query = request.uri.queryParameters.get("q")
      return await html { try table.fragment(level: level, page: page, windows: windows, query: query) }
    }
    router.get("/rows") { request, _ in
      if let refusal = refuseForeignRead(request) { return problem(refusal) }
      let query = request.uri.queryParameters
      guard let section = query.get("section", as: Int.self), let from = query.get("from", as: Int.self),
        query.get("to") == nil || query.get("to", as: Int.self) != nil
      else { return problem(WebError.badRequest("expected ?section=S&from=N, and optionally &to=M")) }
      let to = query.get("to", as: Int.self)
      let level = query.get("level")
      let page = query.get("page", as: Int.self)
      let search = query.get("q")
      return await html {
        try table.rows(level: level, page: page, section: section, from: from, to: to, query: search)
      }
    }
    router.get("/suggestions") { request, _ in
      if let refusal = refuseForeignRead(request) { return problem(refusal) }
      let query = request.uri.queryParameters
      guard let row = query.get("row") else { return problem(WebError.badRequest("expected ?row=ID&text=TEXT")) }
      let typed = query.get("text") ?? ""
      let level = query.get("level")
      let page = query.get("page", as: Int.self)
      return await html { try table.suggestions(level: level, page: page, row: row, typed: typed) }
    }
    router.get(RouterPath(WebAssets.scriptPath)) { _, _ in
      asset(WebAssets.script, type: "text/javascript; charset=utf-8")
    }
    router.get(RouterPath(WebAssets.styleSheetPath)) { _, _ in
      asset(WebAssets.styleSheet, type: "text/css; charset=utf-8")
    }
    router.get("/updates") { _, context in
      let updates: WebTable.Updates
      switch await MainActor.run(body: { Result { () throws(WebError) in try table.updates(client: context.client) } })
      {
      case .success(let opened): updates = opened
      case .failure(let refusal): return problem(refusal)
      }
      context.whenConnectionCloses(updates.end)
      let body = ResponseBody(asyncSequence: updates.events.map { ByteBuffer(string: $0) })
      var headers = HTTPFields()
      headers[.contentType] = "text/event-stream"
      for (name, value) in securityHeaders { headers[name] = value }
      return Response(status: .ok, headers: headers, body: body)
    }
    router.post("/events") { request, _ in
      if let refusal = refuseCrossSite(request) { return problem(refusal) }
      let contentType = request.headers[.contentType]
      let isJSON = contentType?.hasPrefix("application/json") == true
      let body: ByteBuffer
      let limit = isJSON ? bodyLimit : formBodyLimit
      do {
        body = try await Self.body(of: request, limit: limit)
      } catch BodyRefusal.tooSlow {
        let seconds = bodyTimeout.components.seconds
        return problem(WebError(status: 408, message: "the body did not arrive within \(seconds) s"), asJSON: isJSON)
      } catch {
        // Said in the client's language: a script that posts JSON reads a JSON error.
        return problem(WebError(status: 413, message: "the body is larger than \(limit / 1024) KB"), asJSON: isJSON)
      }
      let token = request.headers[.tabulaToken]
      // Text that is not UTF-8 is refused, not read with U+FFFD in place of what was sent.
      guard let text = String(validating: body.readableBytesView, as: UTF8.self) else {
        return problem(.badRequest("the body is not UTF-8 text"), asJSON: isJSON)
      }
      // Once the form has ended, the script gets what replaces the table and a form post the whole finished page.
      if isJSON {
        let wantsContent = request.headers[.tabulaFragment] != nil
        let outcome: Result<(Int, String, Int?, finished: String?, content: String?), WebError> = await MainActor.run {
          do throws(WebError) {
            let version = try table.post(json: text, token: token)
            let finished = table.finishedContent()
            // The table as it is now, when the page asked for it (one request fewer from click to paint).
            let content = wantsContent && finished == nil ? try? table.fragment(page: table.pageNumber) : nil
            return .success((version, table.path, table.pageNumber, finished, content))
          } catch {
            return .failure(error)
          }
        }
        switch outcome {
        case .failure(let error): return problem(error, asJSON: true)
        case .success((let version, let path, let page, let finished, let content)):
          let ended = finished.map { #", "finished": \#(JSONWriter.quoted($0))"# } ?? ""
          let pageField = page.map { #", "page": \#($0)"# } ?? ""
          let shown = content.map { #", "content": \#(JSONWriter.quoted($0))"# } ?? ""
          let answer =
            #"{"version": \#(version), "path": \#(JSONWriter.quoted(path))\#(pageField)\#(ended)\#(shown)}"#
          return respond(.ok, "application/json", answer)
        }
      }
      // A search the page showed stays shown (`/events?q=…`) while the page shows the same table.
      let asked = request.uri.queryParameters.get("q")
      let outcome: Result<(WebTable.FormAnswer, String, Int?, finished: String?), WebError> = await MainActor.run {
        do throws(WebError) {
          let answer = try table.post(form: text, token: token, query: asked)
          return .success((answer, table.path, table.pageNumber, table.finishedPage()))
        } catch {
          return .failure(error)
        }
      }
      switch outcome {
      case .failure(let error): return problem(error)
      // Without JavaScript, a refused value gets its page again with the reason under the row.
      case .success((.refused(let page), _, _, _)): return respond(.badRequest, "text/html; charset=utf-8", page)
      case .success((.applied, _, _, let finished?)): return respond(.ok, "text/html; charset=utf-8", finished)
      case .success((.applied, let path, let page, nil)):
        let address = path + (page.map { "?page=\($0)" } ?? "")
        let search = WebEvent.level(ofForm: text) == path ? asked : nil
        return redirect(to: address + PageRenderer.searchSuffix(search, first: page == nil))
      }
    }
    return router
  }

  /// A state-changing request from another site: its `Sec-Fetch-Site` says so, or — from a client that does not
  /// send it — its `Origin` names another host than the one it was sent to.
  ///
  /// A browser's `Sec-Fetch-Site` is decisive (no page can set it): the page's own form, posted without
  /// JavaScript, carries `Origin: null` because the page sends no referrer, and `same-origin` says it is ours.
  static func refuseCrossSite(_ request: Request) -> WebError? {
    let forbidden = WebError(status: 403, message: "events are accepted only from the page itself")
    if isFromAnotherSite(request) { return forbidden }
    if request.headers[.secFetchSite] != nil { return nil }
    if let origin = request.headers[.origin] {
      guard let host = request.head.authority, origin == "http://\(host)" else {
        return forbidden
      }
    }
    return nil
  }

  /// Whether a browser says the request comes from another site (`Sec-Fetch-Site`: a link or a script of another
  /// site, not the page itself or the user typing the address).
  static func isFromAnotherSite(_ request: Request) -> Bool {
    guard let site = request.headers[.secFetchSite] else { return false }
    return site != "same-origin" && site != "none"
  }

  /// A fragment or rows another site asks for: only the page's own script reads them, and reading them would
  /// move the form to the table they name.
  static func refuseForeignRead(_ request: Request) -> WebError? {
    isFromAnotherSite(request)
      ? WebError(status: 403, message: "this part of the page is read only by the page itself; open / instead") : nil
  }

  /// The page of the table at `path`. A link from another site moves nothing: it gets the root table's page, the
  /// table open staying open (a deeper path is sent to `/`).
  private static func page(of table: WebTable, at path: String, _ request: Request) async -> Response {
    let windows = request.uri.queryParameters.getAll("window")
    let page = request.uri.queryParameters.get("page", as: Int.self)
    let query = request.uri.queryParameters.get("q")
    guard isFromAnotherSite(request) else {
      return await html { try table.page(level: path, page: page, windows: windows, query: query) }
    }
    guard path == "/" else { return redirect(to: "/") }
    return await html { try table.rootPageInPlace(windows: windows, query: query) }
  }

  private static func html(_ make: @MainActor () throws -> String) async -> Response {
    let result: Result<String, WebError> = await MainActor.run {
      do { return .success(try make()) } catch { return .failure(error as? WebError ?? .badRequest("\(error)")) }
    }
    switch result {
    case .success(let markup): return respond(.ok, "text/html; charset=utf-8", markup)
    case .failure(let error): return problem(error)
    }
  }

  /// An asset named after its content: it never changes at its URL, so a browser keeps it.
  private static func asset(_ text: String, type: String) -> Response {
    var response = respond(.ok, type, text)
    response.headers[.cacheControl] = "public, max-age=31536000, immutable"
    return response
  }

  static func problem(_ error: WebError, asJSON: Bool = false) -> Response {
    let status = HTTPResponse.Status(code: error.status)
    if asJSON {
      return respond(status, "application/json", #"{"error": \#(JSONWriter.quoted(error.message))}"#)
    }
    return respond(status, "text/plain; charset=utf-8", error.message)
  }

  /// A redirect to `location` (303: the browser asks for it with GET).
  static func redirect(to location: String) -> Response {
    var response = respond(.seeOther, "text/plain; charset=utf-8", "")
    response.headers[.location] = location
    return response
  }

  static func respond(_ status: HTTPResponse.Status, _ type: String, _ body: String) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = type
    for (name, value) in securityHeaders { headers[name] = value }
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
  }
}

/// Answers 421 to a request whose `Host` is not one of the server's own names (see ``WebServer``).
struct HostCheck<Context: RequestContext>: RouterMiddleware {
  let names: Set<String>

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard let name = request.head.authority.map(Self.hostName), names.contains(name.lowercased()) else {
      return WebServer.problem(
        WebError(
          status: 421,
          message: "this server answers only to \(names.sorted().joined(separator: ", ")) (the request named "
            + "\(request.head.authority.map { "\"\($0)\"" } ?? "no host"))"))
    }
    return try await next(request, context)
  }

  /// The host name of an authority, without its port or an IPv6 address's brackets.
  static func hostName(_ authority: String) -> String {
    if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
      return String(authority[authority.index(after: authority.startIndex)..<end])
    }
    return String(authority.prefix { $0 != ":" })
  }
}

extension HTTPField.Name {
  /// The header carrying the page's token on JSON events (a form carries it as the `token` field).
  public static let tabulaToken = HTTPField.Name("X-Tabula-Token") ?? .authorization
  /// The header of a page's event that asks for the table as it is after the event in the answer (`content`).
  public static let tabulaFragment = HTTPField.Name("X-Tabula-Fragment") ?? .accept
  /// The browser's word on where a request comes from (`same-origin`, `cross-site`…).
  static let secFetchSite = HTTPField.Name("Sec-Fetch-Site") ?? .origin
  static let referrerPolicy = HTTPField.Name("Referrer-Policy") ?? .cacheControl
}
