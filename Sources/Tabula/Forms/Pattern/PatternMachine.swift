extension Pattern {
  /// Runs a program over a text as a Pike machine: the set of places the match may be at advances one character
  /// at a time, each place kept once, so the work for each character is at most the pattern's ``Pattern/cost``.
  struct Machine {
    let program: [Instruction]
    let classes: [CharacterClass]
    let text: [Unicode.Scalar]
    /// For each position, whether `\b` holds there; empty when the pattern has no word boundary.
    let wordBoundaries: [Bool]

    init(pattern: Pattern, text: [Unicode.Scalar]) {
      program = pattern.program
      classes = pattern.classes
      self.text = text
      let usesBoundaries = program.contains {
        switch $0 {
        case .assert(.wordBoundary), .assert(.notWordBoundary): true
        default: false
        }
      }
      wordBoundaries = usesBoundaries ? Assertion.wordBoundaries(in: text) : []
    }

    func run() -> Bool {
      program.withUnsafeBufferPointer { program in
        text.withUnsafeBufferPointer { text in run(program, text) }
      }
    }

    private func run(_ program: UnsafeBufferPointer<Instruction>, _ text: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
      // Two lists of places that consume a character (the current position's and the next's), the position each
      // instruction was last added at (so none is added twice for a position), and a stack of places to follow.
      let size = program.count
      let lists = UnsafeMutablePointer<Int>.allocate(capacity: 5 * size)
      defer { lists.deallocate() }
      lists.initialize(repeating: -1, count: 5 * size)
      var current = lists
      var next = current + size
      let added = next + size
      let pending = added + size  // 2 × size: each place followed pushes at most two
      var currentCount = 0
      var nextCount = 0

      /// Follows the jumps, splits and assertions from `start`, adding each place that consumes to `list`.
      func add(_ start: Int, at position: Int, to list: UnsafeMutablePointer<Int>, count: inout Int) {
        var pendingCount = 1
        pending[0] = start
        while pendingCount > 0 {
          pendingCount -= 1
          let pc = pending[pendingCount]
          guard added[pc] != position else { continue }
          added[pc] = position
          switch program[pc] {
          case .jump(let target):
            pending[pendingCount] = target
            pendingCount += 1
          case .split(let first, let second):
            pending[pendingCount] = second
            pending[pendingCount + 1] = first
            pendingCount += 2
          case .assert(let assertion):
            guard assertion.holds(at: position, in: self.text, wordBoundaries: wordBoundaries) else { continue }
            pending[pendingCount] = pc + 1
            pendingCount += 1
          case .consume, .literal, .accept:
            list[count] = pc
            count += 1
          }
        }
      }

      add(0, at: 0, to: current, count: &currentCount)
      for position in text.indices {
        guard currentCount > 0 else { return false }
        let scalar = text[position]
        for index in 0..<currentCount {
          let pc = current[index]
          switch program[pc] {
          case .literal(let expected) where expected == scalar:
            add(pc + 1, at: position + 1, to: next, count: &nextCount)
          case .consume(let members) where classes[members].contains(scalar):
            add(pc + 1, at: position + 1, to: next, count: &nextCount)
          default: break
          }
        }
        swap(&current, &next)
        currentCount = nextCount
        nextCount = 0
      }
      for index in 0..<currentCount {
        if case .accept = program[current[index]] { return true }
      }
      return false
    }
  }
}
