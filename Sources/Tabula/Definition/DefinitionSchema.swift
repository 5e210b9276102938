/// The JSON Schema (draft 2020-12) of table definitions, generated from the same key tables the loader uses.
///
/// Editors can use it for completion (`"$schema"` is allowed at the top of a definition); `tabula schema` prints it.
/// The loader checks more than the schema can say (unique ids, conditions naming existing rows, values inside
/// their ranges), so a file can pass the schema and still be rejected, never the other way round.
public enum DefinitionSchema {
  /// The schema as pretty-printed JSON text.
  public static let json: String = JSONWriter.write(SchemaBuilder.schema())
}

/// Builds ``DefinitionSchema`` as a node tree.
enum SchemaBuilder {
  static func schema() -> DefinitionNode {
    .object([
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("$id", .string("https://tabula.dev/schema/definition.json")),
      ("title", .string("Tabula table definition")),
      ("$ref", .string("#/$defs/table")),
      (
        "$defs",
        .object(
          [
            ("table", table()), ("section", section()), ("hidden", hidden()), ("condition", condition()),
            ("rule", rule()), ("option", option()), ("rowCommon", rowCommon()), ("row", row()),
            ("theme", theme()),
          ] + rowTypes())
      ),
    ])
  }

  private static func table() -> DefinitionNode {
    // A table is an object, or (a flat list) an array of rows.
    .object([("anyOf", .array([tableObject(), rows()]))])
  }

  private static func rows() -> DefinitionNode { arrayOf(.object([("anyOf", .array([ref("row"), type("null")]))])) }

  private static func tableObject() -> DefinitionNode {
    closedObject([
      ("$schema", type("string")),
      ("title", type("string")),
      ("style", enumeration(TableStyle.allCases.map(\.rawValue))),
      ("locale", .object([("type", "string"), ("pattern", .string(Table.languageTagPattern))])),
      ("headerHeight", height()), ("footerHeight", height()),
      ("searchable", titleOrTrue()), ("theme", ref("theme")),
      (
        "kinds",
        .object([
          ("type", "object"),
          (
            "additionalProperties",
            .object([
              ("type", "object"),
              ("additionalProperties", enumeration(RowKind.FieldType.allCases.map(\.rawValue))),
            ])
          ),
        ])
      ),
      ("rows", rows()),
      ("sections", arrayOf(.object([("anyOf", .array([ref("section"), type("null")]))]))),
      (
        "pages",
        arrayOf(
          closedObject([
            ("title", type("string")),
            ("sections", arrayOf(.object([("anyOf", .array([ref("section"), type("null")]))]))),
          ])
        )
      ),
    ])
  }

  private static func section() -> DefinitionNode {
    closedObject([
      ("id", type("string")), ("header", type("string")), ("footer", type("string")),
      ("headerHeight", height()), ("footerHeight", height()),
      ("rows", rows()),
      ("hidden", ref("hidden")),
      ("selection", enumeration(SelectionMode.allCases.map(\.rawValue))),
      ("key", type("string")),
      (
        "source",
        .object([
          ("oneOf", .array([type("string"), .object([("type", "object"), ("additionalProperties", type("string"))])]))
        ])
      ),
      ("onDelete", type("string")),
      ("repeat", repetition()),
      ("collapsed", type("boolean")),
      (
        "loadMore",
        .object([
          (
            "anyOf",
            .array([
              .object([("type", "string"), ("minLength", .number(1))]),
              closedObject(
                [
                  ("loader", .object([("type", "string"), ("minLength", .number(1))])), ("title", type("string")),
                  ("onSight", type("boolean")),
                ], required: ["loader"]),
            ])
          )
        ])
      ),
    ])
  }

  /// A header's or footer's height in points (``Table/sectionHeights``).
  /// A theme: colours (a name, `#RRGGBB`, or `{light, dark}`), a font, a corner radius, insets.
  private static func theme() -> DefinitionNode {
    let name = DefinitionNode.object([
      (
        "anyOf",
        .array([enumeration(ThemeColor.names), .object([("type", "string"), ("pattern", "^#[0-9A-Fa-f]{6}$")])])
      )
    ])
    let color = DefinitionNode.object([
      ("anyOf", .array([name, closedObject([("light", name), ("dark", name)], required: ["light"])]))
    ])
    let length = DefinitionNode.object([
      ("type", "number"), ("minimum", .number(0)), ("maximum", .number(Theme.largestLength)),
    ])
    let insets = DefinitionNode.object([
      ("anyOf", .array([length, closedObject(TableDecoder.insetKeys.map { ($0, length) })]))
    ])
    return closedObject([
      ("tint", color), ("text", color), ("secondaryText", color), ("background", color), ("rowBackground", color),
      ("font", .object([("type", "string"), ("minLength", .number(1)), ("maxLength", .number(100))])),
      ("cornerRadius", length), ("insets", insets),
    ])
  }

