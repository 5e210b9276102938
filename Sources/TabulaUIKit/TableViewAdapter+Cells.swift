#if canImport(UIKit) || canImport(UIKitStandIn)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStandIn
  #endif
  import Tabula

  /// The built-in drawing of a row: labels, image, accessory, and its control as a real control wired to the
  /// session through events.
  extension TableViewAdapter {
    func configure(_ cell: UITableViewCell, with row: Row) {
      cell.textLabel?.text = row.text
      cell.detailTextLabel?.text = row.detail
      cell.imageView?.image = row.image.flatMap { UIImage(named: $0) ?? UIImage(systemName: $0) }
      cell.accessoryType = Self.accessoryType(row.accessory)
      cell.accessoryView = nil
      cell.selectionStyle = row.onSelect != nil || row.child != nil ? .default : .none
      guard let control = row.control else { return }
      switch control {
      case .switch(let isOn):
        let toggle = UISwitch(frame: .zero)
        toggle.isOn = isOn
        toggle.addAction(
          UIAction { [weak self, weak toggle] _ in
            guard let toggle else { return }
            self?.send(.setValue(rowID: row.id, value: .bool(toggle.isOn)))
          }, for: .valueChanged)
        cell.accessoryView = toggle
      case .slider(let value, let range, _):
        let slider = UISlider(frame: .zero)
        slider.minimumValue = Float(range.lowerBound)
        slider.maximumValue = Float(range.upperBound)
        slider.value = Float(value)
        slider.addAction(
          UIAction { [weak self, weak slider] _ in
            guard let slider else { return }
            self?.send(.setValue(rowID: row.id, value: .number(Double(slider.value))))
          }, for: .valueChanged)
        cell.accessoryView = slider
      case .stepper(let value, let range, let step):
        let stepper = UIStepper(frame: .zero)
        stepper.minimumValue = range.lowerBound
        stepper.maximumValue = range.upperBound
        stepper.stepValue = step
        stepper.value = value
        stepper.addAction(
          UIAction { [weak self, weak stepper] _ in
            guard let stepper else { return }
            self?.send(.setValue(rowID: row.id, value: .number(stepper.value)))
          }, for: .valueChanged)
        cell.accessoryView = stepper
        cell.detailTextLabel?.text = row.detail ?? NumberText.format(value)
      case .textField(let text, let placeholder, let secure):
        let field = UITextField(frame: .zero)
        field.text = text
        field.placeholder = placeholder
        field.isSecureTextEntry = secure
        field.addAction(
          UIAction { [weak self, weak field] _ in
            guard let self, let field else { return }
            self.editingRowID = row.id
            self.send(.setValue(rowID: row.id, value: .text(field.text ?? "")))
          }, for: .editingChanged)
        field.addAction(UIAction { [weak self] _ in self?.editingRowID = nil }, for: .editingDidEnd)
        cell.accessoryView = field
      case .textView(let text, _):
        let view = ForwardingTextView(frame: .zero)
        view.text = text
        view.delegate = view
        view.changed = { [weak self] text in
          self?.editingRowID = row.id
          self?.send(.setValue(rowID: row.id, value: .text(text)))
        }
        cell.accessoryView = view
      case .button(let role):
        cell.textLabel?.text = nil
        let button = UIButton(type: .system)
        button.setTitle(row.text, for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.send(.select(rowID: row.id)) }, for: .touchUpInside)
        button.accessibilityIdentifier = role == .destructive ? "destructive" : "normal"
        cell.accessoryView = button
      case .option(let isSelected):
        cell.accessoryType = isSelected ? .checkmark : .none
        cell.selectionStyle = .default
      }
    }

    static func accessoryType(_ accessory: Accessory) -> UITableViewCell.AccessoryType {
      switch accessory {
      case .none: .none
      case .disclosure: .disclosureIndicator
      case .checkmark: .checkmark
      case .detail: .detailButton
      }
    }
  }

  /// A text view that reports each change of its text to a closure, as its own delegate.
  @MainActor final class ForwardingTextView: UITextView, UITextViewDelegate {
    var changed: (String) -> Void = { _ in }

    func textViewDidChange(_ textView: UITextView) { changed(textView.text ?? "") }
  }
#endif
