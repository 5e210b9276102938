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
    /// Told of rows before they come on screen.
    @available(iOS 10.0, *)
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// The rows told to the prefetching data source that have not come on screen since (stand-in only).
    public internal(set) var standInPrefetched = Set<IndexPath>()
    /// The default row height.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// The default estimated row height.
    @available(iOS 7.0, *)
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers when the delegate gives none; automatic by default (sized to the title).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The padding above each section header; automatic by default (a plain table's gap above its headers).
    @available(iOS 15.0, *)
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// The height of section footers when the delegate gives none; automatic by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The view above the first section (a search bar): as wide as the table, as high as its frame says, every
    /// section below it.
    open var tableHeaderView: UIView? {
      didSet {
        if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
        if let tableHeaderView { addSubview(tableHeaderView) }
        setNeedsLayout()
      }
    }
    /// Whether a tap selects a row in editing mode (UIKit's default: it does not).
    open var allowsSelectionDuringEditing: Bool = false
    /// Whether the table is in editing mode.
    open var isEditing: Bool {
      get { editing }
      set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// Whether the table shows a change the data source has not been told of yet: a row being dropped, until the
    /// data source's `moveRowAt` returns. UIKit's header: "reloading the table view while it has uncommitted
    /// updates" is not allowed.
    @available(iOS 11.0, *)
    open internal(set) var hasUncommittedUpdates: Bool = false

    /// The width of the screen the table fills when its frame is not set: the narrowest iPhone sold today (iPhone SE,
    /// 375 points) (stand-in only).
    public var standInScreenWidth: CGFloat = 375
    /// How many rows fit on screen (stand-in only).
    public var standInViewportRows = 12
    /// The "Invalid update" and dequeue exceptions UIKit would have raised (stand-in only).
    public internal(set) var standInExceptions: [String] = []
    /// Each time the control with the focus was taken off the screen (its cell reloaded or scrolled away): on a
    /// device, the keyboard went away under the user's fingers.
    public private(set) var standInKeyboardDismissals: [String] = []
    /// The colour behind the last row tapped as the tap showed it (stand-in only): selected, as the finger lifts,
    /// fading as the app deselects it. A row that looks the same selected gives no sign that the tap was felt.
    public internal(set) var standInBackgroundWhilePressed: UIColor?
    /// What a person would see wrong on screen, found at each layout: a control in a cell that draws nothing.
    public internal(set) var standInLayoutDefects: [String] = []
    /// The animations asked for each insert, delete and reload, oldest first (stand-in only).
    public private(set) var standInAnimations: [RowAnimation] = []
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
    public internal(set) var standInHeaderViews: [Int: UIView] = [:]
    /// The footer views the delegate gave for the sections on screen (stand-in only).
    public internal(set) var standInFooterViews: [Int: UIView] = [:]
    /// The heights the delegate gave for the rows on screen (stand-in only).
    public internal(set) var standInRowHeights: [IndexPath: CGFloat] = [:]

    var counts: [Int] = []
    var cells: [IndexPath: UITableViewCell] = [:]
    var firstVisibleRow = 0
    /// The header and footer views made for the data source's titles, by section on screen.
    var titleHeaders: [Int: UITableViewHeaderFooterView] = [:]
    var titleFooters: [Int: UITableViewHeaderFooterView] = [:]
    /// Title views that left the screen, to show other titles.
    var reusableTitleViews: [UITableViewHeaderFooterView] = []
    /// Where an animated scroll is going, until it finishes.
    var pendingScroll: Int?
    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    private var pending: BatchUpdate?
    var selected: IndexPath? {
      didSet {
        if let oldValue, oldValue != selected { cells[oldValue]?.setSelected(false, animated: false) }
        if let selected { cells[selected]?.setSelected(true, animated: false) }
      }
    }
    var hasLoaded = false
    var distinctCells = Set<ObjectIdentifier>()

    /// UIKit's `init(frame:style:)`.
    public init(frame: CGRect, style: UITableView.Style) {
      self.style = style
      super.init(frame: frame)
      // UIKit's own backgrounds: a grouped table's gray behind its white rows, a plain table's white.
      backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
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

    /// Reloads everything from the data source.
    open func reloadData() {
      if hasUncommittedUpdates {
        standInExceptions.append(
          "reloadData() while the table has uncommitted updates (a row being dropped): UIKit's header says "
            + "not to reload then; the drop animation breaks")
      }
      standInReloadDataCalls += 1
      standInPrefetched = []
      forgetTitleViews()
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

    /// The path of a cell on screen, or `nil`.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }

    /// The table's layout margins: the screen's (16 points on phones narrower than 414, else 20), top and bottom 8.
    override open var layoutMargins: UIEdgeInsets {
      get {
        let side: CGFloat = shownWidth >= 414 ? 20 : 16
        return UIEdgeInsets(top: 8, left: side, bottom: 8, right: side)
      }
      set {}
    }

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
    /// Without animation the content moves at once but its cells are laid out at the next layout pass
    /// (`layoutIfNeeded()`, or the run loop's next turn: ``standInFinishAnimations()``); an animated scroll moves
    /// them on a later turn of the run loop. Until then `cellForRow(at:)` answers `nil` for a row still off screen,
    /// as UIKit documents it ("nil if the cell is not visible").
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
      loadIfNeeded()
      let target = counts[..<indexPath.section].reduce(0, +) + indexPath.row
      pendingScroll = target
      if !animated { setNeedsLayout() }
    }

    /// The table came on screen: its rows are laid out.
    override open func didMoveToWindow() {
      if window != nil, hasLoaded { layout() }
    }

    /// Lays out the rows a scroll brought on screen, if it has not been done, and draws the cells on screen for
    /// their new states (pressed, selected).
    override open func layoutIfNeeded() {
      for cell in cells.values { cell.standInUpdateConfigurationIfNeeded() }
      guard let target = pendingScroll else { return }
      pendingScroll = nil
      firstVisibleRow = target
      layout()
    }

    /// Completes an animated scroll, as the run loop's later turns do on a device.
    public func standInFinishAnimations() { layoutIfNeeded() }

    /// Enters or leaves editing mode: each row on screen the data source lets edit shows its editing controls.
    open func setEditing(_ editing: Bool, animated: Bool) {
      self.editing = editing
      layout()
    }

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
      standInAnimations.append(animation)
      record { $0.insertedSections += sections }
    }

    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
      standInAnimations.append(animation)
      record { $0.deletedSections += sections }
    }

    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
      standInAnimations.append(animation)
      record { $0.reloadedSections += sections }
    }

    /// Moves a section.
    @available(iOS 5.0, *)
    open func moveSection(_ section: Int, toSection newSection: Int) {
      record { $0.movedSections.append(Move(from: section, to: newSection)) }
    }

    /// Inserts rows.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      standInAnimations.append(animation)
      record { $0.insertedRows += indexPaths.map(Self.rowPath) }
    }

    /// Deletes rows.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      standInAnimations.append(animation)
      record { $0.deletedRows += indexPaths.map(Self.rowPath) }
    }

    /// Reloads rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      standInAnimations.append(animation)
      record { $0.reloadedRows += indexPaths.map(Self.rowPath) }
    }

    /// Moves a row.
    @available(iOS 5.0, *)
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      record { $0.movedRows.append(Move(from: Self.rowPath(indexPath), to: Self.rowPath(newIndexPath))) }
    }

    // MARK: Private

    static func rowPath(_ indexPath: IndexPath) -> RowPath { RowPath(indexPath.section, indexPath.row) }

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

    func loadIfNeeded() {
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

    func currentCounts() -> [Int] {
      guard let dataSource else { return [] }
      return (0..<dataSource.numberOfSections(in: self)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }

    /// Checks the batch as UIKit's endUpdates does, then carries the cells on screen to their new paths.
    private func commit(_ update: BatchUpdate) {
      let after = currentCounts()
      standInPrefetched = []  // their index paths moved: the next layout tells the rows near it again
      if let violation = BatchUpdateValidator.violations(of: update, before: counts, after: after).first {
        standInExceptions.append("NSInternalInconsistencyException: Invalid update: \(violation.message)")
        reloadData()
        return
      }
      // Reloaded, inserted and moved sections get new header and footer views (asking for their titles again).
      if update.deletedSections.isEmpty && update.insertedSections.isEmpty && update.movedSections.isEmpty {
        forgetTitleViews(of: update.reloadedSections)
      } else {
        forgetTitleViews()
      }
      let carried = CellCarrier(update: update, before: counts, after: after).carry(cells)
      let dropped = cells.filter { _, cell in carried.values.allSatisfy { $0 !== cell } }
      cells = carried
      counts = after
      layout()
      // The cells a batch drops (deleted or reloaded rows) are still animating out while the new ones are made, so
      // a reloaded row gets another cell instance, never its own back; they are reusable after the batch, when
      // UIKit tells the delegate they ended displaying, at the index paths they had.
      for (path, cell) in dropped.sorted(by: { $0.key < $1.key }) {
        enqueue(cell)
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
      }
    }

    /// Puts the title views of `sections` (all of them when `nil`) back for reuse: they are asked for again.
    func forgetTitleViews(of sections: [Int]? = nil) {
      for section in sections ?? Array(Set(titleHeaders.keys).union(titleFooters.keys)) {
        if let view = titleHeaders.removeValue(forKey: section) { reusableTitleViews.append(view) }
        if let view = titleFooters.removeValue(forKey: section) { reusableTitleViews.append(view) }
      }
    }

    /// Lets go of a cell that left the screen or was replaced: a control in it that had the focus loses it — on a
    /// device the keyboard goes away — which is recorded.
    func enqueue(_ cell: UITableViewCell) {
      if let focused = window?.standInFirstResponder as? UIView, focused.isDescendant(of: cell) {
        _ = focused.resignFirstResponder()
        standInKeyboardDismissals.append("the \(type(of: focused)) with the focus lost its cell")
      }
      cell.removeFromSuperview()
      if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

  }
#endif
