/// Longest strictly increasing subsequences by patience sorting: O(k log k).
package enum LongestIncreasingSubsequence {
  /// Whether `values` is strictly increasing: then every element is a member, and callers can skip asking
  /// (most sections keep their order; a small section would pay more for the answer's array than for its rows).
  static func isIncreasing(_ values: [Int]) -> Bool {
    values.withUnsafeBufferPointer { values in
      values.indices.dropFirst().allSatisfy { values[$0 - 1] < values[$0] }
    }
  }

  /// Marks the elements of `values` that belong to one longest strictly increasing subsequence.
  package static func members(of values: [Int]) -> [Bool] {
    guard !values.isEmpty else { return [] }
    if isIncreasing(values) { return [Bool](repeating: true, count: values.count) }
    var tails: [Int] = []  // tails[k]: index of the smallest tail of an increasing run of length k + 1
    tails.reserveCapacity(values.count)
    var previous = [Int](repeating: -1, count: values.count)
    for index in values.indices {
      let value = values[index]
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var members = [Bool](repeating: false, count: values.count)
    var cursor = tails[tails.count - 1]
    while cursor >= 0 {
      members[cursor] = true
      cursor = previous[cursor]
    }
    return members
  }
}
