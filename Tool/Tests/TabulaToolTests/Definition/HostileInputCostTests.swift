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
    let rows = (0..<20_000).map { #"{"text":"é\#($0)","style":"bad"}"# }.joined(separator: ",")
    let text = #"{"sections":[{"rows":["# + rows + "]}]}"
    do {
      _ = try Table(json: text)
      Issue.record("expected errors")
    } catch {
      #expect(error.issues.count == 20_000)
      // The expected column, counted independently: characters before the value of the last "style".
      let values = text.ranges(of: #""bad""#)
      #expect(error.issues.first?.column == values.first.map { text[..<$0.lowerBound].count + 1 })
      #expect(error.issues.last?.column == values.last.map { text[..<$0.lowerBound].count + 1 })
    }
  }
}
