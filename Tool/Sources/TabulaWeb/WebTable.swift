import Foundation
@_spi(TabulaInternal) import Tabula

/// The web page's state around one ``TableSession``: the secret token forms must carry, the version the page
/// shows, and the update streams of the open pages. Everything here runs on the main actor, where the session is.
@MainActor
public final class WebTable {
  /// The session the page shows and changes.
  public let session: TableSession
  /// A per-server secret: a state-changing request without it is refused (403).
  public let token: String
  /// Names this server among its restarts, in each update stream's first message: a page that reconnects to
  /// another instance reloads.
  public let instance = UUID().uuidString
  /// Counts the session's changes; each update carries it, so a page that missed one knows to refresh whole.
  public private(set) var version = 0
  /// What went wrong outside the session that the page shows until it is cleared: a live list's database that
  /// cannot be read, a delete it refused.
  public private(set) var problem: String?
  /// How many problems have been reported, so an event knows whether one came while it ran.
  private var problemsReported = 0
  /// Whether the session is being turned to the page a request's tab shows, which no other page is told of.
  private var quiet = false

  /// The open update streams, each with the address of the client it serves.
  private var streams: [UUID: (client: String, continuation: AsyncStream<String>.Continuation)] = [:]
  private var subscription: Subscription?

  /// The most updates a slow page may have waiting; older ones are dropped and the page refreshes whole.
  static let streamBuffer = 32

  /// How often every update stream hears that the server is there, changes or not: a page that hears nothing for
  /// three of these says it is not connected (a stopped server keeps its connections open, silent).
  public static let heartbeatInterval = Duration.seconds(2)

  /// Creates the page state for `session`.
  public init(session: TableSession) {
    self.session = session
    var generator = SystemRandomNumberGenerator()
    token = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
    subscription = session.observe { [weak self] change in self?.changed(change) }
    Task { [weak self] in
      while true {
        try? await Task.sleep(for: Self.heartbeatInterval)
        guard let self else { return }
        for stream in streams.values { stream.continuation.yield("event: heartbeat\ndata: \(version)\n\n") }
      }
    }
  }

  /// The page of the table at `level` (a URL path, see ``path``; nil for the table open); once the form has
  /// ended, the page that says how (``finishedPage()``).
  ///
  /// - Parameters:
  ///   - windows: the `window` values of the request (`<section id>:<from>:<to>`): which rows of each long section
  ///     to show; the first rows of those not named.
  ///   - query: the search typed in the page's search field (`q`): only the rows matching it are shown.
  /// - Throws: 404 for a level that is not a table's.
  public func page(
    level: String? = nil, page: Int? = nil, windows: [String] = [], query: String? = nil
  ) throws(WebError) -> String {
    if let finished = finishedPage() { return finished }
    try open(level, page: page)
    return try renderer(windows: windows, query: query).page().markup
  }

  /// The page of the root table, the table open now staying open: what a link from another site gets, which may
  /// show the form but not move it.
  public func rootPageInPlace(windows: [String] = [], query: String? = nil) throws(WebError) -> String {
    if let finished = finishedPage() { return finished }
    let place = session.pushedRowIDs
    guard !place.isEmpty else { return try renderer(windows: windows, query: query).page().markup }
    try navigate(to: [])
    defer { try? navigate(to: place) }
    return try renderer(windows: windows, query: query).page().markup
  }

  /// The changing part of the page at `level`, for a refresh (once the form has ended, what replaces the table);
  /// the parameters as for ``page(level:page:windows:query:)``.
  public func fragment(
    level: String? = nil, page: Int? = nil, windows: [String] = [], query: String? = nil
  ) throws(WebError) -> String {
    if let finished = finishedContent() { return finished }
    try open(level, page: page)
    return try renderer(windows: windows, query: query).content().markup
  }

