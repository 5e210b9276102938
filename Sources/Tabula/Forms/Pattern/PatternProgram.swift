extension Pattern {
  /// One step of a compiled pattern.
  enum Instruction: Sendable {
    /// Consume one character of the pattern's class at this index.
    case consume(Int)
    /// Consume exactly this character.
    case literal(Unicode.Scalar)
    /// Go on at both places (every way of matching is followed at once).
    case split(Int, Int)
    case jump(Int)
    case assert(Assertion)
    /// The pattern has matched.
    case accept
  }

  /// Turns a ``Node`` into instructions, refusing a program that costs more than its limit (see
  /// ``Pattern/largestProgram``) — and a compilation that would take longer than such a program: an empty group
  /// repeated (`((){1000}){1000}`) adds no step, but each copy is still visited, so visits are counted too.
  struct Compiler {
    private var program: [Instruction] = []
    private var classes: [CharacterClass] = []
    private let limit: Int
    /// What the program costs so far: its steps, and the items of its classes.
    private var cost = 0
    /// The nodes compiled so far, each copy of a repeated one counted.
    private var visits = 0

    static func compile(
      _ node: Node, limit: Int
    ) throws(SyntaxError) -> (program: [Instruction], classes: [CharacterClass]) {
      var compiler = Compiler(limit: limit)
      try compiler.emit(node)
      try compiler.append(.accept)
      return (compiler.program, compiler.classes)
    }

    private init(limit: Int) { self.limit = limit }

    private mutating func append(_ instruction: Instruction, cost extra: Int = 0) throws(SyntaxError) {
      cost += 1 + extra
      guard cost <= limit else { throw tooComplex }
      program.append(instruction)
    }

    private var tooComplex: SyntaxError {
      SyntaxError(
        description: "the pattern is too complex: it expands to more than \(limit) steps (counted repetitions "
          + "multiply what they repeat, and each item of a class counts as a step)")
    }

    private mutating func emit(_ node: Node) throws(SyntaxError) {
      visits += 1
      guard visits <= limit * 4 else { throw tooComplex }
      switch node {
      case .empty: break
      case .character(let scalar): try append(.literal(scalar))
      case .characterClass(let members):
        try append(.consume(classes.count), cost: members.items.count)
        classes.append(members)
      case .assertion(let assertion): try append(.assert(assertion))
      case .concatenation(let items): for item in items { try emit(item) }
      case .alternation(let branches):
        // split L1, next; L1: branch; jump end; next: split L2, … ; last branch; end:
        var jumps: [Int] = []
        for (number, branch) in branches.enumerated() {
          if number < branches.count - 1 {
            let split = program.count
            try append(.split(split + 1, 0))
            try emit(branch)
            jumps.append(program.count)
            try append(.jump(0))
            program[split] = .split(split + 1, program.count)
          } else {
            try emit(branch)
          }
        }
        for jump in jumps { program[jump] = .jump(program.count) }
      case .repetition(let item, let minimum, let maximum):
        for _ in 0..<minimum { try emit(item) }
        if let maximum {
          // Each optional copy may be skipped, and skipping one skips the rest.
          var splits: [Int] = []
          for _ in minimum..<maximum {
            splits.append(program.count)
            try append(.split(program.count + 1, 0))
            try emit(item)
          }
          for split in splits { program[split] = .split(split + 1, program.count) }
        } else {
          let loop = program.count
          try append(.split(loop + 1, 0))
          try emit(item)
          try append(.jump(loop))
          program[loop] = .split(loop + 1, program.count)
        }
      }
    }
  }
}
