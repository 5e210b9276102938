/// What makes a section repeat (Eureka's multivalued sections, a form's arrays): its rows are items made from one
/// template row, a last row adds one, and the user deletes and reorders them. The section answers with the array
/// of its items' answers, in order: each item's value, or, when the template opens a child table of fields, the
/// object of that table's answers.
///
/// Items have the ids `<section>/<n>` (`n` counts up, and a session never gives a deleted item's number to a new
/// one); the add row
/// is `<section>/add`. The session keeps the number of items within ``minimum`` and ``maximum``: the add row is
/// hidden at the maximum, and no item can be deleted at the minimum.
public struct Repetition: Sendable, Equatable {
  /// The row each item is made from: its text, control, rules and child table.
  public var template: Row
  /// The title of the row that adds an item.
  public var addTitle: String
  /// The fewest items the section holds (the section starts with that many).
  public var minimum: Int
  /// The most items the section holds, if it has a limit.
  public var maximum: Int?
  /// Whether the user may reorder the items.
  public var isReorderable: Bool
  /// Whether the user may delete items (down to the ``minimum``).
  public var itemsAreDeletable = true
  /// How the add row adds an item.
  public var adding = Adding.button

  /// How the add row of a repeating section adds an item.
  public enum Adding: Sendable, Equatable {
    /// A button adding an item as the template makes it.
    case button
    /// A text field: the text typed in it becomes a new item's text, and the field is emptied
    /// (InAppSettingsKit's list groups).
    case field(placeholder: String?)
    /// No add row: the items are the answers' (an InAppSettingsKit list group without an `AddSpecifier`).
    case never
  }

  /// Creates a repetition.
  ///
  /// - Parameters:
  ///   - template: the row each item is made from.
  ///   - addTitle: the title of the row that adds an item.
  ///   - minimum: the fewest items; the section starts with that many.
  ///   - maximum: the most items, if there is a limit.
  ///   - isReorderable: whether the user may reorder the items.
  public init(
    of template: some RowConvertible, addTitle: String = "Add", minimum: Int = 0, maximum: Int? = nil,
    isReorderable: Bool = true
  ) {
    self.template = template.row
    self.addTitle = addTitle
    self.minimum = minimum
    self.maximum = maximum
    self.isReorderable = isReorderable
  }

  /// The id of the add row of the section `sectionID`.
  public static func addRowID(inSection sectionID: String) -> String { "\(sectionID)/add" }

  /// Item `number` of the section `sectionID`: the template with the item's id, deletable and movable.
  func item(number: Int, inSection sectionID: String) -> Row {
    var row = template
    row.id = "\(sectionID)/\(number)"
    row.isDeletable = itemsAreDeletable
    row.isMovable = isReorderable
    return row
  }

  /// Whether `row` of the section `sectionID` is one of its items (not the add row).
  func isItem(_ row: Row, inSection sectionID: String) -> Bool {
    row.id.hasPrefix(sectionID + "/") && row.id != Self.addRowID(inSection: sectionID)
  }

  /// The rows of the section `sectionID` holding `items`, then the add row (hidden at the maximum), if it has one.
  func rows(items: [Row], inSection sectionID: String) -> [Row] {
    let control: Control
    switch adding {
    case .button: control = .button(role: .normal)
    case .field(let placeholder): control = .textField(text: "", placeholder: placeholder ?? addTitle, secure: false)
    case .never: return items
    }
    var add = Row(addTitle, id: Self.addRowID(inSection: sectionID), control: control)
    add.visibility = items.count < (maximum ?? .max) ? .visible : .hidden
    return items + [add]
  }

  /// The rows of a section starting with `count` new items.
  func rows(count: Int, inSection sectionID: String) -> [Row] {
    rows(items: (0..<count).map { item(number: $0, inSection: sectionID) }, inSection: sectionID)
  }

  /// The number the next item of `rows` takes: one more than the highest.
  func nextNumber(after rows: [Row], inSection sectionID: String) -> Int {
    let numbers = rows.compactMap { row in
      isItem(row, inSection: sectionID) ? Int(row.id.dropFirst(sectionID.count + 1)) : nil
    }
    return (numbers.max() ?? -1) + 1
  }

