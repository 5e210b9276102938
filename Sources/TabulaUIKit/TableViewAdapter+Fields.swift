#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// Rows a person types into: text fields, number and date fields, text views.
  extension TableViewAdapter {
    /// A text field row: each change is sent as it is typed, within the row's maximum length.
    func drawTextField(_ field: LimitedTextField, of row: Row, text: String, placeholder: String?, secure: Bool) {
      if field.text != text { field.text = text }
      field.placeholder = placeholder
      field.isSecureTextEntry = secure
      field.delegate = field
      field.maximumLength = row.textTraits?.maximumLength
      Self.apply(row.textTraits ?? TextTraits(), to: field)
      prepareForTyping(field, of: row)
      // A picker list's Other… field answers the picker: its text goes once, when typing ends, not per key.
      let answersOnce = screen.picksFor != nil && row.id == Choice.otherRowID
      field.addAction(
        UIAction(identifier: Self.changed) { [weak self, weak field] _ in
          guard let self, let field else { return }
          self.editingRowID = row.id
          if !answersOnce { self.send(.setValue(rowID: row.id, value: .text(field.text ?? ""))) }
          self.updateSuggestions(of: field, for: row.id)
        }, for: .editingChanged)
      // Replaces the action of the row the field showed before, as every action here does.
      field.addAction(
        UIAction(identifier: Self.suggesting) { [weak self, weak field] _ in
          if let field { self?.updateSuggestions(of: field, for: row.id) }
        }, for: .editingDidBegin)
      field.addAction(
        UIAction(identifier: Self.ended) { [weak self, weak field] _ in
          self?.editingRowID = nil
          if answersOnce, let text = field?.text, !text.isEmpty {
            _ = self?.send(.setValue(rowID: row.id, value: .text(text)))
          } else {
            self?.leave(row.id)
          }
        }, for: .editingDidEnd)
    }

    /// A number or date row, typed as text and read by the core (`Control.value(fromTyped:)`). The text is an
    /// answer only as a whole: each keystroke that makes it one commits it (so a value typed before a tap that
    /// pushes is not lost), and text that is none — 150 in a field of 0 to 130 — takes the row's value away
    /// rather than leaving a valid prefix in the form; when editing ends, its error shows and is said.
    func drawTypedField(_ field: UITextField, of row: Row, control: Control) {
      let shown = unansweredText[row.id] ?? control.typedText
      if field.text != shown { field.text = shown }
      field.placeholder = nil
      field.isSecureTextEntry = false
      Self.apply(TextTraits(), to: field)
      if case .date(let date) = control { field.placeholder = date.format }
      if case .number(let number) = control {
        field.placeholder = number.placeholder
        field.keyboardType = number.allowsDecimals ? .decimalPad : .numberPad
      }
      prepareForTyping(field, of: row)
      field.addAction(
        UIAction(identifier: Self.changed) { [weak self, weak field] _ in
          guard let self, let field else { return }
          self.editingRowID = row.id
          self.typed(field.text ?? "", into: row.id)
        }, for: .editingChanged)
      field.addAction(
        UIAction(identifier: Self.ended) { [weak self] _ in
          guard let self else { return }
          self.editingRowID = nil
          self.leave(row.id)
        }, for: .editingDidEnd)
    }

    /// Commits what was typed into a number or date row if it is an answer as a whole; otherwise remembers it as
    /// unanswered and clears the row's value (a number is emptied; a date keeps none of the prefix's).
    func typed(_ text: String, into rowID: String) {
      guard let control = try? session.row(withID: rowID).control else { return }
      if let value = control.value(fromTyped: text) {
        unansweredText[rowID] = nil
        send(.setValue(rowID: rowID, value: value))
        return
      }
      unansweredText[rowID] = text
      if control.typedText?.isEmpty == false, let empty = control.value(fromTyped: "") {
        send(.setValue(rowID: rowID, value: empty))
      }
    }

    /// A text view row: each change is sent as it is typed.
    func drawTextView(_ view: ForwardingTextView, of row: Row, text: String, placeholder: String?) {
      if view.text != text { view.text = text }
      view.delegate = view
      view.font = bodyFont()
      view.showPlaceholder(placeholder, font: bodyFont())
      view.adjustsFontForContentSizeCategory = true
      view.inputAccessoryView = keyboardBar(for: row.id)
      view.changed = { [weak self] text in
        self?.editingRowID = row.id
        self?.send(.setValue(rowID: row.id, value: .text(text)))
      }
      view.ended = { [weak self] in
        if self?.editingRowID == row.id { self?.editingRowID = nil }
        self?.leave(row.id)
      }
      view.accessibilityLabel = row.text
    }

    /// What every field a person types into gets: the person's text size, the bar above the keyboard, Return
    /// going on to the next field, and its row scrolled into view when it takes the focus.
    private func prepareForTyping(_ field: UITextField, of row: Row) {
      field.font = bodyFont()
      field.adjustsFontForContentSizeCategory = true
      field.accessibilityLabel = row.text
      field.inputAccessoryView = keyboardBar(for: row.id)
      field.returnKeyType = typingRow(from: row.id, by: 1) == nil ? .done : .next
      field.addAction(
        UIAction(identifier: Self.began) { [weak self, weak field] _ in
          self?.scrollToRow(row.id)
          if let field { self?.updateKeyboardBar(of: field, for: row.id) }
        }, for: .editingDidBegin)
      field.addAction(
        UIAction(identifier: Self.returned) { [weak self, weak field] _ in
          if self?.focusTypingRow(from: row.id, by: 1) != true { field?.resignFirstResponder() }
        }, for: .editingDidEndOnExit)
    }

    /// Gives a text field the row's input traits — its keyboard, autofill type, capitalization and correction —
    /// each set whether the row declares it or not, so a field reused from a password row forgets it.
    static func apply(_ traits: TextTraits, to field: UITextField) {
      switch traits.keyboard {
      case .default: field.keyboardType = .default
      case .email: field.keyboardType = .emailAddress
      case .url: field.keyboardType = .URL
      case .phone: field.keyboardType = .phonePad
      case .number: field.keyboardType = .numberPad
      case .decimal: field.keyboardType = .decimalPad
      }
      field.textContentType = traits.contentType.map { UITextContentType(rawValue: $0) }
      switch traits.capitalization {
      case .automatic: field.autocapitalizationType = .sentences
      case .none: field.autocapitalizationType = .none
      case .words: field.autocapitalizationType = .words
      case .sentences: field.autocapitalizationType = .sentences
      case .all: field.autocapitalizationType = .allCharacters
      }
      field.autocorrectionType = traits.autocorrection.map { $0 ? .yes : .no } ?? .default
    }
  }

  /// A text field that stops typing and pasting at its row's maximum length, before the change is made: a change
  /// the session would refuse never reaches it (a refusal reloads the table, which takes the keyboard away).
  @MainActor final class LimitedTextField: UITextField, UITextFieldDelegate {
    var maximumLength: Int?

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
      -> Bool
    {
      let current = textField.text ?? ""
      guard let maximumLength, let replaced = Range(range, in: current) else { return true }
      let room = maximumLength - (current.count - current[replaced].count)
      if string.count <= room { return true }
      // A paste longer than the room left: what fits goes in.
      if room > 0 {
        textField.text = current.replacingCharacters(in: replaced, with: String(string.prefix(room)))
        textField.sendActions(for: .editingChanged)
      }
      return false
    }
  }

  /// A text view that reports each change of its text to a closure, as its own delegate.
  @MainActor final class ForwardingTextView: UITextView, UITextViewDelegate {
    var changed: (String) -> Void = { _ in }
    var ended: () -> Void = {}
    /// What the view says while it is empty: `UITextView` has no placeholder of its own.
    let placeholderLabel = UILabel(frame: .zero)

    /// Shows the placeholder `text` while the view is empty.
    func showPlaceholder(_ text: String?, font: UIFont) {
      if placeholderLabel.superview !== self { addSubview(placeholderLabel) }
      placeholderLabel.text = text
      placeholderLabel.font = font
      placeholderLabel.adjustsFontForContentSizeCategory = true
      placeholderLabel.textColor = .tertiaryLabel
      placeholderLabel.numberOfLines = 0
      updatePlaceholder()
    }

    /// The placeholder sits where the text starts: inside UIKit's text container inset (8 points above and below)
    /// and line fragment padding (5 points).
    override func layoutSubviews() {
      super.layoutSubviews()
      placeholderLabel.frame = CGRect(
        x: 5, y: 8, width: max(0, bounds.width - 10),
        height: min(max(0, bounds.height - 16), placeholderLabel.font.lineHeight * 3))
    }

    /// Hides the placeholder once there is text.
    func updatePlaceholder() { placeholderLabel.isHidden = !(text ?? "").isEmpty || placeholderLabel.text == nil }

    func textViewDidChange(_ textView: UITextView) {
      updatePlaceholder()
      changed(textView.text ?? "")
    }
    func textViewDidEndEditing(_ textView: UITextView) { ended() }
  }
#endif
