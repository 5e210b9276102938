import Tabula

/// One piece of the scrolling table in the terminal: a section's header, its box edges, a row, its footer, or
/// the gap after it. Items are walked from an anchor, so drawing a screen never lays out the whole table.
enum ScreenItem: Hashable {
  case header(Int)
  case top(Int)
  case row(RowPath)
  case bottom(Int)
  case footer(Int)
  case gap(Int)

  var section: Int {
    switch self {
    case .header(let section), .top(let section), .bottom(let section), .footer(let section), .gap(let section): section
    case .row(let path): path.section
    }
  }

  /// Where the item sits in the table, for comparing positions.
  var order: (Int, Int, Int) {
    switch self {
    case .header(let section): (section, 0, 0)
    case .top(let section): (section, 1, 0)
    case .row(let path): (path.section, 2, path.row)
    case .bottom(let section): (section, 3, 0)
    case .footer(let section): (section, 4, 0)
    case .gap(let section): (section, 5, 0)
    }
  }

  /// Whether the item still exists for these row counts (an anchor can outlive sections an update removed).
  func exists(counts: [Int]) -> Bool {
    guard section < counts.count else { return false }
    if case .row(let path) = self { return path.row < counts[path.section] }
    return true
  }

  /// The first item of a section.
  static func first(of section: Int) -> ScreenItem { .header(section) }

  /// The item after this one, given the visible row counts; `nil` after the last section.
  func next(counts: [Int]) -> ScreenItem? {
    switch self {
    case .header(let section): return .top(section)
    case .top(let section): return counts[section] > 0 ? .row(RowPath(section, 0)) : .bottom(section)
    case .row(let path):
      return path.row + 1 < counts[path.section] ? .row(RowPath(path.section, path.row + 1)) : .bottom(path.section)
    case .bottom(let section): return .footer(section)
    case .footer(let section): return .gap(section)
    case .gap(let section): return section + 1 < counts.count ? .header(section + 1) : nil
    }
  }

  /// The item before this one; `nil` before the first section.
  func previous(counts: [Int]) -> ScreenItem? {
    switch self {
    case .header(let section): return section > 0 ? .gap(section - 1) : nil
    case .top(let section): return .header(section)
    case .row(let path): return path.row > 0 ? .row(RowPath(path.section, path.row - 1)) : .top(path.section)
    case .bottom(let section): return counts[section] > 0 ? .row(RowPath(section, counts[section] - 1)) : .top(section)
    case .footer(let section): return .bottom(section)
    case .gap(let section): return .footer(section)
    }
  }
}
