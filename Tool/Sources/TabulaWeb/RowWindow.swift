import Foundation

/// The rows of a long section a page holds, as a page names them in a query: `window=<section id>:<from>:<to>`
/// (the id percent-encoded). A page sends the windows it holds when it refreshes, so new content keeps the rows
/// the reader is looking at.
struct RowWindow: Equatable {
  /// The section's id.
  let sectionID: String
  /// The visible rows held.
  let rows: Range<Int>

  /// The window as a query value.
  var query: String {
    let id = sectionID.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? sectionID
    return "\(id):\(rows.lowerBound):\(rows.upperBound)"
  }

  /// Reads a query value (already percent-decoded, so the id is everything before the last two colons).
  init(query value: String) throws(WebError) {
    let parts = value.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let from = Int(parts[parts.count - 2]), let to = Int(parts[parts.count - 1]),
      from >= 0, to >= from
    else {
      throw .badRequest("a window is SECTION:FROM:TO with 0 ≤ FROM ≤ TO, not \"\(value)\"")
    }
    self.init(sectionID: parts.dropLast(2).joined(separator: ":"), rows: from..<to)
  }

  /// A window of `rows` in the section `sectionID`.
  init(sectionID: String, rows: Range<Int>) {
    self.sectionID = sectionID
    self.rows = rows
  }

  /// The windows named by a request's `window` values, by section id.
  static func windows(_ values: [String]) throws(WebError) -> [String: Range<Int>] {
    var windows: [String: Range<Int>] = [:]
    for value in values.prefix(64) {
      let window = try RowWindow(query: value)
      windows[window.sectionID] = window.rows
    }
    return windows
  }
}
