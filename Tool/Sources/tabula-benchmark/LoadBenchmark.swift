import Foundation
import Tabula

/// Loading a large JSON definition, against Foundation's `JSONSerialization` parsing the same bytes.
enum LoadBenchmark {
  static func run(_ harness: Harness, rows: Int = 100_000) {
    let bytes = Data(definition(rows: rows, sections: 100).utf8)
    let byteArray = [UInt8](bytes)
    var loadedRows = 0
    let tabula = harness.median {
      do {
        let table = try Table(json: byteArray)
        loadedRows = table.sections.reduce(0) { $0 + $1.rows.count }
      } catch {
        fatalError("the benchmark's own definition failed to load: \(error)")
      }
    }
    precondition(loadedRows == rows, "loaded \(loadedRows) rows, expected \(rows)")
    let foundation = harness.median {
      _ = try? JSONSerialization.jsonObject(with: bytes)
    }
    harness.report(
      "Loading a definition (median of \(harness.runs) runs)",
      [
        [
          ("benchmark", .text("load")), ("workload", .text("json")), ("n", .integer(rows)),
          ("bytes", .integer(bytes.count)), ("median_ms", .milliseconds(tabula)),
          ("baseline", .text("JSONSerialization")), ("baseline_ms", .milliseconds(foundation)),
          ("ratio", .ratio(tabula / foundation)),
        ]
      ])
  }

  /// A settings-like definition: mostly value1 rows with ids, some switches, sliders and subtitles.
  static func definition(rows: Int, sections: Int) -> String {
    var text = #"{ "title": "Benchmark", "style": "insetGrouped", "sections": ["#
    let perSection = rows / sections
    for section in 0..<sections {
      if section > 0 { text += "," }
      text += #"{ "id": "s\#(section)", "header": "Section \#(section)", "rows": ["#
      for index in 0..<perSection {
        if index > 0 { text += "," }
        let id = section * perSection + index
        switch id % 10 {
        case 0: text += #"{ "id": "r\#(id)", "type": "switch", "text": "Setting \#(id)", "value": true }"#
        case 1: text += #"{ "id": "r\#(id)", "type": "slider", "value": 0.5 }"#
        case 2:
          text +=
            #"{ "id": "r\#(id)", "text": "User \#(id)", "detail": "user\#(id)@example.com", "style": "subtitle" }"#
        default:
          text +=
            #"{ "id": "r\#(id)", "text": "Row \#(id)", "detail": "Detail", "style": "value1", "accessory": "disclosure" }"#
        }
      }
      text += "] }"
    }
    return text + "] }"
  }
}
