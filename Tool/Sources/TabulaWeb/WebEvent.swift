import Foundation
@_spi(TabulaInternal) import Tabula

/// An event as the page posts it: `event`, `row` (or `rowEncoded`, the id percent-encoded), `value`, and `level` —
/// the path of the table the page shows — from a form or JSON.
struct WebEvent {
  var name: String
  var row: String?
  var value: DefinitionValue?
  /// The URL path of the table the event is meant for (see ``WebTable/path``): every event names one, so none
  /// applies to whatever table a request from elsewhere left open.
  var level: String
  /// The page (from 1) the event's tab shows, in a form of pages.
  var page: Int?

  /// An event made by the server (see ``PageForm``).
  init(name: String, row: String?, value: DefinitionValue?, level: String, page: Int?) {
    self.name = name
    self.row = row
    self.value = value
    self.level = level
    self.page = page
  }

  /// The events of a form post (`application/x-www-form-urlencoded`): the page's one form (see ``PageForm``), or
  /// one event's fields (`event`, `row`, `value`, `level`, `page`).
  static func events(form body: String) throws(WebError) -> (events: [WebEvent], token: String?) {
    let pairs = try formFields(body)
    let fields = Dictionary(pairs, uniquingKeysWith: { _, last in last })
    // The page's form, a button pressed or not (a browser may send its fields without the default button).
    guard fields[PageForm.pressedField] != nil || pairs.contains(where: { $0.name.hasPrefix("set.") }) else {
      return ([try WebEvent(form: fields)], fields["token"])
    }
    guard let level = fields["level"] else { throw missingLevel }
    let events = try PageForm.events(pairs, level: level, page: try fields["page"].map(pageNumber))
    return (events, fields["token"])
  }

  /// The table a form post came from (its `level` field), if it says.
  static func level(ofForm body: String) -> String? {
    (try? formFields(body))?.last { $0.name == "level" }?.value
  }

  /// The fields of one event's form post.
  init(form fields: [String: String]) throws(WebError) {
    guard let name = fields["event"] else { throw .badRequest("the event is missing (a field named \"event\")") }
    self.name = name
    if let encoded = fields["rowEncoded"], fields["row"] == nil {
      self.row = try Self.decodedRow(encoded)
    } else {
      self.row = fields["row"]
    }
    self.value = fields["value"].map(DefinitionValue.string)
    guard let level = fields["level"] else { throw Self.missingLevel }
    self.level = level
    self.page = try fields["page"].map(Self.pageNumber)
  }

