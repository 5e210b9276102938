extension Pattern {
  /// Runs a program over a text as a Pike machine: the set of places the match may be at advances one character
  /// at a time, each place kept once, so the work is at most the program's length for each character.
  struct Machine {
    let program: [Instruction]
    let text: [Character]

    func run() -> Bool {
      var current: [Int] = []
      var next: [Int] = []
      // The character position each instruction was last added at, so none is added twice for a position.
      var added = [Int](repeating: -1, count: program.count)
      var pending: [Int] = []
      func add(_ start: Int, at position: Int, to list: inout [Int]) {
        pending.append(start)
        while let pc = pending.popLast() {
          guard added[pc] != position else { continue }
          added[pc] = position
          switch program[pc] {
          case .jump(let target): pending.append(target)
          case .split(let first, let second):
            pending.append(second)
            pending.append(first)
          case .assert(let assertion): if assertion.holds(at: position, in: text) { pending.append(pc + 1) }
          case .consume, .literal, .accept: list.append(pc)
          }
        }
      }
      add(0, at: 0, to: &current)
      for position in text.indices {
        guard !current.isEmpty else { return false }
        let character = text[position]
        for pc in current {
          switch program[pc] {
          case .literal(let expected) where expected == character: add(pc + 1, at: position + 1, to: &next)
          case .consume(let members) where members.contains(character): add(pc + 1, at: position + 1, to: &next)
          default: break
          }
        }
        swap(&current, &next)
        next.removeAll(keepingCapacity: true)
      }
      return current.contains { if case .accept = program[$0] { true } else { false } }
    }
  }
}
