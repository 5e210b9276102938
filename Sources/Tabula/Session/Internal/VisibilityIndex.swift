/// Which elements of a list are visible, answering "how many visible before i" and "which is the k-th visible"
/// in O(log n) each, and flipping one element in O(log n): a Fenwick tree over 0/1 flags.
struct VisibilityIndex: Sendable, Equatable {
  private(set) var flags: [Bool]
  private var tree: [Int32]  // 1-based Fenwick tree of the flags
  private(set) var visibleCount: Int

  init(flags: [Bool]) {
    self.flags = flags
    var tree = [Int32](repeating: 0, count: flags.count + 1)
    for (index, flag) in flags.enumerated() where flag { tree[index + 1] += 1 }
    for index in stride(from: 1, through: flags.count, by: 1) {
      let parent = index + (index & -index)
      if parent <= flags.count { tree[parent] += tree[index] }
    }
    self.tree = tree
    self.visibleCount = flags.lazy.filter { $0 }.count
  }

  var count: Int { flags.count }

  /// The number of visible elements before `index`: the visible index of element `index` if it is visible.
  func visibleBefore(_ index: Int) -> Int {
    var sum = 0
    var position = index
    while position > 0 {
      sum += Int(tree[position])
      position &= position - 1
    }
    return sum
  }

  /// The element that is the `rank`-th visible one (0-based), found by binary lifting.
  func element(atVisible rank: Int) -> Int {
    var position = 0
    var remaining = rank + 1
    var step = 1
    while step * 2 <= flags.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= flags.count && Int(tree[next]) < remaining {
        position = next
        remaining -= Int(tree[next])
      }
      step /= 2
    }
    return position  // 0-based index of the element
  }

  /// Shows or hides element `index`.
  mutating func set(_ index: Int, visible: Bool) {
    guard flags[index] != visible else { return }
    flags[index] = visible
    let delta: Int32 = visible ? 1 : -1
    visibleCount += visible ? 1 : -1
    var position = index + 1
    while position <= flags.count {
      tree[position] += delta
      position += position & -position
    }
  }

  /// Inserts an element at `index` (O(n): the tree is rebuilt).
  mutating func insert(_ visible: Bool, at index: Int) {
    var flags = self.flags
    flags.insert(visible, at: index)
    self = VisibilityIndex(flags: flags)
  }

  /// Removes the element at `index` (O(n): the tree is rebuilt).
  mutating func remove(at index: Int) {
    var flags = self.flags
    flags.remove(at: index)
    self = VisibilityIndex(flags: flags)
  }

  /// Checks the tree against the flags.
  func _checkInvariants() {
    #if TABULA_INVARIANTS
      precondition(visibleCount == flags.lazy.filter { $0 }.count, "visible count is stale")
      for index in stride(from: 0, through: flags.count, by: max(1, flags.count / 64)) {
        precondition(
          visibleBefore(index) == flags[..<index].lazy.filter { $0 }.count, "prefix count is wrong at \(index)")
      }

    #endif
  }
}