  /// Rows `from..<to` of a long section of the table at `level`, as list items (virtual scrolling); at most 200
  /// rows, `to` defaults to `from` + 50.
  public func rows(
    level: String? = nil, page: Int? = nil, section: Int, from: Int, to: Int? = nil, query: String? = nil
  ) throws(WebError) -> String {
    try open(level, page: page)
    let renderer = try renderer(windows: [], query: query)
    let counts = renderer.screen.rowCounts
    guard counts.indices.contains(section), from >= 0, from <= counts[section] else {
      throw WebError(status: 404, message: "no rows from \(from) in section \(section)")
    }
    let asked = to ?? from + PageRenderer.windowSize
    guard asked >= from else { throw .badRequest("rows end before they start (from \(from), to \(asked))") }
    let end = min(counts[section], asked, from + PageRenderer.largestWindow)
    return HTML.group(renderer.rows(inSection: section, from: from, to: end)).markup
  }

  /// The options of the `datalist` of row `row`'s text field at `level` for the text `typed`: what the session
  /// suggests (a provider's suggestions follow what is typed).
  public func suggestions(level: String? = nil, page: Int? = nil, row: String, typed: String) throws(WebError)
    -> String
  {
    try open(level, page: page)
    guard let suggestions = try? session.suggestions(forRow: row, typed: typed) else {
      throw WebError(status: 404, message: "no row \"\(row.prefix(80))\" here")
    }
    return PageRenderer.suggestionOptions(suggestions).markup
  }