  /// `true` for a standard title, `false` for none, or the title itself (`other`, `searchable`).
  private static func titleOrTrue() -> DefinitionNode {
    .object([("type", .array(["boolean", "string"])), ("minLength", .number(1))])
  }

  private static func height() -> DefinitionNode {
    .object([
      ("type", "number"), ("minimum", .number(Table.sectionHeights.lowerBound)),
      ("maximum", .number(Table.sectionHeights.upperBound)),
    ])
  }

  /// A repeating section's template, limits and starting answers.
  private static func repetition() -> DefinitionNode {
    let count: DefinitionNode = .object([("type", "integer"), ("minimum", .number(0)), ("maximum", .number(1_000_000))])
    return closedObject(
      [
        ("item", ref("row")), ("add", .object([("type", .array(["string", "null"]))])),
        ("addField", .object([("type", .array(["boolean", "string"]))])), ("min", count), ("max", count),
        ("reorder", type("boolean")), ("deletable", type("boolean")), ("items", type("array")),
      ], required: ["item"])
  }

  /// `true`, `false`, or a condition: what `hidden` and `disabled` take.
  private static func hidden() -> DefinitionNode {
    .object([("oneOf", .array([type("boolean"), ref("condition")]))])
  }

  /// A condition: on, off, a comparison, or all / any / not of conditions.
  private static func condition() -> DefinitionNode {
    let value: DefinitionNode = .object([("type", .array(["string", "number", "boolean"]))])
    var forms: [DefinitionNode] = [
      closedObject([("if", type("string"))], required: ["if"]),
      closedObject([("unless", type("string"))], required: ["unless"]),
      closedObject([("row", type("string")), ("equals", value)], required: ["row", "equals"]),
      closedObject([("row", type("string")), ("in", arrayOf(value))], required: ["row", "in"]),
    ]
    forms += Condition.Comparison.allCases.map { comparison in
      closedObject(
        [("row", type("string")), (comparison.rawValue, type("number"))], required: ["row", comparison.rawValue])
    }
    forms += ["all", "any"].map { closedObject([($0, arrayOf(ref("condition")))], required: [$0]) }
    forms.append(closedObject([("not", ref("condition"))], required: ["not"]))
    return .object([("anyOf", .array(forms))])
  }

  /// A validation rule: a name, or an object naming one rule with an optional message.
  private static func rule() -> DefinitionNode {
    let object = closedObject([
      ("required", type("boolean")), ("email", type("boolean")), ("url", type("boolean")),
      ("minLength", .object([("type", "integer"), ("minimum", .number(0))])),
      ("maxLength", .object([("type", "integer"), ("minimum", .number(0))])),
      ("pattern", .object([("type", "string"), ("format", "regex")])),
      ("min", type("number")), ("max", type("number")), ("oneOf", arrayOf(type("string"))),
      ("custom", type("string")), ("equals", type("string")), ("after", type("string")), ("before", type("string")),
      ("atLeastOneOf", arrayOf(type("string"))), ("message", type("string")),
    ])
    return .object([("anyOf", .array([enumeration(TableDecoder.ruleNames), object]))])
  }

  /// An option of a picker or segmented row: a title, or a title with its value and short title.
  private static func option() -> DefinitionNode {
    .object([
      (
        "anyOf",
        .array([
          type("string"),
          closedObject(
            [
              ("text", type("string")), ("value", .object([("type", .array(["string", "number", "boolean"]))])),
              ("short", type("string")), ("image", type("string")),
            ],
            required: ["text"]),
        ])
      )
    ])
  }

  /// The keys every row may have (`type` is constrained by each row type).
  private static func rowCommon() -> DefinitionNode {
    .object([
      ("type", "object"),
      (
        "properties", .object(TableDecoder.commonRowKeys.filter { $0 != "type" }.map { ($0, keySchema($0, type: nil)) })
      ),
    ])
  }

  private static func row() -> DefinitionNode {
    let types = ["plain"] + Control.typeNames + ["custom"]
    return .object([("anyOf", .array([type("string")] + types.map { ref("row-\($0)") }))])
  }

  private static func rowTypes() -> [(String, DefinitionNode)] {
    let plain: DefinitionNode = .object([
      ("allOf", .array([ref("rowCommon")])),
      ("not", .object([("required", .array([.string("type")]))])),
      ("unevaluatedProperties", false),
    ])
    let controls = ControlType.allCases.map { controlType -> (String, DefinitionNode) in
      let name = controlType.rawValue
      let keys = controlType.keys
      return (
        "row-\(name)",
        .object([
          ("allOf", .array([ref("rowCommon")])),
          (
            "properties",
            .object(
              [("type", .object([("const", .string(name))]))] + keys.map { ($0, keySchema($0, type: controlType)) })
          ),
          ("required", .array([.string("type")])),
          ("unevaluatedProperties", false),
        ])
      )
    }
    let custom: DefinitionNode = .object([
      ("allOf", .array([ref("rowCommon")])),
      ("properties", .object([("type", .object([("type", "string"), ("not", enumeration(Control.typeNames))]))])),
      ("required", .array([.string("type")])),
    ])
    return [("row-plain", plain)] + controls + [("row-custom", custom)]
  }

