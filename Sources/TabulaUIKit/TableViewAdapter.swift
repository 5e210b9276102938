#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// A `UITableView`'s data source and delegate, driven by one level of a `TableSession`.
  ///
  /// It answers from the screen it shows, changes the session only through events (select, set a value, delete,
  /// move, back), and animates every changeset stage by stage with `performBatchUpdates`, the data source
  /// answering each stage with that stage's counts and rows (`StagedScreen`). While a child level is pushed over
  /// its level, it keeps showing its own frozen screen; when its level is current again, it reloads.
  @MainActor public final class TableViewAdapter: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The session the table shows.
    public let session: TableSession
    /// The table view.
    public private(set) weak var tableView: UITableView?
    /// Custom cells, heights and section views.
    public let cells: CellRegistry
    /// The view controller the table is shown in, which an action presents from (`context.viewController`):
    /// the `TableViewController` that made the adapter, or the one an app that drives its own table view sets.
    public weak var viewController: UIViewController?
    /// What the adapter tells its observers (``observe(_:)``).
    public enum Event: Sendable, Equatable {
      /// The session pushed a child level, of this depth: show a controller for it.
      case pushed(depth: Int)
      /// The session left this adapter's level without the user going back (choosing in a picker, an action that
      /// goes back); the depth now current: take this level's screen away.
      case popped(toDepth: Int)
      /// The session refused an event (a row it would not delete, say); the table is left as it was.
      case refused(SessionError)
    }
    private let observers = Registrations<@MainActor (Event) -> Void>()

    /// The session depth this adapter shows.
    public let depth: Int
    /// What the table shows between changesets: the session's screen as of the last one played.
    var screen: Screen {
      didSet { padHeaders() }
    }
    var staged: StagedScreen?
    private var subscription: Subscription?
    private var textSizeObserver: NotificationObserver?
    /// The row whose text the user is typing: its reloads would replace the field under the keyboard.
    var editingRowID: String?
    /// Text typed into number and date rows that is no answer (150 in a field of 0 to 130), by row id: shown in
    /// the field and its error under the section until it is corrected; a submit stops there.
    var unansweredText: [String: String] = [:]
    /// The row each cell on screen was shown for, told to `didEndDisplaying` (its index path may be another row's
    /// by then: UIKit tells it after a deletion, at the old path).
    private var displayedRows: [ObjectIdentifier: Row] = [:]
    /// Where the reloaded rows of the changeset being played are once it is played (found when the cell was
    /// judged, not searched for again): they are redrawn on their own cells then.
    private var rowsToRedraw: [RowPath] = []
    /// The reloaded sections of the changeset being played whose titles are changed in place once it is played.
    private var sectionsToRetitle: [String] = []
    /// True while the table view already shows the change (a drag the user made).
    var tableShowsChange = false
    /// The search bar above the rows, while the table is searchable (``Table/searchPrompt``).
    var searchBar: UISearchBar?
    /// What is typed in the search bar: the table shows only the rows matching it; empty, all of them.
    var query = ""
    /// An app's cells that wear a theme's background the adapter gave them, by identity.
    var themedAppCells: [ObjectIdentifier: WeakCell] = [:]
    /// A cell held weakly.
    struct WeakCell {
      weak var cell: UITableViewCell?
    }
    /// The row count of each section that loads on sight (by id) when its Load more row last asked on sight.
    var askedOnSight: [String: Int] = [:]
    /// The sections whose Load more row came into view during a batch update (by id): they ask after it.
    var sightedDuringUpdate: Set<String> = []
    /// The rows told to the registry's prefetch hook, by the index path UIKit told them at.
    var prefetchedRows: [IndexPath: Row] = [:]
    /// The table view's own background, kept while a theme gives it another (`.some(nil)` for none).
    var backgroundBeforeTheme: UIColor??
    /// The footer text each custom footer view on screen was made with, by section id: made again when it changes.
    private var customFooterTexts: [String: String?] = [:]

    /// Shows the session's current level in `tableView`, becoming its data source and delegate.
    public init(session: TableSession, tableView: UITableView, cells: CellRegistry = CellRegistry()) {
      self.session = session
      self.tableView = tableView
      self.cells = cells
      depth = session.depth
      screen = session.screen
      super.init()
      cells.register(in: tableView)
      tableView.estimatedRowHeight = cells.estimatedRowHeight
      // A number pad has no Return key: dragging the table puts the keyboard away (and the bar above it has
      // Done), unless the app chose how its table does it.
      if tableView.keyboardDismissMode == .none { tableView.keyboardDismissMode = .onDrag }
      tableView.dataSource = self
      tableView.delegate = self
      tableView.prefetchDataSource = self
      padHeaders()
      showSearchBar(prompt: screen.searchPrompt)
      applyTableTheme()
      Self.showing[ObjectIdentifier(session), default: []].append(Weak(self))
      subscription = session.observe { [weak self] change in self?.sessionChanged(change) }
      // A new text size may move controls under their text or back beside it: the rows are drawn again.
      textSizeObserver = NotificationObserver(UIContentSizeCategory.didChangeNotification) { [weak self] in
        self?.tableView?.reloadData()
      }
      tableView.reloadData()
    }

    // MARK: Following the session

    private func sessionChanged(_ change: TableSession.Change) {
      // The level current when the change was made: a later change may already have pushed or popped.
      let told = session.observedScreen
      switch change {
      case .updated(let changeset) where told.depth == depth:
        apply(changeset, to: told)
      case .pushed where told.depth == depth + 1:
        tell(.pushed(depth: told.depth))
      case .popped where told.depth == depth:
        screen = searched(told)
        tableView?.reloadData()
      case .popped where told.depth == depth - 1:
        tell(.popped(toDepth: told.depth))
      default:
        break  // another level's change: this table keeps its frozen screen
      }
    }

    private func apply(_ changeset: Changeset, to after: Screen) {
      let before = screen
      let wasSearching = !query.isEmpty
      if after.searchPrompt != before.searchPrompt { showSearchBar(prompt: after.searchPrompt) }
      let themeChanged = after.theme != before.theme
      if !query.isEmpty {
        showMatches(in: after)
        if themeChanged { applyTableTheme() }
        return
      }
      if wasSearching || themeChanged {
        // The search went with its bar (the table shown was narrowed), or every row wears a new theme: the table
        // is drawn again whole.
        screen = after
        applyTableTheme()
        tableView?.reloadData()
        return
      }
      guard let tableView, !tableShowsChange else {
        // The table shows this change already (the user's drag); the changes it leads to are played.
        tableShowsChange = false
        screen = after
        return
      }
      guard tableView.window != nil else {
        // Off screen (not shown yet, under a modal, in another tab) nothing animates: UIKit lays the rows out
        // when the table appears.
        screen = after
        tableView.reloadData()
        return
      }
      var staged = StagedScreen(from: before, to: after, changeset: changeset)
      for stage in changeset.stages {
        var failed = false
        tableView.performBatchUpdates {
          do {
            try staged.advance(through: stage)
          } catch {
            failed = true
            return
          }
          self.staged = staged
          self.tell(tableView, stage, animation: Self.rowAnimation(changeset.animation))
        }
        if failed { break }
      }
      self.staged = nil
      screen = after
      if staged.rowCounts != after.rowCounts {
        sectionsToRetitle = []
        tableView.reloadData()
      } else {
        redrawInPlace(tableView)
        retitleInPlace(tableView)
      }
      loadMoreIfInSight()
    }

    /// Shows the header and footer titles of the sections on screen — new ones after a changeset reloaded a section
    /// for them, and the errors under a section as they come and go — on their own views. A section whose title
    /// appears while it is on screen is reloaded, since only a reload adds the view; a title that goes leaves an
    /// empty view (a reload would take the keyboard from a field being corrected).
    func retitleInPlace(_ tableView: UITableView) {
      defer { sectionsToRetitle = [] }
      guard titlesAreBuiltIn else {
        remakeCustomFooters(tableView)
        return
      }
      var sections = Set((tableView.indexPathsForVisibleRows ?? []).map(\.section))
      for id in sectionsToRetitle { if let index = screen.visibleIndex(ofSection: id) { sections.insert(index) } }
      var reloads: [Int] = []
      var changed = false
      for index in sections.sorted() where index < screen.sectionCount {
        let section = screen.section(at: index)
        for (view, text) in [
          (tableView.headerView(forSection: index), section.header),
          (tableView.footerView(forSection: index), footerText(of: section)),
        ] {
          if let view {
            if (view.contentConfiguration as? UIListContentConfiguration)?.text != text {
              var content = view.defaultContentConfiguration()
              content.text = text
              view.contentConfiguration = content
              changed = true
            }
          } else if text != nil, !reloads.contains(index) {
            reloads.append(index)
          }
        }
      }
      if !reloads.isEmpty {
        tableView.reloadSections(IndexSet(reloads), with: .automatic)
      } else if changed {
        tableView.performBatchUpdates(nil)  // the titles may need other heights
      }
    }

    /// Makes again the custom footer views on screen whose text changed (errors came or went), by reloading their
    /// sections, the only way UIKit asks for a new footer view; not a section whose field is being typed in (the
    /// reload would take the keyboard away): its footer is made again when the typing ends.
    private func remakeCustomFooters(_ tableView: UITableView) {
      guard cells.footerView != nil else { return }
      let editing = editingRowID.flatMap { screen.visiblePath(ofRow: $0)?.section }
      let shown = Set((tableView.indexPathsForVisibleRows ?? []).map(\.section))
      let stale = shown.sorted().filter { index in
        guard index < screen.sectionCount, index != editing else { return false }
        let section = screen.section(at: index)
        guard let made = customFooterTexts[section.id] else { return false }
        return made != footerText(of: section)
      }
      if !stale.isEmpty { tableView.reloadSections(IndexSet(stale), with: .none) }
    }

    /// Redraws the rows a changeset reloaded whose cells stay (``rowsToRedraw``) on those very cells, keeping
    /// their controls.
    private func redrawInPlace(_ tableView: UITableView) {
      defer { rowsToRedraw = [] }
      for path in rowsToRedraw {
        let indexPath = IndexPath(row: path.row, section: path.section)
        guard let row = screen.row(at: path), let cell = tableView.cellForRow(at: indexPath) else { continue }
        dress(cell, with: row, at: indexPath)
      }
    }

    /// Where the reloaded row at `path` will be once the changeset is played, if its visible cell can show its new
    /// content itself: same kind of cell, no factory that makes cells its own way. Found by the staged screen,
    /// which searches no data source for the row's id.
    private func pathToRedrawInPlace(at path: RowPath, in tableView: UITableView) -> RowPath? {
      guard cells.cellFactory == nil,
        let cell = tableView.cellForRow(at: IndexPath(row: path.row, section: path.section)),
        let final = staged?.finalPath(ofRowAt: path), let row = staged?.screenAfter.row(at: final),
        cell.reuseIdentifier == reuseIdentifier(for: row)
      else { return nil }
      return final
    }

    /// Whether headers and footers are the data source's titles (no views of the registry's), which can be changed
    /// on the views UIKit made for them.
    private var titlesAreBuiltIn: Bool { cells.headerView == nil && cells.footerView == nil }

    private func tell(_ tableView: UITableView, _ stage: Changeset.Stage, animation: UITableView.RowAnimation) {
      let update = stage.update
      func indexPaths(_ paths: [RowPath]) -> [IndexPath] { paths.map { IndexPath(row: $0.row, section: $0.section) } }
      if !update.deletedSections.isEmpty {
        tableView.deleteSections(IndexSet(update.deletedSections), with: animation)
      }
      if !update.insertedSections.isEmpty {
        tableView.insertSections(IndexSet(update.insertedSections), with: animation)
      }
      for move in update.movedSections { tableView.moveSection(move.from, toSection: move.to) }
      // A section is reloaded for its header or footer (its rows change in stages of their own): built-in titles
      // are retitled in place once the changeset is played, so the section's cells — a field with the keyboard,
      // a slider being dragged — stay; custom header and footer views are made anew by a reload.
      var sectionReloads: [Int] = []
      for (index, id) in zip(update.reloadedSections, stage.sectionIDs.reloaded) {
        if titlesAreBuiltIn {
          sectionsToRetitle.append(id)
        } else {
          sectionReloads.append(index)
        }
      }
      if !sectionReloads.isEmpty { tableView.reloadSections(IndexSet(sectionReloads), with: .automatic) }
      if !update.deletedRows.isEmpty { tableView.deleteRows(at: indexPaths(update.deletedRows), with: animation) }
      if !update.insertedRows.isEmpty { tableView.insertRows(at: indexPaths(update.insertedRows), with: animation) }
      for move in update.movedRows {
        tableView.moveRow(
          at: IndexPath(row: move.from.row, section: move.from.section),
          to: IndexPath(row: move.to.row, section: move.to.section))
      }
      // A reloaded row whose cell stays is redrawn on that cell after the batch (a reload would make a new cell
      // and new controls, cutting a drag and taking the keyboard away); the row being typed into is left alone.
      var reloads: [RowPath] = []
      for (path, id) in zip(update.reloadedRows, stage.rowIDs.reloaded) where id != editingRowID {
        unansweredText[id] = nil  // a value set from elsewhere replaces what was typed

        if let final = pathToRedrawInPlace(at: path, in: tableView) {
          rowsToRedraw.append(final)
        } else {
          reloads.append(path)
        }
      }
      if !reloads.isEmpty { tableView.reloadRows(at: indexPaths(reloads), with: .none) }
    }

    /// Calls `handler` with every ``Event`` until the returned subscription is cancelled or released (as a
    /// session's observers). Any number may observe (the controller that shows child levels, the app); each hears
    /// every event, in the order they subscribed.
    public func observe(_ handler: @escaping @MainActor (Event) -> Void) -> Subscription {
      observers.observe(handler)
    }

    private func tell(_ event: Event) {
      observers.forEach { $0(event) }
    }

    /// Sends an event to the session; a refusal is told to observers (``Event/refused(_:)``) and the table reloads what it shows.
    @discardableResult
    func send(_ event: TableEvent) -> Bool {
      // A screen that is not the session's current level (left by the session, not yet taken away) sends nothing:
      // its taps would reach another level's rows.
      guard session.depth == depth else { return false }
      do {
        try session.handle(event)
        return true
      } catch {
        tell(.refused(error))
        // A refusal shows the session's screen again; not during a drop, which UIKit forbids reloading.
        if tableView?.hasUncommittedUpdates != true {
          screen = searched(session.screen)
          tableView?.reloadData()
        }
        return false
      }
    }

    // MARK: What the table shows

    private var shownSectionCount: Int { staged?.sectionCount ?? screen.sectionCount }

    func shownSection(_ index: Int) -> Section {
      staged?.section(at: index) ?? screen.section(at: index)
    }

    /// The row the table shows at a path, as of the stage being applied.
    func shownRow(at indexPath: IndexPath) -> Row? {
      let path = RowPath(indexPath.section, indexPath.row)
      return staged.map { $0.row(at: path) } ?? screen.row(at: path)
    }

    // MARK: UITableViewDataSource

    /// The sections on screen (of the stage being applied).
    public func numberOfSections(in tableView: UITableView) -> Int { shownSectionCount }

    /// The rows of a section on screen (of the stage being applied).
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      staged?.rowCount(inSectionAt: section) ?? screen.rowCount(inSectionAt: section)
    }

    /// A registered custom cell or a built-in one, configured for the row, then by the registry's closures.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let row = shownRow(at: indexPath) ?? Row()
      if let cell = cells.cellFactory?(tableView, indexPath, row) { return cell }
      let identifier = reuseIdentifier(for: row)
      let cell: UITableViewCell
      if cells.registeredIdentifier(for: row) != nil {
        cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      } else if identifier == CellRegistry.noReuse {
        cell = TabulaCell(style: Self.cellStyle(row.shownStyle), reuseIdentifier: nil)
      } else {
        cell =
          tableView.dequeueReusableCell(withIdentifier: identifier)
          ?? TabulaCell(style: Self.cellStyle(row.shownStyle), reuseIdentifier: identifier)
      }
      dress(cell, with: row, at: indexPath)
      return cell
    }

    /// The section's header text; none when its header height is 0.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      shownSection(section).shownHeader
    }

    /// The section's footer text.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      footerText(of: shownSection(section))
    }

    /// UIKit's animation for the one a changeset names; a fade when it names none.
    static func rowAnimation(_ animation: RowAnimation?) -> UITableView.RowAnimation {
      switch animation ?? .fade {
      case .automatic: .automatic
      case .fade: .fade
      case .right: .right
      case .left: .left
      case .top: .top
      case .bottom: .bottom
      case .none: .none
      case .middle: .middle
      }
    }

    static func cellStyle(_ style: RowStyle) -> UITableViewCell.CellStyle {
      switch style {
      case .default: .default
      case .value1: .value1
      case .value2: .value2
      case .subtitle: .subtitle
      }
    }

    // MARK: UITableViewDelegate

    /// A tap: sent to the session (runs the action, picks the option, or pushes the child table).
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      guard let row = shownRow(at: indexPath) else { return }
      select(row)
    }

    /// A disabled row does not highlight: a tap on it does nothing (the session would refuse it).
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      shownRow(at: indexPath).map { !session.isDisabled($0) } ?? false
    }

    /// A disabled row is not selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      self.tableView(tableView, shouldHighlightRowAt: indexPath) ? indexPath : nil
    }

    /// The detail button (ⓘ) does what selecting the row does: its action, or its child table.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
      guard let row = shownRow(at: indexPath), !session.isDisabled(row) else { return }
      select(row)
    }

    /// The identifier of the cells that show `row`: its registered cell's, else the registry's choice for it (with
    /// its style: UIKit's styles are fixed when a cell is made), else its style's.
    func reuseIdentifier(for row: Row) -> String {
      if let registered = cells.registeredIdentifier(for: row) { return registered }
      let style = row.shownStyle.rawValue
      switch cells.cellIdentifier?(row) {
      case CellRegistry.noReuse?: return CellRegistry.noReuse
      case let chosen?: return "tabula.row.\(chosen).\(style)"  // a style is fixed when a cell is made
      case nil: return "tabula.style.\(style)"
      }
    }

    /// Draws `row` in `cell`: the built-in drawing, then the registered kind's and the registry's own.
    func dress(_ cell: UITableViewCell, with row: Row, at indexPath: IndexPath) {
      configure(cell, with: row, at: indexPath)
      if let kind = row.typeName { cells.registrations[kind]?.configure?(cell, row) }
      cells.configure?(cell, row)
    }

    /// The registry's will-display hook; and a section's Load more row that loads on sight asks for the next rows as
    /// it comes on screen (`LoadMore`).
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      guard let row = shownRow(at: indexPath) else { return }
      displayedRows[ObjectIdentifier(cell)] = row
      cells.willDisplay?(cell, row)
      prefetchedRows[indexPath] = nil
      loadMoreOnSight(row, at: indexPath)
    }

    /// Loads the next rows of a section that loads them on sight, when its "Load more" row comes into view or
    /// near it (prefetched): after this layout pass, since rows delivered at once change the table UIKit is laying
    /// out. The session asks the loader once until it delivers; a sighting that rows arrived after is stale (the
    /// row has moved on, maybe off screen) and asks nothing. Nobody pressed anything, so a session that will not
    /// load (the form ended, the row disabled) is not asked, and nothing is refused.
    func loadMoreOnSight(_ row: Row, at indexPath: IndexPath) {
      let section = shownSection(indexPath.section)
      guard session.depth == depth, section.loadMore?.loadsOnSight == true,
        row.id == LoadMore.rowID(inSection: section.id)
      else { return }
      guard staged == nil else {
        sightedDuringUpdate.insert(section.id)  // asked once the update is done (loadMoreIfInSight)
        return
      }
      let seenAt = RowPath(indexPath.section, indexPath.row)
      Task { @MainActor [weak self] in
        guard let self, self.session.depth == self.depth, self.session.outcome == nil,
          !self.session.isDisabled(row), self.screen.visiblePath(ofRow: row.id) == seenAt
        else { return }
        self.askedOnSight[section.id] = self.screen.rowCount(inSectionAt: seenAt.section)
        _ = try? self.session.handle(.select(rowID: row.id))
      }
    }

    /// After a change the Load more row of a section that loads on sight may be on screen without having been
    /// displayed anew: a batch update brought it (a deletion above it) while sightings waited for the update to
    /// end, or it stayed (a short page, a tall screen: UIKit displays again only rows that came). One that
    /// stayed asks when its section changed since it last asked, so a loader that answers with no rows is not
    /// asked again and again.
    private func loadMoreIfInSight() {
      Task { @MainActor [weak self] in
        guard let self else { return }
        let sighted = self.sightedDuringUpdate
        self.sightedDuringUpdate = []
        guard let tableView = self.tableView, self.query.isEmpty else { return }
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
          guard let row = self.shownRow(at: indexPath), indexPath.section < self.screen.sectionCount else { continue }
          let section = self.screen.section(at: indexPath.section)
          guard row.id == LoadMore.rowID(inSection: section.id),
            sighted.contains(section.id)
              || self.askedOnSight[section.id] != self.screen.rowCount(inSectionAt: indexPath.section)
          else { continue }
          self.loadMoreOnSight(row, at: indexPath)
        }
      }
    }

    /// The registry's did-end-displaying hook.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      guard let row = displayedRows.removeValue(forKey: ObjectIdentifier(cell)) ?? shownRow(at: indexPath) else {
        return
      }
      cells.didEndDisplaying?(cell, row)
    }

    /// The registry's height for the row, else the row's own, else automatic.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      guard let row = shownRow(at: indexPath) else { return UITableView.automaticDimension }
      return cells.rowHeight?(row) ?? row.height.map { CGFloat($0) } ?? UITableView.automaticDimension
    }

    /// A plain table pads each section header from iOS 15 on: where the definition gives header heights, none, so
    /// a header is as high as it says; elsewhere UIKit's own.
    func padHeaders() {
      let sized = (0..<screen.sectionCount).contains { screen.section(at: $0).headerHeight != nil }
      let padding = screen.style == .plain && sized ? 0 : UITableView.automaticDimension
      if tableView?.sectionHeaderTopPadding != padding { tableView?.sectionHeaderTopPadding = padding }
    }

    /// The section's header height from the definition (its own, else the table's), else automatic.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      Self.sectionHeight(shownSection(section).headerHeight)
    }

    /// The section's footer height from the definition (its own, else the table's), else automatic.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      let shown = shownSection(section)
      // A footer that shows its rows' errors takes the room they need.
      let showsErrors = footerText(of: shown) != shown.shownFooter
      return showsErrors ? UITableView.automaticDimension : Self.sectionHeight(shown.footerHeight)
    }

    /// A definition's header or footer height as UIKit takes it. A grouped table reads 0 as "the default", so
    /// no height is the smallest positive one.
    static func sectionHeight(_ points: Double?) -> CGFloat {
      guard let points else { return UITableView.automaticDimension }
      return points == 0 ? .leastNormalMagnitude : CGFloat(points)
    }

    /// The registry's header view for the section, if any.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      cells.headerView?(shownSection(section))
    }

    /// The registry's footer view for the section, if any, given the section with its footer followed by its rows'
    /// errors (as the built-in footer shows them).
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      guard let make = cells.footerView else { return nil }
      var shown = shownSection(section)
      shown.footer = footerText(of: shown)
      customFooterTexts[shown.id] = shown.footer
      return make(shown)
    }

  }
#endif
