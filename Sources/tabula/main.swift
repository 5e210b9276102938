import Foundation
import Tabula
import TabulaYAML
for path in CommandLine.arguments.dropFirst() {
  let text = try String(contentsOfFile: path, encoding: .utf8)
  do {
    let table = path.hasSuffix(".json") ? try Table(json: text) : try Table(yaml: text)
    print(table.jsonDefinition())
    print(table.yamlDefinition())
    let again = try Table(json: table.jsonDefinition())
    let again2 = try Table(yaml: table.yamlDefinition())
    print("roundtrip", again == table, again2 == table)
  } catch { print(error) }
}
