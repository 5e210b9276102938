#if os(Linux)
  import Foundation

  /// Where a row's cell and what is in it go on a phone's screen, and what a person would see wrong there — the
  /// stand-in's own model of UIKit's cell layout (nothing of an app's): the screen's width, its layout margins
  /// (16 points on phones narrower than 414, else 20), an inset-grouped table's insets, the editing controls
  /// (38 points each), the accessory at the trailing margin, and the text wrapped at word boundaries in the font
  /// of the window's text size.
  @MainActor struct StandInRowGeometry {
    let cellWidth: CGFloat
    let margin: CGFloat
    let leadingControls: CGFloat
    let reorderControl: CGFloat
    let category: UIContentSizeCategory

    /// The space UIKit leaves between the content and an accessory view.
    static let accessorySpacing: CGFloat = 8
    /// The width of an editing control (delete, insert) or of the reorder control.
    static let editingControlWidth: CGFloat = 38
    /// The width of a standard accessory (disclosure indicator, checkmark, detail button).
    static let standardAccessoryWidth: CGFloat = 24

    init(table: UITableView, cell: UITableViewCell) {
      let width = table.shownWidth
      margin = width >= 414 ? 20 : 16
      cellWidth = width - (table.style == .insetGrouped ? 2 * margin : 0)
      let indents =
        table.delegate.map { delegate in
          table.indexPath(for: cell).map { delegate.tableView(table, shouldIndentWhileEditingRowAt: $0) } ?? true
        } ?? true
      leadingControls =
        cell.isEditing && cell.standInEditingStyle != .none && indents && cell.shouldIndentWhileEditing
        ? Self.editingControlWidth : 0
      reorderControl = cell.standInShowsReorderControl ? Self.editingControlWidth : 0
      category = table.window?.standInContentSizeCategory ?? .large
    }

    /// The cell's accessory as shown: its view, or the width of a standard accessory.
    private func accessoryWidth(of cell: UITableViewCell) -> CGFloat {
      if let view = cell.standInShownAccessoryView { return view.frame.width }
      let type = cell.isEditing ? cell.editingAccessoryType : cell.accessoryType
      return type == .none ? 0 : Self.standardAccessoryWidth
    }

    /// The width of the content view.
    func contentWidth(of cell: UITableViewCell) -> CGFloat {
      let accessory = accessoryWidth(of: cell)
      let end = cellWidth - reorderControl - (accessory > 0 ? margin + accessory + Self.accessorySpacing : 0)
      return max(0, end - leadingControls)
    }

    /// The content view's margins: the screen's at the leading edge, and at the trailing edge unless an accessory
    /// follows; 11 points above and below.
    func contentMargins(of cell: UITableViewCell) -> UIEdgeInsets {
      UIEdgeInsets(top: 11, left: margin, bottom: 11, right: accessoryWidth(of: cell) > 0 ? 0 : margin)
    }

    /// The list content a cell shows, if it shows one.
    private func content(of cell: UITableViewCell) -> UIListContentConfiguration? {
      cell.contentConfiguration as? UIListContentConfiguration
    }

    /// The font the cell's text is drawn in.
    private func textFont(of content: UIListContentConfiguration) -> UIFont {
      guard content.textProperties.adjustsFontForContentSizeCategory,
        let style = content.textProperties.font.standInTextStyle
      else { return content.textProperties.font }
      return UIFont(pointSize: UIFont.standInPointSize(style, category), textStyle: style)
    }

    /// The width the text has beside what else the content view holds.
    private func textWidth(of cell: UITableViewCell) -> CGFloat {
      cell.contentView.frame.width - cell.contentView.layoutMargins.left - cell.contentView.layoutMargins.right
    }

    /// The width the text would have with no accessory view (a standard accessory kept).
    private func textWidthWithoutAccessoryView(of cell: UITableViewCell) -> CGFloat {
      let type = cell.isEditing ? cell.editingAccessoryType : cell.accessoryType
      let accessory = type == .none ? 0 : margin + Self.standardAccessoryWidth + Self.accessorySpacing
      return cellWidth - reorderControl - leadingControls - accessory - margin - (accessory > 0 ? 0 : margin)
    }

    /// How high the text and the content's margins are.
    private func contentHeight(of cell: UITableViewCell) -> CGFloat {
      guard let content = content(of: cell) else { return 44 }
      let font = textFont(of: content)
      let lines = StandInText.lineCount(of: content.text ?? "", pointSize: font.pointSize, width: textWidth(of: cell))
      var height = CGFloat(lines) * font.lineHeight
      if content.secondaryText != nil, cell.standInStyle == .subtitle { height += font.lineHeight }
      return height + content.directionalLayoutMargins.top + content.directionalLayoutMargins.bottom
    }

    /// The height of the row when UIKit sizes it to its content: the text at the content view's width (as the
    /// cell laid it out), the content's margins, and room for the accessory.
    func automaticHeight(of cell: UITableViewCell) -> CGFloat {
      max(44, contentHeight(of: cell), (cell.standInShownAccessoryView?.frame.height ?? 0) + 12)
    }

    /// Gives the cell's content view and accessory their frames within the cell's frame, as UIKit's
    /// `UITableViewCell.layoutSubviews()` does.
    func place(in cell: UITableViewCell) {
      let height = cell.frame.height
      cell.layoutMargins = UIEdgeInsets(top: 11, left: margin, bottom: 11, right: margin)
      cell.contentView.frame = CGRect(x: leadingControls, y: 0, width: contentWidth(of: cell), height: height)
      cell.contentView.layoutMargins = contentMargins(of: cell)
      if let accessory = cell.standInShownAccessoryView {
        let x = cellWidth - reorderControl - margin - accessory.frame.width
        accessory.frame.origin = CGPoint(x: x, y: (height - accessory.frame.height) / 2)
      }
    }

    // MARK: What a person sees wrong

    /// Every defect a person would see in the cell as placed.
    func defects(of cell: UITableViewCell) -> [String] {
      var found: [String] = []
      if let view = cell.accessoryView, view === cell.editingAccessoryView {
        found.append(
          "its \(type(of: view)) is both its accessory view and its editing accessory view: UIKit swaps the two with "
            + "an animation, and one view cannot fade out and in at once")
      }
      if let accessory = cell.standInShownAccessoryView, !accessory.isHidden {
        let name = "its \(type(of: accessory))"
        if accessory.superview !== cell {
          found.append("\(name) is not in its cell (taken into another view), so a person sees nothing there")
        } else if accessory.frame.width <= 0 || accessory.frame.height <= 0 {
          found.append("\(name) has a zero-sized frame, so a person sees nothing (an accessory is drawn at its size)")
        } else if accessory.frame.width + 2 * margin + leadingControls + reorderControl > cellWidth {
          found.append(
            "\(name) is \(Int(accessory.frame.width)) points wide in a row of \(Int(cellWidth)): its end is cut off")
        }
        found += defects(ofControl: accessory, named: name)
      }
      if let content = content(of: cell), let text = content.text, !text.isEmpty {
        let font = textFont(of: content)
        let widest = StandInText.widestWord(of: text, pointSize: font.pointSize)
        let room = textWidth(of: cell)
        // A word wider than the row breaks whatever the app does; an accessory view must not break one that fits.
        if room < min(widest, textWidthWithoutAccessoryView(of: cell)) {
          found.append(
            "its text has \(Int(max(0, room))) points where \"\(text)\" needs \(Int(widest)) for its longest word, "
              + "so the word is cut")
        }
        if cell.frame.height < contentHeight(of: cell) {
          found.append("its text needs \(Int(contentHeight(of: cell))) points but the row is \(Int(cell.frame.height))")
        }
      }
      found += defectsInContentView(of: cell)
      return found
    }

    /// Controls the app put in the content view: inside it, and clear of the row's text.
    private func defectsInContentView(of cell: UITableViewCell) -> [String] {
      var found: [String] = []
      let bounds = cell.contentView.frame
      let textBottom: CGFloat = {
        guard let content = content(of: cell) else { return 0 }
        return contentHeight(of: cell) - content.directionalLayoutMargins.bottom
      }()
      for view in cell.contentView.subviews where !view.isHidden {
        let name = "the \(type(of: view)) in its content view"
        let frame = view.frame
        if frame.minX < 0 || frame.maxX > bounds.width + 0.5 || frame.minY < 0 || frame.maxY > bounds.height + 0.5 {
          found.append("\(name) reaches outside the row (\(frame) in \(Int(bounds.width))×\(Int(bounds.height)))")
        }
        if content(of: cell)?.text?.isEmpty == false, frame.minY < textBottom {
          found.append(
            "\(name) covers the row's text (its top at \(Int(frame.minY)), the text down to \(Int(textBottom)))")
        }
        found += defects(ofControl: view, named: name)
      }
      return found
    }

    /// A control too small for what it shows, or whose text does not follow the person's text size.
    private func defects(ofControl view: UIView, named name: String) -> [String] {
      var found: [String] = []
      let expected = UIFont.standInPointSize(.body, category)
      func check(_ font: UIFont, adjusts: Bool) -> UIFont {
        let drawn =
          adjusts && font.standInTextStyle != nil
          ? UIFont(pointSize: UIFont.standInPointSize(font.standInTextStyle ?? .body, category), textStyle: nil)
          : font
        if category != .large, drawn.pointSize < expected * 0.7 {
          found.append(
            "\(name) draws its text at \(Int(drawn.pointSize)) points where the person's text size asks for "
              + "\(Int(expected)): it does not follow Dynamic Type")
        }
        return drawn
      }
      switch view {
      case let field as UITextField:
        let font = check(field.font ?? .systemFont(ofSize: 17), adjusts: field.adjustsFontForContentSizeCategory)
        if field.frame.height < font.lineHeight {
          found.append("\(name) is \(Int(field.frame.height)) points high for \(Int(font.lineHeight))-point lines")
        }
        let fourDigits = StandInText.width(of: "0000", pointSize: font.pointSize)
        if field.frame.width < fourDigits {
          found.append("\(name) is \(Int(field.frame.width)) points wide: too narrow to show what is typed")
        }
      case let button as UIButton:
        let label = button.titleLabel ?? UILabel(frame: .zero)
        let font = check(label.font, adjusts: label.adjustsFontForContentSizeCategory)
        let title = StandInText.width(of: button.title(for: .normal) ?? "", pointSize: font.pointSize)
        if button.frame.width < title || button.frame.height < font.lineHeight {
          found.append("\(name) is \(Int(button.frame.width))×\(Int(button.frame.height)): it cuts its title")
        }
      case let slider as UISlider where slider.frame.width < 88:
        found.append("\(name) is \(Int(slider.frame.width)) points wide: too short to drag")
      case let textView as UITextView:
        let font = check(textView.font ?? .systemFont(ofSize: 12), adjusts: textView.adjustsFontForContentSizeCategory)
        if textView.frame.height < 2 * font.lineHeight {
          found.append("\(name) is \(Int(textView.frame.height)) points high: less than two lines show")
        }
      default: break
      }
      return found
    }
  }
#endif