  /// The schema of one row key; `value` depends on the row type.
  private static func keySchema(_ key: String, type rowType: ControlType?) -> DefinitionNode {
    switch key {
    case "style": return enumeration(RowStyle.allCases.map(\.rawValue))
    case "accessory": return enumeration(Accessory.allCases.map(\.rawValue))
    case "role": return enumeration(ButtonRole.allCases.map(\.rawValue))
    case "tags": return arrayOf(type("string"))
    case "hidden": return ref("hidden")
    case "disabled": return ref("hidden")
    case "validate": return arrayOf(ref("rule"))
    case "options":
      let provided = closedObject(
        [
          ("provider", .object([("type", "string"), ("minLength", .number(1))])), ("reads", arrayOf(type("string"))),
          ("file", .object([("type", "string"), ("minLength", .number(1))])),
        ],
        required: ["provider"])
      let listed: DefinitionNode = .object([("type", "array"), ("items", ref("option")), ("minItems", .number(1))])
      return .object([("anyOf", .array([listed, provided]))])
    case "suggestions":
      let provided = closedObject(
        [("provider", .object([("type", "string"), ("minLength", .number(1))]))], required: ["provider"])
      return .object([("anyOf", .array([arrayOf(type("string")), provided]))])
    case "other", "searchable": return titleOrTrue()
    case "keyboard": return enumeration(TextTraits.Keyboard.allCases.map(\.rawValue))
    case "pickerStyle": return enumeration(DateField.Style.allCases.map(\.rawValue))
    case "minuteInterval": return .object([("enum", .array(DateField.minuteIntervals.map { .number(Double($0)) }))])
    case "capitalization": return enumeration(TextTraits.Capitalization.allCases.map(\.rawValue))
    case "maxLength": return .object([("type", "integer"), ("minimum", .number(1))])
    case "required", "decimal", "autocorrection", "selected": return type("boolean")
    case "child": return .object([("anyOf", .array([ref("table"), type("string")]))])
    case "deletable", "movable", "secure": return type("boolean")
    case "min", "max": return rowType?.boundsAreText == true ? type("string") : type("number")
    case "height", "step": return .object([("type", "number"), ("exclusiveMinimum", .number(0))])
    case "data": return .object([])  // any JSON value: the row's payload
    case "theme": return ref("theme")
    case "actions":
      return arrayOf(
        closedObject(
          [
            ("title", .object([("type", "string"), ("minLength", .number(1))])), ("id", type("string")),
            ("action", type("string")), ("role", enumeration(RowAction.Role.allCases.map(\.rawValue))),
            ("edge", enumeration(RowAction.Edge.allCases.map(\.rawValue))), ("color", type("string")),
            ("image", type("string")),
          ], required: ["title"]))
    case "value":
      switch rowType?.answer {
      case .boolean: return type("boolean")
      case .number: return type("number")
      case .optionalNumber: return .object([("type", .array(["number", "null"]))])
      case .optionValue: return .object([("type", .array(["string", "number", "boolean"]))])
      case .text, .nothing, nil: return type("string")
      }
    default: return type("string")
    }
  }

  // MARK: - Node helpers

  private static func type(_ name: String) -> DefinitionNode { .object([("type", .string(name))]) }
  private static func ref(_ name: String) -> DefinitionNode { .object([("$ref", .string("#/$defs/\(name)"))]) }
  private static func arrayOf(_ items: DefinitionNode) -> DefinitionNode {
    .object([("type", "array"), ("items", items)])
  }
  private static func enumeration(_ values: [String]) -> DefinitionNode {
    .object([("type", "string"), ("enum", .array(values.map(DefinitionNode.string)))])
  }
  private static func closedObject(_ properties: [(String, DefinitionNode)], required: [String] = []) -> DefinitionNode
  {
    var members: [(String, DefinitionNode)] = [("type", "object"), ("properties", .object(properties))]
    if !required.isEmpty { members.append(("required", .array(required.map(DefinitionNode.string)))) }
    members.append(("additionalProperties", false))
    return .object(members)
  }
}

extension DefinitionNode: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
  package init(stringLiteral value: String) { self.init(.string(value)) }
  package init(booleanLiteral value: Bool) { self.init(.bool(value)) }
}
