import Foundation
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// The stand-in's own rules, each as Apple documents UIKit, shown with a small data source of the test's (nothing
/// of the adapter's), and named after the adapter defect it would have caught.
@Suite @MainActor struct UIKitStandInRuleTests {
  /// A data source and delegate of plain rows whose answers each test sets.
  final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var editable: (IndexPath) -> Bool = { _ in true }
    var movable: (IndexPath) -> Bool = { _ in true }
    var accessory: (IndexPath) -> UIView? = { _ in nil }
    var text: (IndexPath) -> String = { "Row \($0.row)" }
    var footer: (Int) -> String? = { "Footer \($0)" }
    var footerHeight: (Int) -> CGFloat = { _ in .nan }
    var moves: [(IndexPath, IndexPath)] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
      var content = cell.defaultContentConfiguration()
      content.text = text(indexPath)
      cell.contentConfiguration = content
      cell.accessoryView = accessory(indexPath)
      cell.showsReorderControl = true
      return cell
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footer(section) }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      footerHeight(section)
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable(indexPath) }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable(indexPath) }
    func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
      moves.append((source, destination))
      reload?()
    }
    /// What the data source does inside `moveRowAt` (a broken one reloads the table).
    var reload: (() -> Void)?
  }

  static func table(_ rows: Rows, width: CGFloat = 375, contentSize: UIContentSizeCategory = .large) -> UITableView {
    let table = UITableView(frame: .zero, style: .insetGrouped)
    table.dataSource = rows
    table.delegate = rows
    UIWindow.standInShowing(table, width: width, contentSize: contentSize)
    table.reloadData()
    return table
  }

  /// "A row that is not editable gets no editing controls": a movable row the data source does not let edit has
  /// no reorder control and cannot be dragged (the adapter answered `canEditRowAt` with `canDelete`, so rows that
  /// only moved could never be reordered).
  @Test func aRowThatIsNotEditableCannotBeDragged() {
    let rows = Rows([3])
    rows.editable = { $0.row != 0 }
    let table = Self.table(rows)
    #expect(!table.standInDrag(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)), "not editing")
    table.setEditing(true, animated: false)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.standInShowsReorderControl == false)
    #expect(!table.standInDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
    #expect(table.standInDrag(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)))
    #expect(rows.moves.count == 1)
  }

  /// Editing mode shows `editingAccessoryView`, not `accessoryView` (Edit made every control disappear).
  @Test func editingModeShowsTheEditingAccessory() {
    let rows = Rows([1])
    let toggle = UISwitch(frame: .zero)
    rows.accessory = { _ in toggle }
    let table = Self.table(rows)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(cell?.standInShownAccessoryView === toggle && toggle.superview === cell)
    table.setEditing(true, animated: true)
    #expect(cell?.isEditing == true && cell?.standInShownAccessoryView == nil && toggle.superview == nil)
    table.setEditing(false, animated: true)
    #expect(cell?.standInShownAccessoryView === toggle && toggle.superview === cell)
  }

  /// Reloading while a drop is uncommitted is an error (the adapter reloaded inside `moveRowAt` on a refusal).
  @Test func reloadingDuringADropIsAnError() {
    let rows = Rows([2])
    let table = Self.table(rows)
    rows.reload = { table.reloadData() }
    table.setEditing(true, animated: false)
    table.standInDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    #expect(table.standInExceptions.contains { $0.contains("uncommitted updates") })
  }

  /// The delegate is asked at every place a dragged row passes, so a limit refuses the drop before it happens.
  @Test func aDragAsksTheDelegateAtEveryPlaceItPasses() {
    final class Limit: NSObject, UITableViewDelegate {
      var asked: [IndexPath] = []
      func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
      ) -> IndexPath {
        asked.append(proposedDestinationIndexPath)
        return proposedDestinationIndexPath.section == 0 ? proposedDestinationIndexPath : sourceIndexPath
      }
    }
    let rows = Rows([3, 2])
    let limit = Limit()
    let table = Self.table(rows)
    table.delegate = limit
    table.setEditing(true, animated: false)
    table.standInDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    #expect(limit.asked.count > 2, "asked along the way: \(limit.asked)")
    #expect(rows.moves.isEmpty, "the drop went back where it was")
  }

  /// A switch and a stepper have their own sizes whatever frame they are given (Apple: "UISwitch overrides
  /// init(frame:) and enforces a size appropriate for the control"); other controls report intrinsic sizes.
  @Test func switchesAndSteppersKeepTheirOwnSizes() {
    let toggle = UISwitch(frame: CGRect(x: 4, y: 5, width: 300, height: 2))
    #expect(toggle.frame == CGRect(x: 4, y: 5, width: 51, height: 31))
    toggle.frame.size.width = 10
    #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    let stepper = UIStepper(frame: .zero)
    stepper.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
    #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    let field = UITextField(frame: .zero)
    field.placeholder = "Name"
    #expect(field.intrinsicContentSize.width > 0 && field.intrinsicContentSize.height == field.font?.lineHeight)
    #expect(UISlider(frame: .zero).intrinsicContentSize.width == UIView.noIntrinsicMetric)
  }

  /// The layout check measures with its own model: a field too narrow for its row's text, or whose text does not
  /// grow with the person's text size, is a defect a person sees (the adapter guessed 8.5 points a letter and
  /// fixed heights, and the check used the same guess, so it could only agree).
  @Test func theLayoutCheckSeesWhatAPersonSees() {
    let rows = Rows([2])
    let fixed = UITextField(frame: CGRect(x: 0, y: 0, width: 180, height: 34))
    let squeezing = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
    rows.accessory = { $0.row == 0 ? fixed : squeezing }
    rows.text = { $0.row == 0 ? "Name" : "Surname" }
    let large = Self.table(rows)
    #expect(large.standInLayoutDefects.count == 1, "\(large.standInLayoutDefects)")
    #expect(large.standInLayoutDefects.first?.contains("\"Surname\"") == true)
    let huge = Self.table(Rows([1]), width: 320, contentSize: .accessibilityExtraExtraExtraLarge)
    #expect(huge.standInLayoutDefects.isEmpty, "a plain row wraps its text")
    let rowsWithFields = Rows([2])
    let growing = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
    growing.font = .preferredFont(forTextStyle: .body)
    growing.adjustsFontForContentSizeCategory = true
    rowsWithFields.accessory = {
      $0.row == 0 ? UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 34)) : growing
    }
    rowsWithFields.text = { _ in "A" }
    let hugeWithFields = Self.table(rowsWithFields, width: 320, contentSize: .accessibilityExtraExtraExtraLarge)
    let defects = hugeWithFields.standInLayoutDefects
    #expect(defects.contains { $0.hasPrefix("row 0") && $0.contains("does not follow Dynamic Type") })
    #expect(defects.contains { $0.hasPrefix("row 1") && $0.contains("points high") }, "\(defects)")
  }

  /// A control taken out of its cell leaves the cell showing nothing there.
  @Test func aControlTakenIntoAnotherViewIsMissed() {
    let rows = Rows([2])
    let shared = UISwitch(frame: .zero)
    rows.accessory = { _ in shared }  // one control for two rows: the second cell takes it from the first
    let table = Self.table(rows)
    #expect(table.standInLayoutDefects.contains { $0.contains("not in its cell") })
  }

  /// A non-animated scroll moves the content at once, but its cells are laid out at the next layout pass (Return
  /// looked for the next field's cell before it existed).
  @Test func aScrollIsLaidOutAtTheNextPass() {
    let rows = Rows([40])
    let table = Self.table(rows)
    table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
    #expect(table.cellForRow(at: IndexPath(row: 30, section: 0)) == nil)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 30, section: 0)) != nil)
  }

  /// The focus belongs to a window: a field in no window cannot take it, and each window has its own.
  @Test func theFocusBelongsToAWindow() {
    let loose = UITextField(frame: .zero)
    #expect(!loose.becomeFirstResponder() && !loose.isFirstResponder)
    let first = UITextField(frame: .zero)
    let second = UITextField(frame: .zero)
    UIWindow.standInShowing(first)
    UIWindow.standInShowing(second)
    #expect(first.becomeFirstResponder() && second.becomeFirstResponder())
    #expect(first.isFirstResponder && second.isFirstResponder, "one focus per window")
    first.removeFromSuperview()
    #expect(!first.isFirstResponder, "a view that leaves its window gives the focus up")
  }

  /// Footer views are reused as cells are: a view that left the screen shows another section's title.
  @Test func titleViewsAreReused() {
    let rows = Rows(Array(repeating: 3, count: 12))
    let table = Self.table(rows)
    table.standInViewportRows = 3
    table.reloadData()
    let first = table.footerView(forSection: 0)
    table.scrollToRow(at: IndexPath(row: 0, section: 8), at: .top, animated: false)
    table.layoutIfNeeded()
    let later = table.footerView(forSection: 8)
    #expect(first != nil && later === first, "the footer view of section 0 came back for section 8")
    #expect((later?.contentConfiguration as? UIListContentConfiguration)?.text == "Footer 8")
  }

  /// "A grouped table reads a height of 0 as the default": the adapter gave 0 for a definition's "no footer", and
  /// the footer kept its title's height; the smallest positive height hides it. A footer too short for its title
  /// is a defect a person sees.
  @Test func aGroupedTableReadsAZeroHeightAsTheDefault() {
    let rows = Rows([2, 2])
    rows.footerHeight = { _ in 0 }
    let table = Self.table(rows)
    let automatic = table.rectForFooter(inSection: 0).height
    #expect(automatic > 20, "Footer 0 on one line with its padding: \(automatic)")
    rows.footerHeight = { $0 == 0 ? .leastNormalMagnitude : 8 }
    table.reloadData()
    #expect(table.rectForFooter(inSection: 0).height < 1)
    #expect(table.rect(forSection: 1).minY == table.rect(forSection: 0).maxY, "sections follow one another")
    #expect(table.rectForHeader(inSection: 1).height == 18, "a grouped table's gap where there is no title")
    #expect(table.footerView(forSection: 1)?.frame.height == 8)
    #expect(
      table.standInLayoutDefects.contains { $0.contains("the footer of section 1 is 8 points high") },
      "\(table.standInLayoutDefects)")
  }
}
