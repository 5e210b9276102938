#if os(Linux)
  import Foundation

  /// Where sections, their headers and footers go down the table — the stand-in's own model of UIKit's: a header
  /// or footer is the delegate's height, else the table's `sectionHeaderHeight` / `sectionFooterHeight`, else
  /// automatic: a title's lines in the footnote font at the person's text size with UIKit's padding around them,
  /// or, with no title, the gap a grouped table leaves between sections (none in a plain table). A grouped table
  /// reads a height of exactly 0 as automatic too, as UIKit does; an app hides a header with the smallest
  /// positive height. A plain table pads each header from above (`sectionHeaderTopPadding`, automatic: 22 points).
  extension UITableView {
    /// The area of section `section`: its header, its rows and its footer.
    @available(iOS 2.0, *)
    public func rect(forSection section: Int) -> CGRect {
      let header = rectForHeader(inSection: section)
      let footer = rectForFooter(inSection: section)
      return CGRect(x: 0, y: header.minY, width: shownWidth, height: footer.maxY - header.minY)
    }

    /// The area of section `section`'s header.
    @available(iOS 2.0, *)
    public func rectForHeader(inSection section: Int) -> CGRect {
      CGRect(
        x: 0, y: top(ofSection: section) + headerPadding, width: shownWidth, height: headerHeight(ofSection: section))
    }

    /// The padding above each header: a plain table's, by default the gap iOS 15 leaves above its headers.
    private var headerPadding: CGFloat {
      guard style == .plain else { return 0 }
      return sectionHeaderTopPadding == UITableView.automaticDimension ? 22 : max(0, sectionHeaderTopPadding)
    }

    /// The area of section `section`'s footer, below its rows.
    @available(iOS 2.0, *)
    public func rectForFooter(inSection section: Int) -> CGRect {
      let rows =
        top(ofSection: section) + headerPadding + headerHeight(ofSection: section) + rowsHeight(ofSection: section)
      return CGRect(x: 0, y: rows, width: shownWidth, height: footerHeight(ofSection: section))
    }

    /// Where section `section` starts: below the table's header view and every section before it.
    private func top(ofSection section: Int) -> CGFloat {
      (0..<max(0, min(section, counts.count))).reduce(tableHeaderView?.frame.height ?? 0) {
        $0 + headerPadding + headerHeight(ofSection: $1) + rowsHeight(ofSection: $1) + footerHeight(ofSection: $1)
      }
    }

    /// The rows' heights: as laid out where their cells are on screen, else estimated, as UIKit estimates rows it
    /// has not laid out (its `estimatedRowHeight`, else its `rowHeight`, else 44) without asking the delegate for
    /// each: a section of a million rows costs its cells on screen, not a million questions.
    private func rowsHeight(ofSection section: Int) -> CGFloat {
      guard counts.indices.contains(section) else { return 0 }
      let shown = cells.filter { $0.key.section == section }
      let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : rowHeight > 0 ? rowHeight : 44
      return shown.values.reduce(0) { $0 + $1.frame.height } + CGFloat(counts[section] - shown.count) * estimate
    }

    /// The header's height: asked, else the table's, else automatic.
    func headerHeight(ofSection section: Int) -> CGFloat {
      let asked = delegate?.tableView(self, heightForHeaderInSection: section) ?? .nan
      return resolved(asked.isNaN ? sectionHeaderHeight : asked) {
        automaticHeight(title: dataSource?.tableView(self, titleForHeaderInSection: section), isHeader: true)
      }
    }

    /// The footer's height: asked, else the table's, else automatic.
    func footerHeight(ofSection section: Int) -> CGFloat {
      let asked = delegate?.tableView(self, heightForFooterInSection: section) ?? .nan
      return resolved(asked.isNaN ? sectionFooterHeight : asked) {
        automaticHeight(title: dataSource?.tableView(self, titleForFooterInSection: section), isHeader: false)
      }
    }

    /// A height as UIKit reads it: automatic when it is `automaticDimension`, or 0 in a grouped table.
    private func resolved(_ height: CGFloat, automatic: () -> CGFloat) -> CGFloat {
      if height == UITableView.automaticDimension || (height == 0 && style != .plain) { return automatic() }
      return max(0, height)
    }

    /// The height UIKit sizes a header or footer to: its title's lines with padding (more on the side away from
    /// the rows), else a grouped table's gap.
    private func automaticHeight(title: String?, isHeader: Bool) -> CGFloat {
      guard let title, !title.isEmpty else { return style == .plain ? 0 : 18 }
      let font = titleFont
      let lines = StandInText.lineCount(of: title, pointSize: font.pointSize, width: titleWidth)
      let (away, near): (CGFloat, CGFloat) = style == .plain ? (6, 6) : (17, 6)
      return CGFloat(lines) * font.lineHeight + away + near
    }

    /// The font of a header's or footer's title: the footnote style at the person's text size.
    private var titleFont: UIFont {
      UIFont(
        pointSize: UIFont.standInPointSize(.footnote, window?.standInContentSizeCategory ?? .large), textStyle: nil)
    }

    /// The width a header's or footer's title wraps within: the screen's less its margins (and a grouped table's
    /// insets).
    var titleWidth: CGFloat {
      let margin: CGFloat = shownWidth >= 414 ? 20 : 16
      return shownWidth - 2 * margin - (style == .insetGrouped ? 2 * margin : 0)
    }

    /// What a person would see wrong in the header or footer of section `section` as placed: a title cut short.
    func sectionViewDefects(_ view: UIView, title: String?, of place: String) -> [String] {
      guard let title, !title.isEmpty, view.frame.height > 0 else { return [] }
      let font = titleFont
      let lines = StandInText.lineCount(of: title, pointSize: font.pointSize, width: titleWidth)
      let needed = CGFloat(lines) * font.lineHeight
      guard view.frame.height < needed else { return [] }
      return ["\(place) is \(Int(view.frame.height)) points high, but its title \"\(title)\" needs \(Int(needed))"]
    }
  }
#endif
