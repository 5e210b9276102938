import Tabula

/// An InAppSettingsKit list group (`IASKListGroupSpecifier`) as a section: one text field per item, with the ids
/// `<key>/0`, `<key>/1`, … in order, and a last row that adds one (`<key>/add`). The items are stored as an array
/// of texts under the key.
public struct ListGroup: Sendable, Hashable {
  /// The preference's key: the section's id.
  public var key: String
  /// Whether the user may delete items (`Deletable`; no when it is missing, as InAppSettingsKit reads it).
  public var deletable: Bool
  /// Whether the items are texts, stored under the key (other items are shown only).
  public var storesText: Bool

  /// The id of the row that adds an item.
  public var addRowID: String { "\(key)/add" }
  /// The name of the action the add row runs (bound by `SettingsBundle.connect(_:to:onProblem:onSaveFailure:)`).
  public var addAction: String { "add:\(key)" }

  /// The row of item number `number`, showing `text`.
  public func itemRow(_ text: String, number: Int) -> Row {
    var row =
      storesText
      ? Row("", id: "\(key)/\(number)", control: .textField(text: text, placeholder: nil, secure: false))
      : Row(text, id: "\(key)/\(number)")
    row.isDeletable = deletable
    return row
  }

  /// The row that adds an item: a text field whose text becomes the new item, or a button adding an empty one.
  func addRow(title: String, placeholder: String?, isTextField: Bool) -> Row {
    var row: Row
    if isTextField {
      row = Row(title, id: addRowID, control: .textField(text: "", placeholder: placeholder ?? title, secure: false))
      row.onChange = Action(named: addAction)
    } else {
      row = Row(title.isEmpty ? "Add" : title, id: addRowID, control: .button(role: .normal))
      row.onSelect = Action(named: addAction)
    }
    return row
  }

  /// The item number of a row id of this list, if it is one.
  func number(ofRow id: String) -> Int? {
    guard id.hasPrefix(key + "/") else { return nil }
    return Int(id.dropFirst(key.count + 1))
  }

  /// The items as stored, from the list's answers (by row id): the texts in order.
  func stored(fromAnswers members: [String: DefinitionValue]) -> DefinitionValue {
    let items = members.compactMap { id, value in number(ofRow: id).map { ($0, value) } }.sorted { $0.0 < $1.0 }
    return .array(items.map(\.1))
  }

  /// The section's rows for stored `items`, the add row kept.
  func rows(for items: [DefinitionValue], replacing rows: [Row]) -> [Row] {
    let texts = items.map { item in
      if case .string(let text) = item { text } else { item.jsonText.trimmingWhitespace }
    }
    return texts.enumerated().map { itemRow($1, number: $0) } + rows.filter { $0.id == addRowID }
  }
}

extension ListGroup {
  /// Recognizes a list group of texts as the bundle reader makes it: a section with an id whose rows are text
  /// fields `<id>/<n>` (all deletable or none) and at most an add row `<id>/add` (an empty section with an id is an
  /// empty list).
  init?(recognizing section: Section) {
    guard section.hasExplicitID else { return nil }
    self.init(key: section.id, deletable: section.rows.first?.isDeletable ?? false, storesText: true)
    for row in section.rows {
      if row.id == addRowID { continue }
      guard number(ofRow: row.id) != nil, case .textField? = row.control, row.isDeletable == deletable else {
        return nil
      }
    }
  }
}
