import Tabula
import Testing

/// Found as the theme and search fields made each level's teardown a little deeper: a chain of child tables was let
/// go of recursively, each table's release releasing the next inside it, and 10,000 levels exhausted a test thread's
/// stack (a crash, not the error `validate()` gives). Tables are now let go of one at a time.
@Suite struct DeepNestingTests {
  @Test func aLongChainOfChildTablesIsLetGoOfWithoutExhaustingTheStack() {
    var table = Table { Section { Row("Leaf", id: "leaf") } }
    for depth in 0..<100_000 { table = Table { Section { Row("Level \(depth)", id: "level", child: table) } } }
    #expect(table.sections[0].rows[0].child != nil)
    table = Table(sections: [])  // the chain goes here
    #expect(table.sections.isEmpty)
  }

  /// A chain shared by two tables stays whole in the one still held while the other is let go of.
  @Test func aSharedChainStaysWholeWhereItIsStillHeld() {
    var chain = Table { Section { Row("Leaf", id: "leaf") } }
    for depth in 0..<1_000 { chain = Table { Section { Row("Level \(depth)", id: "level", child: chain) } } }
    var other: Table? = chain
    other = nil
    var depth = 0
    var current: Table? = chain
    while let table = current {
      depth += 1
      current = table.sections.first?.rows.first?.child
    }
    #expect(depth == 1_001 && other == nil, "every level is still there")
  }
}
