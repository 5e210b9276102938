#if os(Linux)
  import Foundation

  /// The layout pass: which rows are on screen, their cells placed in the table at the width and text size of
  /// the screen, in editing mode or not, with their header and footer views.
  extension UITableView {
    /// Asks for the cells of the rows in the viewport that have none, lets go of those that left it, and lays
    /// every cell out as UIKit does before a person sees it.
    func layout() {
      // UIKit lays a table out only on screen: off screen it makes no cell (they are made when it appears).
      guard let dataSource, window != nil else { return }
      let total = counts.reduce(0, +)
      firstVisibleRow = max(0, min(firstVisibleRow, total - standInViewportRows))
      var wanted: [IndexPath] = []
      var skipped = 0
      for (section, count) in counts.enumerated() where wanted.count < standInViewportRows {
        if skipped + count <= firstVisibleRow {
          skipped += count
          continue
        }
        let start = max(0, firstVisibleRow - skipped)
        skipped = firstVisibleRow
        for row in start..<count where wanted.count < standInViewportRows {
          wanted.append(IndexPath(row: row, section: section))
        }
      }
      let wantedSet = Set(wanted)
      for (path, cell) in cells where !wantedSet.contains(path) {
        enqueue(cell)
        cells[path] = nil
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
      }
      var appearing: [IndexPath] = []
      for path in wanted where cells[path] == nil {
        let cell = dataSource.tableView(self, cellForRowAt: path)
        distinctCells.insert(ObjectIdentifier(cell))
        cells[path] = cell
        appearing.append(path)
      }
      layOutSectionViews(showing: Set(wanted.map(\.section)))
      standInRowHeights = [:]
      for path in wanted {
        let height = delegate?.tableView(self, heightForRowAt: path) ?? .nan
        standInRowHeights[path] = height.isNaN ? rowHeight : height
      }
      for path in wanted {
        guard let cell = cells[path] else { continue }
        if cell.superview !== self { addSubview(cell) }
        applyEditingState(to: cell, at: path)
        cell.setSelected(path == selected, animated: false)
        cell.standInUpdateConfigurationIfNeeded()
        // UIKit sizes a row at the table's width (the delegate's height, else the cell's fitting size), then
        // lays the cell out at that height.
        let geometry = StandInRowGeometry(table: self, cell: cell)
        cell.standInGeometry = geometry
        let asked = standInRowHeights[path] ?? rowHeight
        let height =
          asked > 0
          ? asked
          : cell.systemLayoutSizeFitting(
            CGSize(width: geometry.cellWidth, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
          ).height
        cell.frame = CGRect(x: 0, y: 0, width: geometry.cellWidth, height: height)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        for defect in geometry.defects(of: cell) {
          standInLayoutDefects.append("row \(path.row) of section \(path.section): \(defect)")
        }
      }
      placeTableHeaderView()
      placeSectionViews()
      prefetch(around: wanted)
      // UIKit tells the delegate once a cell is laid out, just before it is drawn.
      for path in appearing {
        if let cell = cells[path] { delegate?.tableView(self, willDisplay: cell, forRowAt: path) }
      }
    }

    /// Stretches the table's header view across the table, at the height its frame has; a view of no height
    /// shows nothing, which a person would see as missing.
    private func placeTableHeaderView() {
      guard let header = tableHeaderView else { return }
      header.frame = CGRect(x: 0, y: 0, width: shownWidth, height: header.frame.height)
      if header.frame.height <= 0 {
        standInLayoutDefects.append("the table header view (\(type(of: header))) has no height, so nothing of it shows")
      }
    }

    /// Gives the header and footer views on screen their areas (``rectForHeader(inSection:)``), once the rows
    /// above them have their heights.
    private func placeSectionViews() {
      place(standInHeaderViews, titleHeaders, "header", at: rectForHeader(inSection:)) {
        self.dataSource?.tableView(self, titleForHeaderInSection: $0)
      }
      place(standInFooterViews, titleFooters, "footer", at: rectForFooter(inSection:)) {
        self.dataSource?.tableView(self, titleForFooterInSection: $0)
      }
    }

    /// Places the delegate's views, else the title views, of one kind (`"header"`), and notes a title cut short.
    private func place(
      _ views: [Int: UIView], _ titleViews: [Int: UITableViewHeaderFooterView], _ kind: String,
      at rect: (Int) -> CGRect, title: (Int) -> String?
    ) {
      for section in Set(views.keys).union(titleViews.keys).sorted() {
        guard let view = views[section] ?? titleViews[section] else { continue }
        view.frame = rect(section)
        let shownTitle = titleViews[section] === view ? title(section) : nil
        standInLayoutDefects += sectionViewDefects(view, title: shownTitle, of: "the \(kind) of section \(section)")
      }
    }

    /// The width of the screen the table is on: its frame's, else its window's, else the stand-in's phone.
    var shownWidth: CGFloat {
      if frame.width > 0 { return frame.width }
      if let width = window?.frame.width, width > 0 { return width }
      return standInScreenWidth
    }

    /// Puts the cell in editing mode when the table is and the data source lets the row edit, with the controls
    /// UIKit then shows: the delegate's editing style, and the reorder control for a row it lets move.
    private func applyEditingState(to cell: UITableViewCell, at path: IndexPath) {
      let editable = isEditing && (dataSource?.tableView(self, canEditRowAt: path) ?? true)
      if cell.isEditing != editable { cell.setEditing(editable, animated: false) }
      cell.standInEditingStyle = editable ? delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete : .none
      cell.standInShowsReorderControl =
        editable && cell.showsReorderControl && (dataSource?.tableView(self, canMoveRowAt: path) ?? false)
    }

    /// The header and footer views of the sections on screen: the delegate's, or views made for the data
    /// source's titles, reused as cells are — a view that left the screen shows another section's title next.
    private func layOutSectionViews(showing sections: Set<Int>) {
      guard let dataSource else { return }
      standInHeaderViews = [:]
      standInFooterViews = [:]
      for (section, view) in titleHeaders where !sections.contains(section) {
        reusableTitleViews.append(view)
        titleHeaders[section] = nil
      }
      for (section, view) in titleFooters where !sections.contains(section) {
        reusableTitleViews.append(view)
        titleFooters[section] = nil
      }
      for section in sections.sorted() {
        if let view = delegate?.tableView(self, viewForHeaderInSection: section) {
          standInHeaderViews[section] = view
        } else if titleHeaders[section] == nil, let title = dataSource.tableView(self, titleForHeaderInSection: section)
        {
          titleHeaders[section] = titleView(title)
        }
        if let view = delegate?.tableView(self, viewForFooterInSection: section) {
          standInFooterViews[section] = view
        } else if titleFooters[section] == nil, let title = dataSource.tableView(self, titleForFooterInSection: section)
        {
          titleFooters[section] = titleView(title)
        }
      }
    }

    /// A header or footer view showing a data source's title: a reused one when one left the screen.
    private func titleView(_ title: String) -> UITableViewHeaderFooterView {
      let view = reusableTitleViews.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
      view.prepareForReuse()
      // UIKit draws a data source's title with a list content configuration of its own.
      var content = view.defaultContentConfiguration()
      content.text = title
      view.contentConfiguration = content
      return view
    }
  }
#endif
