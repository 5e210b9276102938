#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// Validation as a person sees and hears it: a row's errors under its section (as iOS Settings puts notes in
  /// footers), said by VoiceOver when they appear, and a failed submit scrolling to the first and moving
  /// VoiceOver's focus there.
  extension TableViewAdapter {
    /// The section's footer: its own text, then a line per error of its rows ("E-mail: Enter an e-mail address.").
    func footerText(of section: Section) -> String? {
      let errors =
        section.source == nil
        ? section.rows.flatMap { row in
          (session.shownErrors(ofRow: row.id) + (session.isChecking(row: row.id) ? ["Checking…"] : []))
            .map { "\(row.text.isEmpty ? row.id : row.text): \($0)" }
        } : []
      let lines = (section.footer.map { [$0] } ?? []) + errors
      return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// The user left a row (editing ended, or a control changed): its errors show from now on, and VoiceOver says
    /// them.
    func leave(_ rowID: String) {
      guard session.depth == depth, (try? session.handle(.leave(rowID: rowID))) != nil else { return }
      if let tableView { retitleInPlace(tableView) }
      let errors = session.shownErrors(ofRow: rowID)
      if !errors.isEmpty {
        UIAccessibility.post(notification: .announcement, argument: errors.joined(separator: " "))
      }
    }

    /// Selects a row; a submit the form refused shows the first error on this screen and moves VoiceOver there.
    func select(_ row: Row) {
      guard send(.select(rowID: row.id)), case .button(.submit) = row.control, session.outcome == nil,
        let tableView
      else { return }
      let here = session.pushedRowIDs
      let first = session.formErrors().lazy.filter { $0.parents == here }
        .compactMap { self.screen.visiblePath(ofRow: $0.rowID) }.first
      guard let first else { return }
      let path = IndexPath(row: first.row, section: first.section)
      tableView.scrollToRow(at: path, at: .middle, animated: false)
      UIAccessibility.post(notification: .layoutChanged, argument: tableView.cellForRow(at: path))
    }
  }
#endif
