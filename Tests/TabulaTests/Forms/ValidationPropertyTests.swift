import Foundation
import Tabula
import Testing

/// For random forms and random sequences of values, leaves and submits, the session's validation errors equal an
/// independent evaluation of the rules: a small oracle written apart (its text checks use `NSRegularExpression`
/// and plain character counts, never the rules' own code).
@Suite @MainActor struct ValidationPropertyTests {
  @Test func sessionErrorsEqualAnIndependentEvaluation() throws {
    for (seed, var generator) in SeededGenerator.cases(300, fallback: 0xF0_0001) {
      let (table, rules) = Self.randomForm(&generator)
      let session = try TableSession(table: table)
      var left = Set<String>()
      var submitted = false
      let fields = rules.keys.sorted()
      for step in 0..<25 {
        let id = fields.randomElement(using: &generator) ?? "t0"
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<6:
          try session.setValue(.text(Self.randomText(&generator)), forRow: id)
          left.insert(id)
        case 6: try session.setValue(generator.chance(0.5), forRow: "gate")
        case 7:
          try session.handle(.leave(rowID: id))
          left.insert(id)
        default:
          try session.handle(.submit(buttonID: nil))
          submitted = submitted || session.outcome == nil  // a failed submit shows every error from now on
        }
        let visible = Set(session.visibleTable.sections.flatMap(\.rows).map(\.id))
        var expectedForm: [String] = []
        for field in fields {
          guard case .text(let text) = try session.value(ofRow: field) else { continue }
          let expected = Self.oracle(rules[field] ?? [], text)
          let context = "seed \(seed) step \(step) row \(field) text \"\(text)\""
          #expect(try session.validationErrors(ofRow: field) == expected, "\(context)")
          #expect(
            session.shownErrors(ofRow: field) == (submitted || left.contains(field) ? expected : []), "\(context)")
          if visible.contains(field) && !expected.isEmpty { expectedForm.append(field) }
        }
        let outcome = session.outcome
        #expect(
          Set(session.formErrors().map(\.rowID)) == Set(expectedForm) || outcome != nil, "seed \(seed) step \(step)")
        if outcome != nil {
          #expect(expectedForm.isEmpty, "seed \(seed): submitted with errors")
          break
        }
      }
    }
  }

  /// A rule as the oracle knows it, with the message the session must show.
  enum OracleRule {
    case required, minLength(Int), maxLength(Int), pattern(String), email, url, oneOf([String]), number(Double, Double)
  }

  static let alphabet: [Character] = ["a", "b", "Z", "1", "7", "@", ".", "-", " ", ":", "/", "é"]

  static func randomText(_ generator: inout SeededGenerator) -> String {
    if generator.chance(0.1) { return "" }
    if generator.chance(0.1) {
      return ["a@b.c", "https://x.y", "ab1", "12", "-3.5"].randomElement(using: &generator) ?? ""
    }
    return String(
      (0..<Int.random(in: 1...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
  }

  static func randomForm(_ generator: inout SeededGenerator) -> (Table, [String: [(ValidationRule, OracleRule)]]) {
    var rules: [String: [(ValidationRule, OracleRule)]] = [:]
    var rows = [Row("Gate", id: "gate", control: .switch(isOn: true))]
    for index in 0..<Int.random(in: 1...6, using: &generator) {
      let id = "t\(index)"
      var chosen: [(ValidationRule, OracleRule)] = []
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        let length = Int.random(in: 0...6, using: &generator)
        let low = Double(Int.random(in: -5...5, using: &generator))
        let options: [(ValidationRule, OracleRule)] = [
          (.required(), .required), (.minLength(length), .minLength(length)), (.maxLength(length), .maxLength(length)),
          (.pattern("[a-z]+[0-9]*"), .pattern("[a-z]+[0-9]*")), (.email(message: "Mail?"), .email), (.url(), .url),
          (.oneOf(["ab1", "12"]), .oneOf(["ab1", "12"])), (.range(low...(low + 20)), .number(low, low + 20)),
        ]
        chosen.append(options[Int.random(in: 0..<options.count, using: &generator)])
      }
      rules[id] = chosen
      var row = Row("Field \(index)", id: id, control: .textField(text: "", placeholder: nil, secure: false))
      row.rules = chosen.map(\.0)
      if generator.chance(0.3) { row.visibility = .hiddenWhen(.isOff("gate")) }
      rows.append(row)
    }
    return (Table(sections: [Section(rows: rows)]), rules)
  }

  /// The messages the rules give for `text`, worked out without Tabula's rule code.
  static func oracle(_ rules: [(ValidationRule, OracleRule)], _ text: String) -> [String] {
    rules.compactMap { rule, oracle in
      let blank = text.unicodeScalars.allSatisfy { CharacterSet.whitespacesAndNewlines.contains($0) }
      let passes: Bool
      switch oracle {
      case .required: passes = !blank
      case _ where text.isEmpty: passes = true
      case .minLength(let count): passes = Array(text).count >= count
      case .maxLength(let count): passes = Array(text).count <= count
      case .pattern(let pattern): passes = fullMatch(pattern, text)
      case .email:
        passes = fullMatch(#"[^@\s]+@([^@\s.\-]([^@\s.]*[^@\s.\-])?\.)+[^@\s.\-]([^@\s.]*[^@\s.\-])?"#, text)
      case .url: passes = fullMatch(#"[A-Za-z][A-Za-z0-9+.\-]*://[^\s/?#@:][^\s/?#]*([/?#]\S*)?"#, text)
      case .oneOf(let values): passes = values.contains(text)
      case .number(let low, let high):
        let number = Double(text.replacingOccurrences(of: " ", with: ""))
        passes = number.map { $0 >= low && $0 <= high } ?? false
      }
      return passes ? nil : rule.failureMessage
    }
  }

  static func fullMatch(_ pattern: String, _ text: String) -> Bool {
    guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else { return false }
    return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}
