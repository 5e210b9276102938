#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// Validation as a person sees and hears it: a row's errors under its section (as iOS Settings puts notes in
  /// footers), in the person's language, said by VoiceOver when they appear, and a failed submit scrolling to
  /// the first and moving VoiceOver's focus there.
  extension TableViewAdapter {
    /// The section's footer: its own text, then a line per error of its rows ("E-mail: Enter an e-mail address.").
    func footerText(of section: Section) -> String? {
      let errors =
        section.source == nil
        ? section.rows.flatMap { row in
          shownErrors(ofRow: row.id).map { BuiltInWords.text(.errorLine, row.text.isEmpty ? row.id : row.text, $0) }
        } : []
      let lines = (section.shownFooter.map { [$0] } ?? []) + errors
      return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// The errors shown for a row, in the person's language: what was typed that is no answer, else the session's
    /// errors (and "Checking…" while a slow check runs).
    func shownErrors(ofRow id: String) -> [String] {
      if let typed = unansweredText[id], let control = try? session.row(withID: id).control {
        return [BuiltInWords.translate("“\(typed)” is not \(control.expectation).")]
      }
      return session.shownErrors(ofRow: id).map { BuiltInWords.translate($0) }
        + (session.isChecking(row: id) ? [BuiltInWords.text(.checking)] : [])
    }

    /// The user left a row (editing ended, or a control changed): its errors show from now on, and VoiceOver says
    /// them.
    func leave(_ rowID: String) {
      guard session.depth == depth, (try? session.handle(.leave(rowID: rowID))) != nil else { return }
      if let tableView { retitleInPlace(tableView) }
      let errors = shownErrors(ofRow: rowID)
      if !errors.isEmpty {
        UIAccessibility.post(notification: .announcement, argument: errors.joined(separator: " "))
      }
    }

    /// Selects a row, however it was pressed. A submit stops at a field whose text is no answer; a submit the form
    /// refused shows the first error on this screen and moves VoiceOver there.
    func select(_ row: Row) {
      if case .button(.submit) = row.control, let unanswered = firstUnansweredRow() {
        show(unanswered)
        return
      }
      guard send(.select(rowID: row.id)), case .button(.submit) = row.control, session.outcome == nil else { return }
      let here = session.pushedRowIDs
      let first = session.formErrors().lazy.filter { $0.parents == here }
        .compactMap { self.screen.visiblePath(ofRow: $0.rowID) }.first
      if let first { show(first) }
    }

    /// The first row on screen whose typed text is no answer.
    private func firstUnansweredRow() -> RowPath? {
      unansweredText.keys.compactMap { screen.visiblePath(ofRow: $0) }.min {
        ($0.section, $0.row) < ($1.section, $1.row)
      }
    }

    /// Scrolls to the row at `path` and moves VoiceOver to it.
    private func show(_ path: RowPath) {
      guard let tableView else { return }
      let indexPath = IndexPath(row: path.row, section: path.section)
      tableView.scrollToRow(at: indexPath, at: .middle, animated: false)
      tableView.layoutIfNeeded()
      UIAccessibility.post(notification: .layoutChanged, argument: tableView.cellForRow(at: indexPath))
    }
  }
#endif
