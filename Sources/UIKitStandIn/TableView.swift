#if os(Linux)
  import Foundation
  import Tabula

  /// UIKit's `UITableView` (stand-in), behaving like the real one where an adapter depends on it: it asks the data
  /// source for counts after every batch and raises UIKit's "Invalid update" when they do not add up (recorded in
  /// ``standInExceptions``, as Swift cannot raise Objective-C exceptions); it makes, dequeues and reuses cells by
  /// identifier; it asks for cells only for the rows in its viewport; and it calls the delegate as UIKit does.
  @available(iOS 2.0, *)
  @MainActor open class UITableView: UIScrollView {
    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
      case plain, grouped, insetGrouped
    }

    /// UIKit's `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
      case fade, right, left, top, bottom, none, middle
      case automatic = 100
    }

    /// UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
      case none, top, middle, bottom
    }

    /// UIKit's `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    public let style: UITableView.Style
    /// The data source.
    open weak var dataSource: (any UITableViewDataSource)?
    /// The delegate.
    open weak var delegate: (any UITableViewDelegate)?
    /// The default row height.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// The default estimated row height.
    @available(iOS 7.0, *)
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Whether the table is in editing mode.
    open var isEditing: Bool = false

    /// The width of the screen the table fills when its frame is not set: the narrowest iPhone sold today (iPhone SE,
    /// 375 points) (stand-in only).
    public var standInScreenWidth: CGFloat = 375
    /// How many rows fit on screen (stand-in only).
    public var standInViewportRows = 12
    /// The "Invalid update" and dequeue exceptions UIKit would have raised (stand-in only).
    public private(set) var standInExceptions: [String] = []
    /// Each time the control with the focus was taken off the screen (its cell reloaded or scrolled away): on a
    /// device, the keyboard went away under the user's fingers.
    public private(set) var standInKeyboardDismissals: [String] = []
    /// What a person would see wrong on screen, found at each layout: a control in a cell that draws nothing.
    public private(set) var standInLayoutDefects: [String] = []
    /// How many times `reloadData()` was called: a changeset that falls back to it animates nothing and, on a
    /// device, takes the keyboard away.
    public private(set) var standInReloadDataCalls = 0
    /// The batches of updates made while the table was in no window: UIKit lays a table out only on screen
    /// (it logs "UITableView was told to layout its visible cells and other contents without being in the view
    /// hierarchy"), so a batch there animates nothing and costs a layout of rows no one sees; `reloadData()` is
    /// the way to update a table off screen.
    public private(set) var standInBatchesOffScreen: [String] = []
    /// How many rows the last load asked the delegate a height for, one by one: before a table appears it computes
    /// the height of all its content (Apple, "Estimating the height of a table's scrolling area"), from the
    /// delegate's estimate for each row when it gives one, from each row's height when estimates are off
    /// (`estimatedRowHeight` 0), else from `estimatedRowHeight` alone.
    public private(set) var standInRowsMeasuredAtLoad = 0
    /// How many distinct cells the data source has handed the table (stand-in only).
    public var standInCellsMade: Int { distinctCells.count }
    /// The header views the delegate gave for the sections on screen (stand-in only).
    public private(set) var standInHeaderViews: [Int: UIView] = [:]
    /// The footer views the delegate gave for the sections on screen (stand-in only).
    public private(set) var standInFooterViews: [Int: UIView] = [:]
    /// The heights the delegate gave for the rows on screen (stand-in only).
    public private(set) var standInRowHeights: [IndexPath: CGFloat] = [:]

    private var counts: [Int] = []
    private var cells: [IndexPath: UITableViewCell] = [:]
    private var firstVisibleRow = 0
    /// The header and footer views made for the data source's titles, by section on screen.
    private var titleHeaders: [Int: UITableViewHeaderFooterView] = [:]
    private var titleFooters: [Int: UITableViewHeaderFooterView] = [:]
    /// Where an animated scroll is going, until it finishes.
    private var pendingScroll: Int?
    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var reusableCells: [String: [UITableViewCell]] = [:]
    private var pending: BatchUpdate?
    private var selected: IndexPath?
    private var hasLoaded = false
    private var distinctCells = Set<ObjectIdentifier>()

    /// UIKit's `init(frame:style:)`.
    public init(frame: CGRect, style: UITableView.Style) {
      self.style = style
      super.init(frame: frame)
    }

    /// UIKit's `init?(coder:)`; the stand-in has no archives.
    public required init?(coder: NSCoder) { return nil }

    /// Registers a class for making cells with an identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
      cellClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Registers a nib for making cells with an identifier.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
      cellClasses[identifier] = nib?.standInCellClass
    }

    /// Registers a class for making header and footer views with an identifier.
    @available(iOS 6.0, *)
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
      headerClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A reused or new cell of a registered identifier; an unregistered one is UIKit's exception.
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
      if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
      standInExceptions.append(
        "NSInternalInconsistencyException: unable to dequeue a cell with identifier \(identifier) - must register a "
          + "nib or a class for the identifier or connect a prototype cell in a storyboard")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A reused or new cell of a registered identifier, or `nil`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
      if let cell = reusableCells[identifier]?.popLast() {
        cell.prepareForReuse()
        return cell
      }
      guard let cellClass = cellClasses[identifier] else { return nil }
      return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// A new header or footer view of a registered identifier, or `nil`.
    @available(iOS 6.0, *)
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
      headerClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// The header view of a section on screen: a view of the delegate's, or the one UIKit makes for the data
    /// source's title (asked when the header appears and when its section is reloaded, not at every layout).
    @available(iOS 6.0, *)
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
      standInHeaderViews[section] as? UITableViewHeaderFooterView ?? titleHeaders[section]
    }

    /// The footer view of a section on screen, as ``headerView(forSection:)``.
    @available(iOS 6.0, *)
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
      standInFooterViews[section] as? UITableViewHeaderFooterView ?? titleFooters[section]
    }

    private static func titleView(_ title: String) -> UITableViewHeaderFooterView {
      // UIKit draws a data source's title with a list content configuration of its own.
      let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
      var content = view.defaultContentConfiguration()
      content.text = title
      view.contentConfiguration = content
      return view
    }

    /// Reloads everything from the data source.
    open func reloadData() {
      standInReloadDataCalls += 1
      titleHeaders = [:]
      titleFooters = [:]
      hasLoaded = true
      counts = currentCounts()
      measureContent()
      for (_, cell) in cells { enqueue(cell) }
      cells = [:]
      layout()
    }

    /// The number of sections the table shows.
    open var numberOfSections: Int {
      loadIfNeeded()
      return counts.count
    }

    /// The number of rows a section shows.
    open func numberOfRows(inSection section: Int) -> Int {
      loadIfNeeded()
      return counts[section]
    }

    /// The cell on screen at a path, or `nil`.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cells[indexPath] }

    /// The cells on screen, in order.
    open var visibleCells: [UITableViewCell] { (indexPathsForVisibleRows ?? []).compactMap { cells[$0] } }

    /// The paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? { cells.keys.sorted() }

    /// The selected row.
    open var indexPathForSelectedRow: IndexPath? { selected }

    /// Selects a row.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
      selected = indexPath
    }

    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
      if selected == indexPath { selected = nil }
    }

    /// Scrolls so the row is on screen (at the top of the stand-in's viewport).
    ///
    /// Without animation the rows are on screen when it returns; an animated scroll moves them on a later turn of
    /// the run loop (``standInFinishAnimations()``), so until then `cellForRow(at:)` answers `nil` for a row still
    /// off screen, as UIKit documents it ("nil if the cell is not visible").
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
      loadIfNeeded()
      let target = counts[..<indexPath.section].reduce(0, +) + indexPath.row
      if animated {
        pendingScroll = target
        return
      }
      pendingScroll = nil
      firstVisibleRow = target
      layout()
    }

    /// Completes an animated scroll, as the run loop's later turns do on a device.
    public func standInFinishAnimations() {
      guard let target = pendingScroll else { return }
      pendingScroll = nil
      firstVisibleRow = target
      layout()
    }

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Applies the updates made in `updates` as one batch, checked as UIKit checks it.
    @available(iOS 11.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      loadIfNeeded()
      if pending != nil {
        updates?()
        completion?(true)
        return
      }
      pending = BatchUpdate()
      updates?()
      let update = pending ?? BatchUpdate()
      pending = nil
      if window == nil, !update.isEmpty {
        standInBatchesOffScreen.append(
          "a batch of \(update.insertedRows.count) inserted, \(update.deletedRows.count) deleted, "
            + "\(update.reloadedRows.count) reloaded and \(update.movedRows.count) moved rows while in no window")
      }
      commit(update)
      completion?(true)
    }

    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
      record { $0.insertedSections += sections }
    }

    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
      record { $0.deletedSections += sections }
    }

    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
      record { $0.reloadedSections += sections }
    }

    /// Moves a section.
    @available(iOS 5.0, *)
    open func moveSection(_ section: Int, toSection newSection: Int) {
      record { $0.movedSections.append(Move(from: section, to: newSection)) }
    }

    /// Inserts rows.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      record { $0.insertedRows += indexPaths.map(Self.rowPath) }
    }

    /// Deletes rows.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      record { $0.deletedRows += indexPaths.map(Self.rowPath) }
    }

    /// Reloads rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      record { $0.reloadedRows += indexPaths.map(Self.rowPath) }
    }

    /// Moves a row.
    @available(iOS 5.0, *)
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      record { $0.movedRows.append(Move(from: Self.rowPath(indexPath), to: Self.rowPath(newIndexPath))) }
    }

    // MARK: The user's gestures (stand-in only)

    /// A tap on a row: the delegate hears `didSelectRowAt`.
    public func standInTap(_ indexPath: IndexPath) {
      // UIKit asks first whether the row highlights, then which row to select (`nil`: none); only then is it
      // selected and the delegate told.
      guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true,
        let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath
      else { return }
      selected = target
      delegate?.tableView(self, didSelectRowAt: target)
    }

    /// A tap on the row's detail button (ⓘ): UIKit tells the delegate only for the detail accessory types.
    public func standInTapDetailButton(_ indexPath: IndexPath) {
      guard let cell = cellForRow(at: indexPath),
        [.detailButton, .detailDisclosureButton].contains(cell.accessoryType)
      else { return }
      delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    /// A swipe on a row: its trailing actions, the delegate's or UIKit's Delete for an editable row.
    public func standInSwipeActions(_ indexPath: IndexPath) -> [UIContextualAction] {
      if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
        return configuration.actions
      }
      guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false,
        delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete == .delete
      else { return [] }
      return [
        UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
          guard let self else { return }
          self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
          done(true)
        }
      ]
    }

    /// A drag of a movable row to a new place: the table moves the cell, then tells the data source, as UIKit does.
    ///
    /// Only in editing mode: a person drags a row by its reorder control, which UIKit shows only while the table
    /// is editing (and only for rows the data source can move). The delegate may retarget the drop
    /// (`targetIndexPathForMoveFromRowAt`).
    public func standInDrag(from source: IndexPath, to proposed: IndexPath) {
      guard isEditing, dataSource?.tableView(self, canMoveRowAt: source) ?? false else { return }
      let destination =
        delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
      var rows = (0..<counts.count).map { section in (0..<counts[section]).map { IndexPath(row: $0, section: section) }
      }
      let moved = rows[source.section].remove(at: source.row)
      rows[destination.section].insert(moved, at: destination.row)
      let oldCells = cells
      cells = [:]
      for (section, paths) in rows.enumerated() {
        for (row, old) in paths.enumerated() { cells[IndexPath(row: row, section: section)] = oldCells[old] }
      }
      counts = rows.map(\.count)
      dataSource?.tableView(self, moveRowAt: source, to: destination)
      layout()
    }

    // MARK: Private

    private static func rowPath(_ indexPath: IndexPath) -> RowPath { RowPath(indexPath.section, indexPath.row) }

    /// The content height UIKit computes at load, counting the rows asked one by one.
    private func measureContent() {
      standInRowsMeasuredAtLoad = 0
      guard let delegate, let section = counts.firstIndex(where: { $0 > 0 }) else { return }
      let first = IndexPath(row: 0, section: section)
      let perRow: (IndexPath) -> CGFloat
      if !delegate.tableView(self, estimatedHeightForRowAt: first).isNaN {
        perRow = { delegate.tableView(self, estimatedHeightForRowAt: $0) }
      } else if estimatedRowHeight == 0 {
        perRow = { delegate.tableView(self, heightForRowAt: $0) }
      } else {
        return
      }
      for (section, count) in counts.enumerated() {
        for row in 0..<count { _ = perRow(IndexPath(row: row, section: section)) }
        standInRowsMeasuredAtLoad += count
      }
    }

    private func loadIfNeeded() {
      if !hasLoaded { reloadData() }
    }

    /// Adds an operation to the open batch; outside `performBatchUpdates`, the operation is a batch of its own.
    private func record(_ change: @escaping (inout BatchUpdate) -> Void) {
      if var update = pending {
        change(&update)
        pending = update
      } else {
        performBatchUpdates { self.record(change) }
      }
    }

    private func currentCounts() -> [Int] {
      guard let dataSource else { return [] }
      return (0..<dataSource.numberOfSections(in: self)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }

    /// Checks the batch as UIKit's endUpdates does, then carries the cells on screen to their new paths.
    private func commit(_ update: BatchUpdate) {
      let after = currentCounts()
      if let violation = BatchUpdateValidator.violations(of: update, before: counts, after: after).first {
        standInExceptions.append("NSInternalInconsistencyException: Invalid update: \(violation.message)")
        reloadData()
        return
      }
      // Reloaded, inserted and moved sections get new header and footer views (asking for their titles again).
      if update.deletedSections.isEmpty && update.insertedSections.isEmpty && update.movedSections.isEmpty {
        for section in update.reloadedSections {
          titleHeaders[section] = nil
          titleFooters[section] = nil
        }
      } else {
        titleHeaders = [:]
        titleFooters = [:]
      }
      let carried = CellCarrier(update: update, before: counts, after: after).carry(cells)
      let dropped = cells.values.filter { cell in carried.values.allSatisfy { $0 !== cell } }
      cells = carried
      counts = after
      layout()
      // The cells a batch drops (deleted or reloaded rows) are still animating out while the new ones are made, so
      // a reloaded row gets another cell instance, never its own back; they are reusable after the batch.
      dropped.forEach(enqueue)
    }

    /// Lets go of a cell that left the screen or was replaced: a control in it that had the focus loses it — on a
    /// device the keyboard goes away — which is recorded.
    private func enqueue(_ cell: UITableViewCell) {
      if let focused = cell.accessoryView, focused.isFirstResponder {
        _ = focused.resignFirstResponder()
        standInKeyboardDismissals.append("the \(type(of: focused)) with the focus lost its cell")
      }
      if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

    /// Asks for the cells of the rows in the viewport that have none, and lets go of those that left it.
    private func layout() {
      guard let dataSource else { return }
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
      }
      for path in wanted where cells[path] == nil {
        let cell = dataSource.tableView(self, cellForRowAt: path)
        distinctCells.insert(ObjectIdentifier(cell))
        cells[path] = cell
      }
      standInHeaderViews = [:]
      standInFooterViews = [:]
      let shownSections = Set(wanted.map(\.section))
      titleHeaders = titleHeaders.filter { shownSections.contains($0.key) }
      titleFooters = titleFooters.filter { shownSections.contains($0.key) }
      for section in shownSections {
        if let view = delegate?.tableView(self, viewForHeaderInSection: section) {
          standInHeaderViews[section] = view
        } else if titleHeaders[section] == nil, let title = dataSource.tableView(self, titleForHeaderInSection: section)
        {
          titleHeaders[section] = Self.titleView(title)
        }
        if let view = delegate?.tableView(self, viewForFooterInSection: section) {
          standInFooterViews[section] = view
        } else if titleFooters[section] == nil, let title = dataSource.tableView(self, titleForFooterInSection: section)
        {
          titleFooters[section] = Self.titleView(title)
        }
      }
      standInRowHeights = [:]
      for path in wanted {
        let height = delegate?.tableView(self, heightForRowAt: path) ?? .nan
        standInRowHeights[path] = height.isNaN ? rowHeight : height
      }
      for path in wanted {
        guard let cell = cells[path], let accessory = cell.accessoryView, !accessory.isHidden else { continue }
        if let defect = Self.layoutDefect(of: accessory, in: cell, width: rowContentWidth) {
          standInLayoutDefects.append(
            "row \(path.row) of section \(path.section): its \(type(of: accessory)) \(defect)")
        }
      }
    }

    /// The width a row has for its content: the table's (a phone's, ``standInScreenWidth``, when its frame is not
    /// set), less the insets of an inset-grouped table and the row's layout margins (16 points each side).
    private var rowContentWidth: CGFloat {
      (frame.width > 0 ? frame.width : standInScreenWidth) - (style == .insetGrouped ? 32 : 0) - 32
    }

    /// What a person sees wrong with a cell's accessory view: drawn at no size, wider than the row, or leaving the
    /// row's text too little room to be read (UIKit shrinks the text to make room for the accessory, then cuts it).
    private static func layoutDefect(of accessory: UIView, in cell: UITableViewCell, width: CGFloat) -> String? {
      let accessoryWidth = accessory.standInIntrinsicWidth ?? accessory.frame.width
      if accessory.standInIntrinsicWidth == nil, accessory.frame.width <= 0 || accessory.frame.height <= 0 {
        return "has a zero-sized frame, so a person sees nothing (an accessory view is drawn at its frame's size)"
      }
      if accessoryWidth > width {
        return "is \(Int(accessoryWidth)) points wide in a row with \(Int(width)) for its content: its end is cut off"
      }
      let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? ""
      let room = width - accessoryWidth - 16
      let wanted = min(CGFloat(text.count) * standInCharacterWidth, 4 * standInCharacterWidth)
      if !text.isEmpty, room < wanted {
        return "leaves its text \(Int(max(0, room))) points, so \"\(text)\" is cut to less than four letters"
      }
      return nil
    }

    /// The average width of a letter of a row's text (17-point system font), for the layout checks.
    static let standInCharacterWidth: CGFloat = 8.5
  }
#endif
