import Tabula
import Testing

/// What a session's root table must show, worked out from what the test knows — the declared table, the live
/// values, the masks the test's own events set, the data sources it bound — without any of the session's
/// visibility code (its indexes, `Table.visibleProjection`, `Visibility.hides`, `Condition.holds`): the oracle of
/// the session property test. It reads the conditions the test generates: a row is on, or it is not.
struct VisibilityOracle {
  /// A visible section: its id and the ids of its visible rows, in order.
  struct Shown: Equatable, CustomStringConvertible {
    var section: String
    var rows: [String]

    var description: String { "\(section): \(rows.joined(separator: " "))" }
  }

  /// Rows hidden (`true`) or shown (`false`) by the test's events, by id.
  private(set) var rowMasks: [String: Bool] = [:]
  /// Sections hidden or shown by the test's events, by id.
  private(set) var sectionMasks: [String: Bool] = [:]

  /// The sections and rows on screen.
  func screen(of table: Table, values: [String: ControlValue], sources: [String: any RowSource]) -> [Shown] {
    var shown: [Shown] = []
    for section in table.sections {
      let sectionHidden = sectionMasks[section.id] ?? hides(section.visibility, values)
      if sectionHidden { continue }
      if let name = section.source, let source = sources[name] {
        shown.append(Shown(section: section.id, rows: (0..<source.count).map { source.id(at: $0) }))
        continue
      }
      let rows = section.rows.filter { row in !(rowMasks[row.id] ?? hides(row.visibility, values)) }
      shown.append(Shown(section: section.id, rows: rows.map(\.id)))
    }
    return shown
  }

  /// Records a row hidden, shown, or left to its definition (`nil`).
  mutating func mask(row id: String, hidden: Bool?) { rowMasks[id] = hidden }

  /// Records a section hidden, shown, or left to its definition (`nil`).
  mutating func mask(section id: String, hidden: Bool?) { sectionMasks[id] = hidden }

  /// Forgets the masks of rows and sections the table no longer has (a row deleted, or removed by an update, does
  /// not come back hidden when a row of the same id is added).
  mutating func forgetMissing(from table: Table) {
    let sectionIDs = Set(table.sections.map(\.id))
    let rowIDs = Set(table.sections.filter { $0.source == nil }.flatMap { $0.rows.map(\.id) })
    rowMasks = rowMasks.filter { rowIDs.contains($0.key) }
    sectionMasks = sectionMasks.filter { sectionIDs.contains($0.key) }
  }

  private func hides(_ visibility: Visibility, _ values: [String: ControlValue]) -> Bool {
    switch visibility {
    case .visible: return false
    case .hidden: return true
    case .hiddenWhen(let condition): return holds(condition.expression, values)
    }
  }

  private func holds(_ expression: Condition.Expression, _ values: [String: ControlValue]) -> Bool {
    switch expression {
    case .constant(let value): return value
    case .isOn(let id): return values[id] == .bool(true)
    case .not(let inner): return !holds(inner, values)
    default:
      Issue.record("the oracle does not read \(expression); the driver should not generate it")
      return false
    }
  }
}
