import Tabula
import TabulaYAML
import Testing

/// load → encode → load gives an equal table, for thousands of random tables, in both formats.
@Suite struct RoundTripTests {
  static let cases = 1_500

  @Test func jsonRoundTrip() throws {
    let base = SeededGenerator.baseSeed(fallback: 0x7AB1_A001)
    for index in 0..<Self.cases {
      let seed = base &+ UInt64(index)
      let random = RandomTable(seed: seed)
      let table = random.table()
      try table.validate()
      let json = table.jsonDefinition()
      let loaded = try Table(json: json, kinds: [RandomTable.rating])
      #expect(loaded == table, "seed \(seed): JSON round trip changed the table\n\(json)")
      #expect(loaded.jsonDefinition() == json, "seed \(seed): encoding is not stable")
      if loaded != table { return }
    }
  }

  @Test func yamlRoundTrip() throws {
    let base = SeededGenerator.baseSeed(fallback: 0x7AB1_A002)
    for index in 0..<Self.cases {
      let seed = base &+ UInt64(index)
      let random = RandomTable(seed: seed)
      let table = random.table()
      let yaml = table.yamlDefinition()
      let loaded = try Table(yaml: yaml, kinds: [RandomTable.rating])
      #expect(loaded == table, "seed \(seed): YAML round trip changed the table\n\(yaml)")
      if loaded != table { return }
    }
  }

  @Test func examplesRoundTripInBothFormats() throws {
    for name in Fixtures.exampleFiles {
      let table = try Fixtures.example(name)
      #expect(try Table(json: table.jsonDefinition()) == table, "\(name) via JSON")
      #expect(try Table(yaml: table.yamlDefinition()) == table, "\(name) via YAML")
    }
  }

  /// Corrupting a valid definition byte by byte gives a `DefinitionError` or a table, never a crash.
  @Test func corruptedDefinitionsNeverCrash() throws {
    let original = Array(try Fixtures.text(Fixtures.examples.appendingPathComponent("declarative-settings.json")).utf8)
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed(fallback: 0xBAD_F00D))
    let replacements = Array("{}[],:\"\\ 0-1.5etrufalsn\u{0}\u{FF}".utf8)
    var errors = 0
    for _ in 0..<2_000 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0...2, using: &generator) {
        case 0: bytes[position] = replacements.randomElement(using: &generator) ?? 0
        case 1: bytes.remove(at: position)
        default: bytes.insert(replacements.randomElement(using: &generator) ?? 0, at: position)
        }
      }
      do {
        _ = try Table(json: bytes)
      } catch {
        errors += 1
        #expect(!error.issues.isEmpty)
        #expect(error.issues.allSatisfy { !$0.message.isEmpty })
      }
    }
    #expect(errors > 1_000)
  }
}