  /// The URL path of the table open now (the last a page asked for, or one an event opened): `/` at the root,
  /// `/t/<id>/<id>` for child tables.
  public var path: String {
    session.pushedRowIDs.isEmpty
      ? "/"
      : "/t/"
        + session.pushedRowIDs.map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0 }
        .joined(separator: "/")
  }

  /// The row ids a URL path names, from the root: `/` none, `/t/a/b` a then b (percent-escapes decoded).
  ///
  /// - Throws: 404 for a path that is not a table's.
  public static func rowIDs(inPath path: String) throws(WebError) -> [String] {
    guard path != "/" else { return [] }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    guard parts.first == "t", parts.count > 1 else { throw WebError(status: 404, message: "no table at \(path)") }
    return parts.dropFirst().map { String($0).removingPercentEncoding ?? String($0) }
  }

  /// Opens the table at a URL path: each page shows the table of its own URL, so the session's navigation stack
  /// follows whichever page asks (pushes and pops are not broadcast; no page follows another's navigation).
  ///
  /// A path that does not lead to a table (a row that is not there, or opens nothing) is a 404, and the table
  /// open before stays.
  public func navigate(to ids: [String]) throws(WebError) {
    do {
      try session.handle(.open(path: ids))
    } catch {
      throw WebError(status: 404, message: error.message)
    }
  }

  /// Opens the table at `level` and, in a form of pages, the page `page` (from 1) the request's tab shows: pages,
  /// like navigation, belong to each tab, so a Next in one tab turns no other. Turning back is always allowed;
  /// turning on stops at the first page that is not valid now. The turn is told to no page.
  private func open(_ level: String?, page: Int? = nil) throws(WebError) {
    if let level { try navigate(to: Self.rowIDs(inPath: level)) }
    guard let page, let position = session.page, (1...position.count).contains(page) else { return }
    quiet = true
    defer { quiet = false }
    while let shown = session.page?.index, shown > page - 1, (try? session.handle(.previousPage)) != nil {}
    while let shown = session.page?.index, shown < page - 1, (try? session.handle(.nextPage)) != nil,
      session.page?.index != shown
    {}
  }

  /// The page (from 1) of the table open now, when its form is split into pages.
  public var pageNumber: Int? { session.page.map { $0.index + 1 } }

  /// Carries out an event posted as JSON on the table its `level` names, after checking the page's token. A
  /// `select` may open another table: ``path`` says which is open after.
  ///
  /// - Returns: the version after the event.
  public func post(json body: String, token: String?) throws(WebError) -> Int {
    let event = try WebEvent(json: body)
    try check(token)
    try open(event.level, page: event.page)
    try apply(event)
    return version
  }

  /// What a form post (without JavaScript) gets: the version after its events, or — when a value it sent was
  /// refused — the page again, the reason under each refused row and the text typed kept in its field.
  public enum FormAnswer: Equatable, Sendable {
    /// Every event was carried out.
    case applied(version: Int)
    /// The page again, saying what was refused; the pressed button did nothing.
    case refused(page: String)
  }

  /// Carries out a form post: the page's one form (each field the person changed, then the button pressed; see
  /// ``PageForm``) or one event's fields. The button waits for the fields: if one is refused, it does nothing.
  public func post(form body: String, token given: String?, query: String? = nil) throws(WebError) -> FormAnswer {
    let (events, token) = try WebEvent.events(form: body)
    try check(given ?? token)
    guard let first = events.first else { return .applied(version: version) }
    try open(first.level, page: first.page)
    var refused: [String: String] = [:]
    var typed: [String: String] = [:]
    for event in events where refused.isEmpty || event.name == "setValue" {
      do {
        try apply(event)
      } catch let error where error.status == 400 || (error.status == 404 && event.name == "setValue") {
        guard let row = event.row else { throw error }
        refused[row] = error.message
        if event.name == "setValue", case .string(let text)? = event.value { typed[row] = text }
      }
    }
    guard !refused.isEmpty else { return .applied(version: version) }
    guard finishedPage() == nil else { throw WebError(status: 400, message: refused.values.sorted()[0]) }
    var renderer = try renderer(windows: [], query: query)
    renderer.refused = refused
    renderer.typed = typed
    // A refusal for a row the page does not show (another tab deleted it) is said at the top.
    let unshown = refused.keys.sorted().filter { session.screen.visiblePath(ofRow: $0) == nil }
    if !unshown.isEmpty {
      let said = unshown.map { "Not saved: \(refused[$0] ?? "")" }.joined(separator: " ")
      renderer.problem = [problem, said].compactMap { $0 }.joined(separator: " ")
    }
    return .refused(page: renderer.page().markup)
  }

  private func check(_ token: String?) throws(WebError) {
    guard token == self.token else {
      throw WebError(status: 403, message: "the request does not carry this page's token")
    }
  }

  /// Carries out one event on the table open.
  private func apply(_ event: WebEvent) throws(WebError) {
    if event.name == "open" {
      guard case .string(let target)? = event.value else {
        throw .badRequest("the event \"open\" needs a value: the path of a table, such as \"/t/general\"")
      }
      try navigate(to: Self.rowIDs(inPath: target))
      return
    }
    let reportedBefore = problemsReported
    do {
      try session.handle(event.tableEvent(in: session))
    } catch let error as WebError {
      throw error
    } catch let error as SessionError {
      throw WebError(
        status: error.kind == .unknownRow || error.kind == .unknownSection ? 404 : 400, message: error.message)
    } catch {
      throw .badRequest("\(error)")
    }
    if problemsReported > reportedBefore, let problem { throw WebError(status: 500, message: problem) }
  }

  /// A page's update stream: Server-Sent Events, each `id: version` and `data: {"version": …, "change": …}`.
  public struct Updates: Sendable {
    /// The events, from a `hello` with the current version on.
    public let events: AsyncStream<String>
    /// Ends the events and forgets the stream: call it when the page goes away.
    public let end: @Sendable () -> Void
  }

  /// The most update streams one client (an address; every loopback address is one client) may hold open unless
  /// told otherwise: one per page it shows. Each holds a connection, so without a limit a client could take every
  /// descriptor the server has.
  public nonisolated static let defaultStreamsPerClient = 32

  /// The most update streams one client may hold open (`tabula serve --pages-per-client`).
  public var streamsPerClient = defaultStreamsPerClient

  /// The most update streams all clients together may hold open; `tabula serve` makes it half the connections it
  /// accepts, so a request always finds a connection.
  public var streamLimit = 512

  /// A new update stream for a page shown by `client` (its address; one name for all when unknown).
  ///
  /// - Throws: 503 when the client already holds ``streamsPerClient`` streams.
  public func updates(client: String = "") throws(WebError) -> Updates {
    guard !updatesEnded else { throw WebError(status: 503, message: "the server is stopping") }
    guard streams.values.count(where: { $0.client == client }) < streamsPerClient else {
      throw WebError(
        status: 503,
        message: "\(streamsPerClient) pages of this address already listen for updates; close one and reload")
    }
    guard streams.count < streamLimit else {
      throw WebError(
        status: 503, message: "\(streamLimit) pages already listen for updates, the most this server holds; close one")
    }
    let id = UUID()
    let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(Self.streamBuffer))
    continuation.onTermination = { [weak self] _ in Task { @MainActor in self?.streams[id] = nil } }
    streams[id] = (client, continuation)
    continuation.yield(Self.message(version: version, change: #"{"kind": "hello", "instance": "\#(instance)"}"#))
    return Updates(events: stream, end: { continuation.finish() })
  }

  /// The page shown once the form has ended: what happened, and that the page may be closed.
  public func finishedPage() -> String? {
    session.outcome.map {
      PageRenderer.finished($0, title: session.rootTable.title, language: session.rootTable.locale).markup
    }
  }

  /// What replaces the table on an open page once the form has ended (``finishedPage()``'s body).
  public func finishedContent() -> String? {
    session.outcome.map { PageRenderer.finishedContent($0, title: session.rootTable.title).markup }
  }

  /// Shows `problem` on every page (nil clears it). A problem reported while an event runs fails the event: its
  /// request gets the message with status 500.
  public func report(_ problem: String?) {
    problemsReported += 1
    self.problem = problem
    broadcast(#"{"kind": "problem"}"#)
  }

  /// Ends every page's update stream after what it has been sent (the server is stopping): each response finishes
  /// writing, so no message already broadcast is lost.
  /// A page that asks for a stream after this is told the server is stopping (503): nothing would end it.
  public func endUpdates() {
    updatesEnded = true
    for stream in streams.values { stream.continuation.finish() }
  }

  /// Whether the streams have ended for good (``endUpdates()``).
  private var updatesEnded = false

  /// How many pages listen for updates.
  public var listeners: Int { streams.count }

  private func renderer(windows: [String], query: String?) throws(WebError) -> PageRenderer {
    if let query, query.utf8.count > Self.longestQuery {
      throw .badRequest("a search is at most \(Self.longestQuery) bytes, not \(query.utf8.count)")
    }
    return PageRenderer(
      session: session, screen: session.screen.matching(query ?? ""), token: token, version: version, path: path,
      windows: try RowWindow.windows(windows), problem: problem)
  }

  /// The longest search a page may send, in bytes.
  static let longestQuery = 1000

  private func changed(_ change: TableSession.Change) {
    let description: String
    switch change {
    case .updated where quiet: return  // a page turned for one tab's request
    case .updated(let changeset):
      description = #"{"kind": "updated", "changeset": "# + changeset.jsonDescription() + "}"
    case .pushed, .popped: return  // each page's navigation is its own (its URL)
    case .changedOffScreen: description = #"{"kind": "elsewhere"}"#  // a table another page may show
    case .finished:
      // Every open page shows that the form has ended before the server stops: each stream ends after that message,
      // so its response finishes writing what it holds rather than being cut off by the shutdown.
      broadcast(#"{"kind": "finished", "content": \#(JSONWriter.quoted(finishedContent() ?? ""))}"#)
      endUpdates()
      return
    }
    broadcast(description)
  }

  /// Counts a change and tells every page listening.
  private func broadcast(_ change: String) {
    version += 1
    let message = Self.message(version: version, change: change)
    for stream in streams.values { stream.continuation.yield(message) }
  }

  private static func message(version: Int, change: String) -> String {
    let data = #"{"version": \#(version), "change": \#(change)}"#.replacingOccurrences(of: "\n", with: " ")
    return "id: \(version)\ndata: \(data)\n\n"
  }
}
