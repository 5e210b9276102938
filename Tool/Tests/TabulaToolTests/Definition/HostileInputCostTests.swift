import Tabula
import TabulaYAML
import Testing

/// Inputs that once took quadratic time. Each test finishes in well under a second when the work is linear and
/// would take minutes otherwise, so a regression shows as a hung run rather than a flaky timing.
@Suite struct HostileInputCostTests {
  /// 100,000 keys in one object, the last a duplicate (was 19.8 s: every key compared with every earlier one).
  @Test func aDuplicateAmongManyKeysIsFoundInLinearTime() {
    let keys = (0..<100_000).map { #""k\#($0)": 1"# }.joined(separator: ",")
    let text = "{" + keys + #", "k5": 2}"#
    do {
      _ = try Table(json: text)
      Issue.record("expected an error")
    } catch {
      #expect(error.issues.map(\.message) == [#"duplicate key "k5""#])
      let lastKey = text.ranges(of: #""k5""#).last.map { text[..<$0.lowerBound].count + 1 }
      #expect(error.issues.first?.column == lastKey)
    }
  }

  /// 20,000 errors on the one line of a minified file (was 28 s: each column counted from the line's start).
  @Test func manyErrorsOnOneLongLineGetTheirColumnsInLinearTime() {
    let text = Self.oneLine((0..<20_000).map { #"{"text":"é\#($0)","style":"bad"}"# })
    let issues = Self.issues(loading: text)
    #expect(issues.count == 20_000)
    // The expected column, counted independently: characters before the value of the last "style".
    let values = text.ranges(of: #""bad""#)
    #expect(issues.first?.column == values.first.map { text[..<$0.lowerBound].count + 1 })
    #expect(issues.last?.column == values.last.map { text[..<$0.lowerBound].count + 1 })
  }

  /// A minified definition whose one section holds `rows`.
  static func oneLine(_ rows: [String]) -> String { #"{"sections":[{"rows":["# + rows.joined(separator: ",") + "]}]}" }

  /// The issues loading `text` reports (none recorded as a failure).
  static func issues(loading text: String) -> [DefinitionIssue] {
    do {
      _ = try Table(json: text)
      Issue.record("expected errors")
      return []
    } catch {
      return error.issues
    }
  }

  /// 20,000 duplicate ids on the one line of a minified file, each error naming where the first one is (was
  /// quadratic again: every second position lay before the last one counted, so it was counted from the line's
  /// start; 40,000 rows took 20.7 s).
  @Test func manyDuplicateIDsOnOneLongLineGetTheirColumnsInLinearTime() {
    let text = Self.oneLine((0..<40_000).map { #"{"text":"é","id":"r\#($0 % 20_000)"}"# })
    let issues = Self.issues(loading: text)
    #expect(issues.count == 20_000)
    // The columns, counted independently: characters before each of the two rows with the id r19999.
    let rowsOfLast = text.ranges(of: #"{"text":"é","id":"r19999"}"#).map { text[..<$0.lowerBound].count + 1 }
    #expect(issues.last?.column == rowsOfLast.last)
    #expect(
      issues.last?.message
        == #"duplicate id "r19999" (also at sections[0].rows[19999], line 1, column \#(rowsOfLast.first ?? 0))"#)
  }
}
