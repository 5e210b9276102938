/// The rows of one section as a batch update edits them: read by index, and rebuilt with some rows taken out and
/// others put in. Arrays are; so are the runs of a ``StagedScreen``, whose edits cost what a batch names.
protocol SectionRows {
  /// What stands for one row.
  associatedtype Element

  /// How many rows there are.
  var count: Int { get }

  /// The row at `index`.
  subscript(_ index: Int) -> Element { get }

  /// These rows without those at `removed` (ascending indexes, distinct), with `added` placed at their indexes in
  /// the result (ascending), the remaining rows filling the other places in order.
  func edited(removing removed: [Int], adding added: [(index: Int, element: Element)]) -> Self
}

extension Array: SectionRows {
  func edited(removing removed: [Int], adding added: [(index: Int, element: Element)]) -> [Element] {
    if removed.isEmpty && added.isEmpty { return self }
    var result: [Element] = []
    result.reserveCapacity(count - removed.count + added.count)
    var removals = removed.makeIterator()
    var nextRemoved = removals.next()
    var additions = added.makeIterator()
    var nextAdded = additions.next()
    var oldIndex = 0
    func takeKept() {
      while oldIndex < count {
        defer { oldIndex += 1 }
        if oldIndex == nextRemoved {
          nextRemoved = removals.next()
          continue
        }
        result.append(self[oldIndex])
        return
      }
    }
    while result.count < count - removed.count + added.count {
      if let addition = nextAdded, addition.index == result.count {
        result.append(addition.element)
        nextAdded = additions.next()
      } else {
        let before = result.count
        takeKept()
        if result.count == before { break }
      }
    }
    return result
  }
}
