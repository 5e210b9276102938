#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  @_spi(TabulaInternal) import Tabula

  /// The built-in drawing of a row: labels, image, accessory, and its control as a real control wired to the
  /// session through events.
  extension TableViewAdapter {
    /// Draws `row` in `cell`. A control of the same kind already in the cell is kept and updated, not replaced:
    /// a slider being dragged, a switch animating or a field with the focus stays the same object (a new one
    /// would cut the drag, the animation, the keyboard and VoiceOver's focus). Each action has a fixed identifier,
    /// so a kept control holds one action per purpose.
    func configure(_ cell: UITableViewCell, with row: Row, at indexPath: IndexPath) {
      var content = cell.defaultContentConfiguration()  // laid out as the cell's style lays it out
      content.text = row.text
      content.secondaryText = row.shownDetail
      content.image = row.image.flatMap { UIImage(named: $0) ?? UIImage(systemName: $0) }
      cell.accessoryType = Self.accessoryType(row.accessory)
      let previous = cell.accessoryView
      cell.accessoryView = nil
      cell.accessibilityValue = nil  // a reused cell keeps what its last row said
      cell.selectionStyle = row.onSelect != nil || row.opensChildTable ? .default : .none
      cell.accessibilityCustomActions = accessibilityActions(for: row, canDelete: canDelete(at: indexPath))
      /// The cell's control if it is of this very kind, else a new one.
      func kept<View: UIView>(_ make: () -> View) -> View {
        if let previous, type(of: previous) == View.self, let view = previous as? View { return view }
        return make()
      }
      let isEnabled = !session.isDisabled(row)
      defer {
        cell.contentConfiguration = content
        if let accessory = cell.accessoryView {
          Self.size(accessory, besides: content.text, inRowOf: tableView.map(Self.rowContentWidth) ?? 311)
        }
        (cell.accessoryView as? UIControl)?.isEnabled = isEnabled
        (cell.accessoryView as? UITextView)?.isEditable = isEnabled
        if !isEnabled { cell.selectionStyle = .none }
      }
      guard let control = row.control else { return }
      switch control {
      case .switch(let isOn):
        let toggle = kept { UISwitch(frame: .zero) }
        if toggle.isOn != isOn { toggle.isOn = isOn }
        sendValue(of: toggle, for: row.id) { .bool($0.isOn) }
        toggle.accessibilityLabel = row.text
        cell.accessoryView = toggle
      case .slider(let value, let range, _):
        let slider = kept { UISlider(frame: .zero) }
        slider.minimumValue = Float(range.lowerBound)
        slider.maximumValue = Float(range.upperBound)
        if slider.value != Float(value) { slider.value = Float(value) }
        sendValue(of: slider, for: row.id) { .number(Double($0.value)) }
        slider.accessibilityLabel = row.text
        slider.accessibilityValue = NumberText.format(value)
        cell.accessoryView = slider
      case .stepper(let value, let range, let step):
        let stepper = kept { UIStepper(frame: .zero) }
        stepper.minimumValue = range.lowerBound
        stepper.maximumValue = range.upperBound
        stepper.stepValue = step
        if stepper.value != value { stepper.value = value }
        sendValue(of: stepper, for: row.id) { .number($0.value) }
        stepper.accessibilityLabel = row.text
        stepper.accessibilityValue = NumberText.format(value)
        cell.accessoryView = stepper
        content.secondaryText = row.detail ?? NumberText.format(value)
      case .textField(let text, let placeholder, let secure):
        let field = kept { LimitedTextField(frame: .zero) }
        if field.text != text { field.text = text }
        field.placeholder = placeholder
        field.isSecureTextEntry = secure
        field.delegate = field
        field.maximumLength = row.textTraits?.maximumLength
        if let traits = row.textTraits { Self.apply(traits, to: field) }
        field.addAction(
          UIAction(identifier: Self.changed) { [weak self, weak field] _ in
            guard let self, let field else { return }
            self.editingRowID = row.id
            self.send(.setValue(rowID: row.id, value: .text(field.text ?? "")))
          }, for: .editingChanged)
        field.addAction(
          UIAction(identifier: Self.ended) { [weak self] _ in
            self?.editingRowID = nil
            self?.leave(row.id)
          }, for: .editingDidEnd)
        field.returnKeyType = nextTextFieldRow(after: row.id) == nil ? .done : .next
        field.addAction(
          UIAction(identifier: Self.began) { [weak self] _ in self?.scrollToRow(row.id) }, for: .editingDidBegin)
        field.addAction(
          UIAction(identifier: Self.returned) { [weak self, weak field] _ in
            if self?.focusTextField(after: row.id) != true { field?.resignFirstResponder() }
          }, for: .editingDidEndOnExit)
        field.accessibilityLabel = row.text
        cell.accessoryView = field
      case .date, .number:
        // Typed as text, checked by the core (Control.value(fromTyped:)); each keystroke that makes a valid value
        // commits it at once, so a value typed before a tap that pushes is not lost (UIKit ends the editing after
        // the push, when the session is a level deeper).
        let field = kept { UITextField(frame: .zero) }
        if field.text != control.typedText { field.text = control.typedText }
        if case .date(let date) = control { field.placeholder = date.format }
        if case .number(let number) = control {
          field.placeholder = number.placeholder
          field.keyboardType = number.allowsDecimals ? .decimalPad : .numberPad
        }
        field.addAction(
          UIAction(identifier: Self.changed) { [weak self, weak field] _ in
            guard let self, let field, let value = control.value(fromTyped: field.text ?? "") else { return }
            self.editingRowID = row.id
            self.send(.setValue(rowID: row.id, value: value))
          }, for: [.editingChanged, .editingDidEnd])
        field.addAction(
          UIAction(identifier: Self.ended) { [weak self] _ in
            self?.editingRowID = nil
            self?.leave(row.id)
          }, for: .editingDidEnd)
        field.accessibilityLabel = row.text
        cell.accessoryView = field
      case .textView(let text, _):
        let view = kept { ForwardingTextView(frame: .zero) }
        if view.text != text { view.text = text }
        view.delegate = view
        view.changed = { [weak self] text in
          self?.editingRowID = row.id
          self?.send(.setValue(rowID: row.id, value: .text(text)))
        }
        view.ended = { [weak self] in
          if self?.editingRowID == row.id { self?.editingRowID = nil }
          self?.leave(row.id)
        }
        view.accessibilityLabel = row.text
        cell.accessoryView = view
      case .button(let role):
        content.text = nil
        let button = kept { UIButton(type: .system) }
        button.setTitle(row.text, for: .normal)
        button.addAction(
          UIAction(identifier: Self.pressed) { [weak self] _ in self?.send(.select(rowID: row.id)) },
          for: .touchUpInside)
        button.tintColor = role == .destructive ? .systemRed : nil
        cell.accessoryView = button
      case .option(let isSelected):
        cell.accessibilityValue = isSelected ? "selected" : nil
        cell.accessoryType = isSelected ? .checkmark : .none
        cell.selectionStyle = .default
      case .choice(let choice):
        // A picker pushes its options through the session; a segmented choice moves to the next option when
        // tapped, showing the chosen title as the detail.
        let title = choice.selectedOption.map { $0.shortTitle ?? $0.title }
        content.secondaryText = row.shownDetail ?? title
        cell.accessibilityValue = title
        cell.selectionStyle = .default
      }
    }

    /// Gives a control in the accessory view the size it is drawn at (UIKit draws an accessory view at its
    /// frame's size; only a switch and a stepper size themselves): a slider or a field up to half a phone's width,
    /// narrower when the row's text needs the room (but never under 100 points, or it cannot be used); a text view
    /// a few lines high; a button its title's width, at most the row's.
    static func size(_ view: UIView, besides text: String?, inRowOf width: CGFloat) {
      let textWidth = CGFloat(text?.count ?? 0) * letterWidth
      let size: CGSize
      switch view {
      case is UISwitch, is UIStepper: return
      case is UITextView: size = CGSize(width: min(200, max(100, width - textWidth - 16)), height: 88)
      case let button as UIButton:
        let titleWidth = CGFloat((button.title(for: .normal) ?? "").count) * letterWidth + 24
        size = CGSize(width: min(width, max(44, titleWidth)), height: 44)
      default: size = CGSize(width: min(180, max(100, width - textWidth - 16)), height: 34)
      }
      if view.frame.size != size { view.frame = CGRect(origin: .zero, size: size) }
    }

    /// The width a row of `tableView` has for its text and accessory: the table's, less an inset-grouped table's
    /// insets and the row's layout margins (UIKit's are 16 points each side on a phone).
    static func rowContentWidth(of tableView: UITableView) -> CGFloat {
      let width = tableView.frame.width > 0 ? tableView.frame.width : 375  // the narrowest iPhone sold today
      return width - (tableView.style == .insetGrouped ? 32 : 0) - 32
    }

    /// The average width of a letter of a row's text (the 17-point body font).
    static let letterWidth: CGFloat = 8.5

    /// The identifiers of the actions a control holds, one per purpose.
    static let changed = UIAction.Identifier("tabula.changed")
    static let ended = UIAction.Identifier("tabula.ended")
    static let began = UIAction.Identifier("tabula.began")
    static let returned = UIAction.Identifier("tabula.returned")
    static let pressed = UIAction.Identifier("tabula.pressed")

    /// Gives a text field the row's input traits: its keyboard, autofill type, capitalization and correction.
    static func apply(_ traits: TextTraits, to field: UITextField) {
      switch traits.keyboard {
      case .default: field.keyboardType = .default
      case .email: field.keyboardType = .emailAddress
      case .url: field.keyboardType = .URL
      case .phone: field.keyboardType = .phonePad
      case .number: field.keyboardType = .numberPad
      case .decimal: field.keyboardType = .decimalPad
      }
      if let type = traits.contentType { field.textContentType = UITextContentType(rawValue: type) }
      switch traits.capitalization {
      case .automatic: break
      case .none: field.autocapitalizationType = .none
      case .words: field.autocapitalizationType = .words
      case .sentences: field.autocapitalizationType = .sentences
      case .all: field.autocapitalizationType = .allCharacters
      }
      if let correction = traits.autocorrection { field.autocorrectionType = correction ? .yes : .no }
    }

    /// Sends the control's value to the session (through an event) each time the user changes it.
    private func sendValue<Control: UIControl>(
      of control: Control, for rowID: String, _ value: @escaping (Control) -> ControlValue
    ) {
      control.addAction(
        UIAction(identifier: Self.changed) { [weak self, weak control] _ in
          guard let self, let control else { return }
          if self.send(.setValue(rowID: rowID, value: value(control))) { self.leave(rowID) }
        }, for: .valueChanged)
    }

    /// The actions VoiceOver offers on a row: Delete for a deletable row, Move up and Move down for a movable one.
    func accessibilityActions(for row: Row, canDelete: Bool) -> [UIAccessibilityCustomAction]? {
      var actions: [UIAccessibilityCustomAction] = []
      if canDelete {
        actions.append(
          UIAccessibilityCustomAction(name: "Delete") { [weak self] _ in
            self?.send(.delete(rowID: row.id)) ?? false
          })
      }
      if row.isMovable {
        for (name, offset) in [("Move up", -1), ("Move down", 1)] {
          actions.append(
            UIAccessibilityCustomAction(name: name) { [weak self] _ in
              guard let self, let path = self.session.screen.visiblePath(ofRow: row.id) else { return false }
              let destination = RowPath(path.section, path.row + offset)
              guard destination.row >= 0, destination.row < self.session.screen.rowCount(inSectionAt: path.section)
              else { return false }
              return self.send(.move(rowID: row.id, to: .visible(destination)))
            })
        }
      }
      return actions.isEmpty ? nil : actions
    }

    // MARK: The keyboard

    /// How far Return looks for the next text field, so a huge section is never scanned.
    static let nextFieldSearchLimit = 50

    /// The visible path of the next row with a text field after `rowID`, if one is near.
    func nextTextFieldRow(after rowID: String) -> IndexPath? {
      let screen = session.screen
      guard var path = screen.visiblePath(ofRow: rowID) else { return nil }
      for _ in 0..<Self.nextFieldSearchLimit {
        path =
          path.row + 1 < screen.rowCount(inSectionAt: path.section)
          ? RowPath(path.section, path.row + 1) : RowPath(path.section + 1, 0)
        while path.section < screen.sectionCount, screen.rowCount(inSectionAt: path.section) == 0 {
          path = RowPath(path.section + 1, 0)
        }
        guard path.section < screen.sectionCount else { return nil }
        if case .textField = screen.row(at: path)?.control { return IndexPath(row: path.row, section: path.section) }
      }
      return nil
    }

    /// Scrolls the row into view (the focused field above the keyboard).
    func scrollToRow(_ rowID: String) {
      guard let path = session.screen.visiblePath(ofRow: rowID) else { return }
      tableView?.scrollToRow(at: IndexPath(row: path.row, section: path.section), at: .none, animated: true)
    }

    /// Return in a text field: the next field takes the focus, scrolled into view — without animation, so its
    /// cell exists at once (an animated scroll brings it on screen only on a later turn of the run loop, and the
    /// focus would be lost with the keyboard).
    func focusTextField(after rowID: String) -> Bool {
      guard let tableView, let next = nextTextFieldRow(after: rowID) else { return false }
      tableView.scrollToRow(at: next, at: .none, animated: false)
      guard let field = tableView.cellForRow(at: next)?.accessoryView as? UITextField else { return false }
      return field.becomeFirstResponder()
    }

    static func accessoryType(_ accessory: Accessory) -> UITableViewCell.AccessoryType {
      switch accessory {
      case .none: .none
      case .disclosure: .disclosureIndicator
      case .checkmark: .checkmark
      case .detail: .detailButton
      case .expanded, .collapsed: .none  // UIKit has no accessory type for a chevron that turns
      }
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

    func textViewDidChange(_ textView: UITextView) { changed(textView.text ?? "") }
    func textViewDidEndEditing(_ textView: UITextView) { ended() }
  }
#endif
