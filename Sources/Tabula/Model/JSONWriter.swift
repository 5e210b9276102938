/// Writes a ``DefinitionNode`` as pretty JSON: two-space indentation, and containers that fit on one line kept on
/// one line, so encoded definitions read like hand-written ones.
@_spi(TabulaInternal) public enum JSONWriter {
  static let lineWidth = 100

  static func write(_ node: DefinitionNode) -> String {
    var output = ""
    write(node, indent: 0, into: &output)
    output.append("\n")
    return output
  }

  private static func write(_ node: DefinitionNode, indent: Int, into output: inout String) {
    let compact = compactText(node)
    if indent + compact.count <= lineWidth || !node.isContainer {
      output += compact
      return
    }
    let padding = String(repeating: " ", count: indent + 2)
    switch node.value {
    case .array(let elements):
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += padding
        write(element, indent: indent + 2, into: &output)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += padding + quoted(member.key) + ": "
        write(member.value, indent: indent + 2, into: &output)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    default:
      output += compact
    }
  }

  /// The node on one line, with a space after `:` and `,`.
  static func compactText(_ node: DefinitionNode) -> String {
    switch node.value {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    // JSON has no NaN or infinity: a value that is one (which no loader makes) is written as null, never as `nan`.
    case .number(let value): value.isFinite ? NumberText.format(value) : "null"
    case .string(let value): quoted(value)
    case .array(let elements): "[" + elements.map(compactText).joined(separator: ", ") + "]"
    case .object(let members):
      members.isEmpty
        ? "{}" : "{ " + members.map { quoted($0.key) + ": " + compactText($0.value) }.joined(separator: ", ") + " }"
    }
  }

  /// `string` as a JSON string literal, with every control character escaped (safe in a terminal and a page).
  public static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      // Controls, what reorders text, and JavaScript's line breaks as escapes: valid JSON either way, but safe
      // to show in a terminal.
      case _ where scalar.isUnsafeToShow, "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension DefinitionNode {
  fileprivate var isContainer: Bool {
    switch value {
    case .array, .object: true
    default: false
    }
  }
}