  /// A page that is not a number.
  static let badPage = WebError.badRequest(#""page" must be a whole number (the page the tab shows, from 1)"#)

  /// The page a field's text names.
  private static func pageNumber(_ text: String) throws(WebError) -> Int {
    guard let page = Int(text) else { throw badPage }
    return page
  }

  /// An event that does not say which table it is for.
  static let missingLevel = WebError.badRequest(
    #"the event needs "level": the path of the table the page shows, such as "/" or "/t/general""#)

  /// A JSON object: `{"event": "setValue", "row": "volume", "value": 0.5}`.
  init(json text: String) throws(WebError) {
    let parsed: DefinitionValue
    do {
      parsed = try DefinitionValue(json: text)
    } catch {
      throw .badRequest("the body is not JSON: \(error.issues.map(\.description).joined(separator: "; "))")
    }
    guard case .object(let members) = parsed else {
      throw .badRequest("expected a JSON object, such as {\"event\": \"select\", \"row\": \"wifi\"}")
    }
    guard case .string(let name)? = members["event"] else {
      throw .badRequest("the event is missing (a string named \"event\")")
    }
    self.name = name
    switch (members["row"], members["rowEncoded"]) {
    case (.string(let row)?, _): self.row = row
    case (nil, .string(let encoded)?): self.row = try Self.decodedRow(encoded)
    case (nil, nil): self.row = nil
    default: throw .badRequest("\"row\" must be a string (a row's id)")
    }
    self.value = members["value"]
    switch members["level"] {
    case .string(let level)?: self.level = level
    case nil: throw Self.missingLevel
    default: throw .badRequest("\"level\" must be a string (the path of the table the page shows)")
    }
    switch members["page"] {
    case .number(let number)?:
      guard number.rounded() == number, abs(number) < 1e9 else { throw Self.badPage }
      self.page = Int(number)
    case .string(let text)?: self.page = try Self.pageNumber(text)
    case nil: self.page = nil
    default: throw Self.badPage
    }
  }

  static let names = ["select", "setValue", "leave", "delete", "action", "move", "back", "submit", "cancel", "open"]

  /// The session event this stands for, its value checked against the row's control.
  @MainActor func tableEvent(in session: TableSession) throws(WebError) -> TableEvent {
    func rowID() throws(WebError) -> String {
      guard let row else { throw .badRequest("the event \"\(name)\" needs a row") }
      return row
    }
    switch name {
    case "select": return .select(rowID: try rowID())
    case "leave": return .leave(rowID: try rowID())
    case "delete": return .delete(rowID: try rowID())
    case "action":
      guard case .string(let action)? = value else {
        throw .badRequest("the event \"action\" takes the action's id as its value")
      }
      return .runAction(rowID: try rowID(), actionID: action)
    case "move":
      // One place up or down among the rows shown: before the row above, or after the row below.
      let id = try rowID()
      guard let path = session.screen.visiblePath(ofRow: id) else {
        throw WebError(status: 404, message: "row \"\(id)\" is not shown")
      }
      switch value {
      case .string("up")?: return .move(rowID: id, to: .visible(RowPath(path.section, max(path.row - 1, 0))))
      case .string("down")?: return .move(rowID: id, to: .visible(RowPath(path.section, path.row + 1)))
      default: throw .badRequest("\"move\" takes the value \"up\" or \"down\"")
      }
    case "back": return .back
    case "submit": return .submit(buttonID: row)
    case "cancel": return .cancel(buttonID: row)
    case "setValue":
      let id = try rowID()
      let row: Row
      do {
        row = try session.row(withID: id)
      } catch {
        throw WebError(status: 404, message: error.message)
      }
      guard let control = row.control, control.value != nil else {
        throw .badRequest("row \"\(id)\" has no value to set")
      }
      let value: ControlValue?
      switch self.value {
      case .string(let text)?: value = control.value(fromTyped: text)
      case .bool(let flag)?: value = .bool(flag)
      case .number(let number)?: value = .number(number)
      case .null? where control.takesTypedText: value = .text("")
      default: value = nil
      }
      guard let value else { throw .badRequest("row \"\(id)\" takes \(control.expectation)") }
      return .setValue(rowID: id, value: value)
    default:
      let hint = Suggestion.closest(to: name, among: Self.names).map { " (did you mean \"\($0)\"?)" } ?? ""
      throw .badRequest("unknown event \"\(name)\"\(hint); events: \(Self.names.joined(separator: ", "))")
    }
  }

  /// A row id as `rowEncoded` carries it: percent-encoded UTF-8.
  static func decodedRow(_ encoded: String) throws(WebError) -> String {
    guard let id = encoded.removingPercentEncoding else {
      throw .badRequest("\"rowEncoded\" must be a percent-encoded row id")
    }
    return id
  }

  /// Decodes `a=1&b=two+words` (percent-escapes and `+` for space), in order.
  ///
  /// - Throws: 400 for an escape that is broken or not UTF-8 (`%FF`), which was read as its raw text.
  static func formFields(_ body: String) throws(WebError) -> [(name: String, value: String)] {
    var fields: [(name: String, value: String)] = []
    for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      func decode(_ text: Substring) throws(WebError) -> String {
        guard let decoded = text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding else {
          throw .badRequest("the form field \"\(parts[0].prefix(40))\" holds a broken or non-UTF-8 escape")
        }
        return decoded
      }
      fields.append((try decode(parts[0]), parts.count > 1 ? try decode(parts[1]) : ""))
    }
    return fields
  }
}
