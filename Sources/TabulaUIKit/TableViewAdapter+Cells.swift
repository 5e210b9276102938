#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  @_spi(TabulaInternal) import Tabula

  /// The built-in drawing of a row: labels, image, accessory, its state as VoiceOver says it, and its control as
  /// a real control wired to the session through events.
  extension TableViewAdapter {
    /// Draws `row` in `cell`. A control of the same kind already in the cell is kept and updated, not replaced:
    /// a slider being dragged, a switch animating or a field with the focus stays the same object (a new one
    /// would cut the drag, the animation, the keyboard and VoiceOver's focus). Everything a row may set is set
    /// for every row, so a reused cell keeps nothing of its last row.
    func configure(_ cell: UITableViewCell, with row: Row, at indexPath: IndexPath) {
      let isEnabled = !session.isDisabled(row)
      var content = cell.defaultContentConfiguration()  // laid out as the cell's style lays it out
      content.text = row.text
      content.secondaryText = row.shownDetail
      content.image = row.image.flatMap { UIImage(named: $0) ?? UIImage(systemName: $0) }
      content.textProperties.color = isEnabled ? .label : .tertiaryLabel
      cell.accessoryType = Self.accessoryType(row.accessory)
      cell.selectionStyle = isEnabled && (row.onSelect != nil || row.opensChildTable) ? .default : .none
      cell.accessibilityValue = nil
      // Only the traits the adapter gives are taken away: UIKit's own stay.
      cell.accessibilityTraits.subtract([.notEnabled, .selected, .button])
      if !isEnabled { cell.accessibilityTraits.insert(.notEnabled) }
      cell.accessibilityCustomActions = accessibilityActions(for: row, at: indexPath)
      cell.showsReorderControl = canMove(at: indexPath)
      let previous = (cell as? TabulaCell)?.control?.view ?? cell.accessoryView
      let control = row.control.flatMap { drawControl($0, of: row, in: cell, content: &content, previous: previous) }
      (control as? UIControl)?.isEnabled = isEnabled
      (control as? UITextView)?.isEditable = isEnabled
      cell.editingAccessoryType = cell.accessoryType  // a chosen option keeps its checkmark in editing mode
      applyTheme(of: row, to: cell, content: &content)
      let fitting = control.map { fit($0, in: cell, content: &content) }
      // A list configuration may give the cell a new content view: a control goes in after it is set.
      cell.contentConfiguration = content
      place(control, fitting, in: cell)
    }

    /// Draws the control of `row`, returning the view that shows it (`nil` when the cell's own parts do): a kept
    /// one of the same type, else a new one.
    private func drawControl(
      _ control: Control, of row: Row, in cell: UITableViewCell, content: inout UIListContentConfiguration,
      previous: UIView?
    ) -> UIView? {
      /// The cell's control if it is of this very kind, else a new one.
      func kept<View: UIView>(_ make: () -> View) -> View {
        if let previous, type(of: previous) == View.self, let view = previous as? View { return view }
        return make()
      }
      switch control {
      case .switch(let isOn):
        let toggle = kept { UISwitch(frame: .zero) }
        if toggle.isOn != isOn { toggle.isOn = isOn }
        sendValue(of: toggle, for: row.id) { .bool($0.isOn) }
        toggle.accessibilityLabel = row.text
        return toggle
      case .slider(let value, let range, _):
        let slider = kept { UISlider(frame: .zero) }
        slider.minimumValue = Float(range.lowerBound)
        slider.maximumValue = Float(range.upperBound)
        if slider.value != Float(value) { slider.value = Float(value) }
        sendValue(of: slider, for: row.id) { .number(Double($0.value)) }
        slider.accessibilityLabel = row.text
        slider.accessibilityValue = NumberText.format(value)
        return slider
      case .stepper(let value, let range, let step):
        let stepper = kept { UIStepper(frame: .zero) }
        stepper.minimumValue = range.lowerBound
        stepper.maximumValue = range.upperBound
        stepper.stepValue = step
        if stepper.value != value { stepper.value = value }
        sendValue(of: stepper, for: row.id) { .number($0.value) }
        stepper.accessibilityLabel = row.text
        stepper.accessibilityValue = NumberText.format(value)
        content.secondaryText = row.detail ?? NumberText.format(value)
        return stepper
      case .textField(let text, let placeholder, let secure):
        let field = kept { LimitedTextField(frame: .zero) }
        drawTextField(field, of: row, text: text, placeholder: placeholder, secure: secure)
        return field
      case .date, .number:
        let field = kept { UITextField(frame: .zero) }
        drawTypedField(field, of: row, control: control)
        return field
      case .textView(let text, let placeholder):
        let view = kept { ForwardingTextView(frame: .zero) }
        drawTextView(view, of: row, text: text, placeholder: placeholder)
        return view
      case .button(let role):
        // A button is the row itself, its title tinted as iOS draws actions in lists: tapping it anywhere is the
        // one path of a tap (`select`), so a submit shows its errors however it is pressed.
        content.textProperties.color =
          session.isDisabled(row) ? .tertiaryLabel : role == .destructive ? .systemRed : .tintColor
        cell.accessibilityTraits.insert(.button)
        cell.selectionStyle = session.isDisabled(row) ? .none : .default
        return nil
      case .option(let isSelected):
        cell.accessoryType = isSelected ? .checkmark : .none
        if isSelected { cell.accessibilityTraits.insert(.selected) }
        cell.selectionStyle = session.isDisabled(row) ? .none : .default
        return nil
      case .choice(let choice):
        // A picker pushes its options through the session; a segmented choice moves to the next option when
        // tapped, showing the chosen title as the detail.
        let title = choice.selectedOption.map { $0.shortTitle ?? $0.title }
        content.secondaryText = row.shownDetail ?? title
        cell.accessibilityValue = title
        cell.selectionStyle = session.isDisabled(row) ? .none : .default
        return nil
      }
    }

    /// How the control fits beside the row's text or under it (``ControlFitting``), at the person's text size;
    /// under the text, the content keeps room for it below.
    private func fit(_ control: UIView, in cell: UITableViewCell, content: inout UIListContentConfiguration)
      -> ControlFitting
    {
      let traits = tableView?.traitCollection ?? cell.traitCollection
      let fitting = ControlFitting(control, text: content.text, font: content.textProperties.font, traits: traits)
      if fitting.placement == .under, let cell = cell as? TabulaCell {
        cell.bottomMarginUnderControl = content.directionalLayoutMargins.bottom
        content.directionalLayoutMargins.bottom += fitting.height + 8
      }
      return fitting
    }

    /// Puts the control where it fits: under the text in the content view, or as the accessory (in editing mode,
    /// the editing accessory, so the control stays usable there, as iOS Settings keeps its switches); a cell
    /// without a control is left with none.
    private func place(_ control: UIView?, _ fitting: ControlFitting?, in cell: UITableViewCell) {
      let tabulaCell = cell as? TabulaCell
      guard let control, let fitting else {
        tabulaCell?.control?.view.removeFromSuperview()
        tabulaCell?.control = nil
        cell.accessoryView = nil
        cell.editingAccessoryView = nil
        return
      }
      if let tabulaCell {
        tabulaCell.control = (control, fitting)
        tabulaCell.showControl()
      } else {
        // A cell of the app's: the control beside the text, outside editing mode.
        control.frame.size = CGSize(width: fitting.minimumWidth, height: fitting.height)
        cell.accessoryView = control
      }
      cell.setNeedsLayout()
    }

    /// The body font of the person's text size, following it when it changes.
    func bodyFont() -> UIFont {
      UIFont.preferredFont(forTextStyle: .body, compatibleWith: tableView?.traitCollection)
    }

    /// The identifiers of the actions a control holds, one per purpose.
    static let changed = UIAction.Identifier("tabula.changed")
    static let ended = UIAction.Identifier("tabula.ended")
    static let began = UIAction.Identifier("tabula.began")
    static let returned = UIAction.Identifier("tabula.returned")
    static let suggesting = UIAction.Identifier("tabula.suggesting")

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
#endif
