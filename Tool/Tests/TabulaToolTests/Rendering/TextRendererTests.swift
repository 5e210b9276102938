import Foundation
import Tabula
import TabulaTerminal
import Testing

@Suite struct TextRendererTests {
  @Test(arguments: Fixtures.exampleFiles)
  func examplesMatchTheirGoldenFiles(_ name: String) throws {
    let table = try Fixtures.example(name)
    let stem = name.split(separator: ".")[0]
    try expectGolden(TextRenderer(width: 60).render(table), "render/\(stem)-60.txt")
    try expectGolden(TextRenderer(width: 36).render(table), "render/\(stem)-36.txt")
  }

  @Test func everyLineFitsTheWidth() throws {
    for name in Fixtures.exampleFiles {
      for width in [20, 27, 36, 60, 101] {
        for line in TextRenderer(width: width).lines(for: try Fixtures.example(name)) {
          #expect(line.width <= width, "\(name) at \(width): \(line.text)")
        }
      }
    }
  }

  @Test func controlsAreDrawn() {
    let table = Table(style: .plain) {
      Section {
        SwitchRow("Wi-Fi", isOn: true)
        SwitchRow("Bluetooth")
        SliderRow("Volume", value: 0.5)
        TextFieldRow("Name", placeholder: "Required")
        TextFieldRow("Password", value: "hunter2", secure: true)
        TextViewRow("Notes", value: "First line\nSecond line")
        ButtonRow("Sign Out", role: .destructive)
        OptionRow("AAC", isSelected: true)
        StepperRow("Count", value: 3)
        Row("General").accessory(.disclosure)
        Row("Hidden").hidden()
      }
    }
    let text = TextRenderer(width: 40).render(table)
    #expect(text.contains("Wi-Fi") && text.contains("[on]"))
    #expect(text.contains("[off]"))
    #expect(text.contains("━━━━━━━━━●") && text.contains("0.5"))
    #expect(text.contains("[Required"))
    #expect(text.contains("[•••••••") && !text.contains("hunter2"))
    #expect(text.contains("[First line") && text.contains("[Second line"))
    #expect(text.contains("               Sign Out"))
    #expect(text.contains("AAC") && text.contains("✓"))
    #expect(text.contains("− 3 +"))
    #expect(text.contains("General") && text.contains("›"))
    #expect(!text.contains("Hidden"))
  }

  @Test func customKindsUseTheirDrawing() throws {
    let rating = RowKind("rating", fields: ["stars": .number])
    let table = try Table(
      json: #"{ "sections": [ { "rows": [ { "type": "rating", "text": "Rate us", "stars": 3 } ] } ] }"#, kinds: [rating]
    )
    var renderer = TextRenderer(width: 30)
    renderer.drawings["rating"] = { row in
      if case .number(let stars) = row.custom?.fields["stars"] { String(repeating: "★", count: Int(stars)) } else { "" }
    }
    #expect(renderer.render(table).contains("│ Rate us                ★★★ │"))
  }

  @Test func colourAddsEscapesWithoutChangingTheText() throws {
    let table = try Fixtures.example("declarative-settings.json")
    let plain = TextRenderer(width: 60).render(table)
    let coloured = TextRenderer(width: 60, usesColor: true).render(table)
    #expect(coloured.contains("\u{1B}[31mSign Out\u{1B}[0m"))
    let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9]+m", with: "", options: .regularExpression)
    #expect(stripped == plain)
  }

  @Test func wideCharactersAreMeasuredInColumns() {
    let table = Table { Section { Row("日本語のテキスト", detail: "詳細", style: .value1) } }
    let lines = TextRenderer(width: 30).lines(for: table)
    #expect(lines.allSatisfy { $0.width <= 30 })
    #expect(lines.contains { $0.text == "│ 日本語のテキスト      詳細 │" }, "\(lines.map(\.text))")
  }
}

@Suite struct RowLineCountTests {
  /// The interactive screen measures rows without drawing them; the measure must match the drawing.
  @Test func lineCountsMatchTheDrawnLines() throws {
    var rows = try Fixtures.exampleFiles.flatMap { try Fixtures.example($0).sections.flatMap(\.rows) }
    rows += [
      TextViewRow("Notes", value: "One\nTwo and a much longer line that wraps around the narrow width").row,
      TextViewRow(value: "").row, Row("Title", detail: "Subtitle", style: .subtitle), Row("Title", style: .subtitle),
    ]
    let table = Table { Section(rows: rows) }
    for width in [20, 36, 60] {
      let layout = TextRenderer(width: width)
      for var row in table.sections[0].rows {
        row.visibility = .visible  // drawn alone, a row that depends on another would be hidden
        let drawn = layout.lines(for: Table(style: .plain) { Section { row } }).count
        #expect(layout.lineCount(for: row) == drawn, "\(row.id) at \(width)")
      }
    }
  }
}