  /// The limit `count` items would break, said as `at most 3 items`; `nil` when they are within the limits.
  func brokenLimit(_ count: Int) -> String? {
    func items(_ number: Int) -> String { number == 1 ? "1 item" : "\(number) items" }
    if count < minimum { return "at least \(items(minimum))" }
    if let maximum, count > maximum { return "at most \(items(maximum))" }
    return nil
  }
}

extension Section {
  /// Creates a repeating section (see ``Repetition``) starting with its minimum of items.
  ///
  /// ```swift
  /// Section("Phone numbers", id: "phones", repeating: Repetition(of: TextFieldRow("Phone"), addTitle: "Add a number"))
  /// ```
  ///
  /// - Parameters:
  ///   - header: text above the section.
  ///   - id: the section's id, which its items' ids and its answer's key are made from.
  ///   - footer: text below the section.
  ///   - repetition: the template row and the limits.
  public init(_ header: String? = nil, id: String, footer: String? = nil, repeating repetition: Repetition) {
    self.init(
      header, id: id, footer: footer, rows: repetition.rows(count: max(repetition.minimum, 0), inSection: id))
    self.repetition = repetition
  }

  /// The section as messages name it: its header, else its id, quoted.
  var nameInMessages: String { "\"\(header ?? id)\"" }

  /// The number of items of a repeating section, counted without reading them: its rows but the add row, which
  /// is kept last.
  var itemCount: Int {
    rows.last?.id == Repetition.addRowID(inSection: id) ? rows.count - 1 : rows.count
  }

  /// The items of a repeating section (its rows without the add row); empty for any other section.
  public var items: [Row] {
    guard let repetition else { return [] }
    return rows.filter { repetition.isItem($0, inSection: id) }
  }
}

/// How many rows repeating sections make, multiplied out through their items' child tables: what a table makes a
/// session build, check and answer. Counted from the templates, never by walking the items, so counting is linear
/// in the description however the repeats nest.
extension Table {
  /// The most rows the repeating sections of a table and of its child tables may hold together, their items'
  /// child tables included: a definition of a few bytes can otherwise ask for millions (`min: 1000000`, or
  /// repeats nested 40 deep with `min: 2`).
  public static let largestRepeatedRowCount = 100_000

  /// The rows the repeating sections hold, multiplied out; saturates at `Int.max`. Child tables deeper than
  /// ``maximumChildDepth`` are not followed (such a table is refused for its depth), so no nesting exhausts the
  /// stack.
  var repeatedRowCount: Int { repeatedRowCount(depth: 0) }

  private func repeatedRowCount(depth: Int) -> Int {
    guard depth <= Self.maximumChildDepth else { return 0 }
    var count = 0
    for section in sections {
      if let repetition = section.repetition {
        count = Self.add(count, Self.times(section.itemCount, repetition.template.rowCountWithChildren(depth: depth)))
      } else {
        for row in section.rows where row.hasExtras {
          if let child = row.child { count = Self.add(count, child.repeatedRowCount(depth: depth + 1)) }
        }
      }
    }
    return count
  }

  /// Every row the table stands for: its own, its child tables', and its repeating sections' multiplied out.
  func rowCountWithChildren(depth: Int = 0) -> Int {
    guard depth <= Self.maximumChildDepth else { return 0 }
    var count = 0
    for section in sections {
      if let repetition = section.repetition {
        let items = Self.times(section.itemCount, repetition.template.rowCountWithChildren(depth: depth))
        count = Self.add(count, Self.add(items, 1))
      } else {
        for row in section.rows { count = Self.add(count, row.rowCountWithChildren(depth: depth)) }
      }
    }
    return count
  }

  static func add(_ lhs: Int, _ rhs: Int) -> Int {
    let (sum, overflow) = lhs.addingReportingOverflow(rhs)
    return overflow ? .max : sum
  }

  static func times(_ lhs: Int, _ rhs: Int) -> Int {
    let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
    return overflow ? .max : product
  }
}

extension Row {
  /// The row and every row its child table stands for, the row `depth` tables deep.
  func rowCountWithChildren(depth: Int = 0) -> Int {
    Table.add(1, hasExtras ? child?.rowCountWithChildren(depth: depth + 1) ?? 0 : 0)
  }
}
