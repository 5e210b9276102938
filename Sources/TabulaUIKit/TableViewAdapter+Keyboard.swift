#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// The keyboard: the bar above it (previous, next, done — a number pad has no Return key), walking from field
  /// to field, and the focused row kept in view.
  extension TableViewAdapter {
    /// How far the walk from field to field looks, so a huge section is never scanned.
    static let typingRowSearchLimit = 50

    /// The bar above the keyboard of the row's field: Previous and Next move the focus between the fields of the
    /// table, Done puts the keyboard away.
    func keyboardBar(for rowID: String) -> UIToolbar {
      // UIKit stretches an input accessory view to the keyboard's width; it starts with a bar's size.
      let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      bar.items = [
        // An item made with a primary action shows the action's title.
        UIBarButtonItem(
          primaryAction: UIAction(title: BuiltInWords.text(.previous)) { [weak self] _ in
            _ = self?.focusTypingRow(from: rowID, by: -1)
          }),
        UIBarButtonItem(
          primaryAction: UIAction(title: BuiltInWords.text(.next)) { [weak self] _ in
            _ = self?.focusTypingRow(from: rowID, by: 1)
          }),
        .flexibleSpace(),
        UIBarButtonItem(
          systemItem: .done,
          primaryAction: UIAction { [weak self] _ in self?.firstResponder(in: rowID)?.resignFirstResponder() }),
      ]
      return bar
    }

    /// How many suggestions the bar shows, as the keyboard's own predictions do.
    static let suggestionsShown = 3

    /// Puts the completions of the field's text (``TableSession/suggestions(forRow:typed:)``) in the bar, between
    /// Next and Done; a tap on one puts its text in the field.
    func updateSuggestions(of field: UITextField, for rowID: String) {
      guard let bar = field.inputAccessoryView as? UIToolbar, var items = bar.items, items.count >= 3 else { return }
      let typed = field.text ?? ""
      let offered = ((try? session.suggestions(forRow: rowID, typed: typed)) ?? []).prefix(Self.suggestionsShown)
      let buttons = offered.map { suggestion in
        UIBarButtonItem(
          primaryAction: UIAction(title: suggestion) { [weak self, weak field] _ in
            guard let self, let field else { return }
            field.text = suggestion
            self.send(.setValue(rowID: rowID, value: .text(suggestion)))
            self.updateSuggestions(of: field, for: rowID)
          })
      }
      // Previous and Next lead, the flexible space and Done end the bar.
      items.replaceSubrange(2..<(items.count - 2), with: buttons)
      bar.items = items
    }

    /// Enables Previous and Next as far as there is a field to go to, when the field takes the focus.
    func updateKeyboardBar(of field: UIView, for rowID: String) {
      let items = ((field as? UITextField)?.inputAccessoryView as? UIToolbar)?.items ?? []
      guard items.count > 1 else { return }
      items[0].isEnabled = typingRow(from: rowID, by: -1) != nil
      items[1].isEnabled = typingRow(from: rowID, by: 1) != nil
    }

    /// The visible path of the nearest row a person types into, after (`by: 1`) or before (`by: -1`) `rowID`.
    func typingRow(from rowID: String, by step: Int) -> IndexPath? {
      let screen = self.screen
      guard var path = screen.visiblePath(ofRow: rowID) else { return nil }
      for _ in 0..<Self.typingRowSearchLimit {
        if step > 0 {
          path =
            path.row + 1 < screen.rowCount(inSectionAt: path.section)
            ? RowPath(path.section, path.row + 1) : RowPath(path.section + 1, 0)
          while path.section < screen.sectionCount, screen.rowCount(inSectionAt: path.section) == 0 {
            path = RowPath(path.section + 1, 0)
          }
          guard path.section < screen.sectionCount else { return nil }
        } else {
          var section = path.section
          var row = path.row - 1
          while row < 0 {
            section -= 1
            guard section >= 0 else { return nil }
            row = screen.rowCount(inSectionAt: section) - 1
          }
          path = RowPath(section, row)
        }
        if let row = screen.row(at: path), row.control?.takesTypedText == true, !session.isDisabled(row) {
          return IndexPath(row: path.row, section: path.section)
        }
      }
      return nil
    }

    /// Moves the focus to the next or previous field, scrolled into view without animation and laid out at once,
    /// so its cell exists when it takes the focus (an animated scroll brings it on screen only on a later turn of
    /// the run loop, and the keyboard would go down and up again).
    func focusTypingRow(from rowID: String, by step: Int) -> Bool {
      guard let tableView, let target = typingRow(from: rowID, by: step) else { return false }
      tableView.scrollToRow(at: target, at: .none, animated: false)
      tableView.layoutIfNeeded()
      guard let cell = tableView.cellForRow(at: target), let field = Self.typingView(in: cell) else { return false }
      return field.becomeFirstResponder()
    }

    /// The view of a cell a person types into, beside the text or under it.
    static func typingView(in cell: UITableViewCell) -> UIView? {
      let candidates = [(cell as? TabulaCell)?.control?.view, cell.accessoryView].compactMap { $0 }
      return candidates.first { $0 is UITextField || $0 is UITextView }
    }

    /// The view with the focus in the row's cell, if it has it.
    private func firstResponder(in rowID: String) -> UIView? {
      guard let path = screen.visiblePath(ofRow: rowID),
        let cell = tableView?.cellForRow(at: IndexPath(row: path.row, section: path.section)),
        let view = Self.typingView(in: cell), view.isFirstResponder
      else { return nil }
      return view
    }

    /// Scrolls the row into view (the focused field above the keyboard).
    func scrollToRow(_ rowID: String) {
      guard let path = screen.visiblePath(ofRow: rowID) else { return }
      tableView?.scrollToRow(at: IndexPath(row: path.row, section: path.section), at: .none, animated: true)
    }
  }

  extension TableSession {
    /// Whether the row shown at a visible path is disabled.
    fileprivate func isDisabled(row path: RowPath) -> Bool { screen.row(at: path).map(isDisabled) ?? false }
  }
#endif
