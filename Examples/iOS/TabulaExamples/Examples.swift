#if os(iOS) || os(visionOS) || os(Linux)
  import Tabula

  /// AST: a table described item by item, some items dropped by a condition.
  @MainActor enum ASTExample {
    static func table() -> Table {
      let showDebug = false
      return Table("AST", style: .grouped) {
        Section("Account", footer: "Items are plain values; a missing one is simply not there.") {
          Row("Name", id: "name", detail: "Ada Lovelace", style: .value1)
          Row("Email", id: "email", detail: "ada@example.com", style: .value1)
          if showDebug { Row("Debug", id: "debug") }
        }
        Section("About") {
          Row("Version", id: "version", detail: "1.0", style: .value2)
        }
      }
    }
  }

  /// PeriSemiStaticTVC: rows hidden by a switch, tagged rows, and a dynamic section.
  @MainActor enum SettingsExample {
    static func table() -> Table {
      Table("Settings", style: .insetGrouped) {
        Section("Network") {
          SwitchRow("Wi-Fi", id: "wifi", isOn: true)
          Row("Home", id: "home", detail: "Connected", style: .value1).hidden(when: .isOff("wifi")).tag("network")
          Row("Office", id: "office", style: .value1).hidden(when: .isOff("wifi")).tag("network")
        }
        Section("Sound") {
          SliderRow("Volume", id: "volume", value: 0.5)
          StepperRow("Repeats", id: "repeats", value: 2)
        }
      }
    }
  }

  /// TableViewModel: the table as a pure function of app state, with deletable rows.
  @MainActor enum UserListExample {
    static let users = ["Ada", "Grace", "Alan", "Edsger"]

    static func table() -> Table {
      Table("Users", style: .plain) {
        Section("Users", id: "users", footer: "Swipe a user to delete it.", data: users) { name in
          Row(name, id: name.lowercased()).deletable()
        }
      }
    }
  }

  /// LLTableViewAdapter: a hierarchy, actions on selection, and deleters.
  @MainActor enum HierarchyExample {
    static func table() -> Table {
      Table("Hierarchy") {
        Section("Fruit") {
          Row(
            "Apples", id: "apples",
            child: Table("Apples") {
              Section {
                Row("Braeburn"); Row("Cox")
              }
            })
          Row(
            "Pears", id: "pears",
            child: Table("Pears") {
              Section {
                Row("Conference"); Row("Comice")
              }
            })
          Row("Old crate", id: "crate").deletable().onDelete { _ in }
        }
      }
    }
  }

  /// Declarative Settings: option lists, controls and buttons.
  @MainActor enum DeclarativeSettingsExample {
    static func table() -> Table {
      Table("Preferences", style: .insetGrouped) {
        Section("Compression", id: "compression", selection: .single) {
          OptionRow("None", id: "none")
          OptionRow("Fast", id: "fast", isSelected: true)
          OptionRow("Best", id: "best")
        }
        Section("Profile") {
          TextFieldRow("Name", id: "profile-name", placeholder: "Required")
          TextFieldRow("Password", id: "password", placeholder: "Required", secure: true)
          TextViewRow("Bio", id: "bio", placeholder: "A few words")
        }
        Section {
          ButtonRow("Sign out", id: "sign-out", role: .destructive)
        }
      }
    }
  }
#endif
