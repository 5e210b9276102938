import Tabula
import Testing

@Suite @MainActor struct BuilderTests {
  enum Mode { case simple, advanced, expert }
  struct User { var id: String; var name: String }

  @Test func controlFlowInBuilders() {
    func table(debug: Bool, mode: Mode, extra: String?, count: Int) -> Table {
      Table {
        Section("Main") {
          Row("About")
          if debug { Row("Debug Settings") }
          if mode == .simple { Row("Simple") } else { Row("Not simple") }
          switch mode {
          case .simple: Row("S")
          case .advanced: Row("A")
          case .expert: Row("E")
          }
          extra.map { Row($0) }
          for index in 0..<count { Row("Item \(index)") }
        }
        if debug { Section("Debug") { Row("Logs") } }
      }
    }
    let small = table(debug: false, mode: .simple, extra: nil, count: 0)
    #expect(small.sections.map(\.id) == ["main"])
    #expect(small.sections[0].rows.map(\.text) == ["About", "Simple", "S"])

    let big = table(debug: true, mode: .expert, extra: "Extra", count: 2)
    #expect(big.sections.map(\.id) == ["main", "debug"])
    #expect(
      big.sections[0].rows.map(\.text) == ["About", "Debug Settings", "Not simple", "E", "Extra", "Item 0", "Item 1"])
  }

  /// Blocks of one row and of several take different paths through the builder (a loop of single rows is
  /// collected as it is); every shape gives the rows in order.
  @Test func blocksOfOneRowAndOfSeveralAgree() {
    func texts(_ flag: Bool) -> [String] {
      let table = Table {
        Section(id: "a") { Row("only") }
        Section(id: "b") { for index in 0..<3 { Row("r\(index)", id: "r\(index)", detail: nil) } }
        Section(id: "c") {
          for index in 0..<2 {
            Row("x\(index)")
            Row("y\(index)")
          }
        }
        Section(id: "d") { for index in 0..<3 { SwitchRow("s\(index)", id: "s\(index)", isOn: flag) } }
        Section(id: "e") { for index in 0..<3 { if index != 1 { Row("odd\(index)") } } }
        Section(id: "f") {
          if flag {
            Row("one")
          } else {
            Row("two")
            Row("three")
          }
          if flag { Row("four") }
          if !flag {
            Row("five")
            Row("six")
          }
          if #available(macOS 13, iOS 16, *) { Row("seven") }
        }
        Section(id: "g") {}
      }
      return table.sections.flatMap { [$0.id] + $0.rows.map(\.text) }
    }
    #expect(
      texts(true) == [
        "a", "only", "b", "r0", "r1", "r2", "c", "x0", "y0", "x1", "y1", "d", "s0", "s1", "s2", "e", "odd0", "odd2",
        "f", "one", "four", "seven", "g",
      ])
    #expect(texts(false).drop { $0 != "f" } == ["f", "two", "three", "five", "six", "seven", "g"])
  }

  /// A row keeps what a long list rarely uses out of line and no hash at all: its inline size is what building
  /// and diffing 100,000 of them move through memory (the README quotes it).
  @Test func aRowIsSeventyTwoBytes() {
    #expect(MemoryLayout<Row>.size <= 72, "a row grew to \(MemoryLayout<Row>.size) bytes")
  }

  @Test func optionalRowsAreDropped() {
    let debugRow: Row? = nil
    let table = Table {
      Section {
        Row("About"); debugRow
      }
    }
    #expect(table.sections[0].rows.count == 1)
  }

  @Test func dataDrivenSection() {
    let users = [User(id: "u1", name: "Ada"), User(id: "u2", name: "Grace")]
    let table = Table { Section("Users", data: users) { Row($0.name, id: $0.id).deletable() } }
    #expect(table.sections[0].rows.map(\.id) == ["u1", "u2"])
    #expect(table.sections[0].rows.allSatisfy { $0.isDeletable })
  }

  /// A data-driven section's closure may make no row, one or several for an element, with any control flow.
  @Test func dataDrivenSectionsTakeAnyBlock() {
    let users = [User(id: "u1", name: "Ada"), User(id: "u2", name: "Grace"), User(id: "u3", name: "Alan")]
    let table = Table {
      Section(id: "one", data: users) { SwitchRow($0.name, id: $0.id, isOn: false) }
      Section(id: "some", data: users) { user in
        if user.name != "Grace" { Row(user.name, id: user.id) }
      }
      Section(id: "several", data: users) { user in
        Row(user.name, id: user.id)
        if user.name == "Ada" { Row("Admin", id: "\(user.id)-admin") } else { Row("—", id: "\(user.id)-none") }
      }
      Section(id: "none", data: [User]()) { Row($0.name) }
    }
    #expect(
      table.sections.map { $0.rows.map(\.id) } == [
        ["u1", "u2", "u3"], ["u1", "u3"], ["u1", "u1-admin", "u2", "u2-none", "u3", "u3-none"], [],
      ])
    #expect(table.sections[0].rows.allSatisfy { $0.control == .switch(isOn: false) })
  }

  @Test func modifiers() {
    let child = Table("Detail") { Section { Row("Inside") } }
    let row = Row("Wi-Fi networks")
      .hidden(when: .isOff("wifi"))
      .tag("network", "wireless")
      .deletable()
      .movable()
      .accessory(.detail)
      .height(60)
      .image("wifi")
      .onChange(named: "changed")
    #expect(row.visibility == .hiddenWhen(Condition(rowID: "wifi", whenOn: false)))
    #expect(row.tags == ["network", "wireless"])
    #expect(row.isDeletable && row.isMovable)
    #expect(row.accessory == .detail)
    #expect(row.height == 60)
    #expect(row.image == "wifi")
    #expect(row.onChange?.name == "changed")
    #expect(Row("More").child(child).accessory == .disclosure)
    #expect(Row("More", child: child).accessory == .disclosure)
    #expect(Row("Plain").hidden().visibility == .hidden)
  }

  @Test func controlRowsCarryTheirControls() {
    #expect(SwitchRow("Wi-Fi", isOn: true).row.control == .switch(isOn: true))
    #expect(SliderRow(value: 3, range: 0...10, step: 1).row.control == .slider(value: 3, range: 0...10, step: 1))
    #expect(SliderRow().row.control == .slider(value: 0, range: 0...1, step: nil))
    #expect(TextFieldRow("Password", secure: true).row.control == .textField(text: "", placeholder: nil, secure: true))
    #expect(TextViewRow(value: "hi").row.control == .textView(text: "hi", placeholder: nil))
    #expect(ButtonRow("Delete", role: .destructive).row.control == .button(role: .destructive))
    #expect(OptionRow("AAC", isSelected: true).row.control == .option(isSelected: true))
    #expect(StepperRow("Count", value: 5).row.control == .stepper(value: 5, range: 0...100, step: 1))
  }

  @Test func onChangeAndOnSelectRunClosures() {
    final class Box { var values: [ControlValue] = []; var selected = 0 }
    let box = Box()
    let row = SwitchRow("Wi-Fi", id: "wifi").onChange { box.values.append($0) }
    row.onChange?.run(ActionContext(rowID: "wifi", value: .bool(true)))
    #expect(box.values == [.bool(true)])
    let button = ButtonRow("Save") { _ in box.selected += 1 }.row
    button.onSelect?.run(ActionContext(rowID: button.id))
    #expect(box.selected == 1)
  }
}
